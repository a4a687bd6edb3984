'use client';
/**
 * Whether two prop values hold the same plain data: equal primitives, the same
 * function or element, or plain objects and arrays (shapes, styles, marker
 * lists) with the same values, compared `depth` levels down. Anything else
 * (class instances, React elements, functions) is compared by identity.
 *
 * @internal
 */
export function samePlain(a: unknown, b: unknown, depth: number): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const proto = Object.getPrototypeOf(a) as unknown;
  if (proto !== Object.getPrototypeOf(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], other[i], depth - 1)) return false;
    return true;
  }
  if (proto !== Object.prototype && proto !== null) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    // a React element (a plain object with `$$typeof`) is compared by identity; if only `b`
    // is one, `a` lacks that key and the key sets differ
    if (key === '$$typeof') return false;
    keys++;
    // (read through Reflect: see `sameProps`)
    const v: unknown = Reflect.get(y, key);
    // (undefined may be a missing key: `has` tells them apart)
    if (!sameValue(x[key], v, depth - 1) || (v === undefined && !Reflect.has(y, key))) return false;
  }
  for (const _ in y) keys--;
  return keys === 0;
}

/**
 * {@link samePlain}, with the common cases decided inline: the same primitive
 * (the values of a style or a point) costs no call. (`===` is `Object.is`
 * except for NaN and ±0, which go to `samePlain`.)
 */
function sameValue(a: unknown, b: unknown, depth: number): boolean {
  if (a === b && a !== 0) return true;
  if (typeof a !== 'object' && a === a) return Object.is(a, b);
  return samePlain(a, b, depth);
}

/**
 * The props comparison of every hitkit component (`React.memo`): a component
 * re-renders only when one of its props holds other data. Shapes, points,
 * styles and marker lists are compared by value, so inline literals with the
 * same numbers (`circle={{ center: { x: 1, y: 2 }, radius: 3 }}`,
 * `style={{ stroke: 'red' }}`) do not re-render it; callbacks and elements
 * are compared by identity (keep callbacks stable with `useCallback`).
 *
 * @internal
 */
export function sameProps(prev: object, next: object): boolean {
  // One pass by identity first (the common case: stable shapes, hoisted styles),
  // the by-value comparison only for a prop that is not the same value.
  const x = prev as Record<string, unknown>;
  const y = next as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    keys++;
    const a = x[key];
    // `y[key]` here (a keyed load on another object than the one enumerated, with a
    // different name each time) sent Chromium's optimised code into a loop of
    // deoptimisations ("unexpected name in keyed access", hundreds per drag of
    // the Quick start copied for 1,000 shapes); Reflect.get carries no such feedback.
    const b: unknown = Reflect.get(y, key);
    if (!Object.is(a, b) ? !samePlain(a, b, 5) : a === undefined && !Reflect.has(y, key)) return false;
  }
  for (const _ in y) keys--;
  return keys === 0;
}
