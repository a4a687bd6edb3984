import type { Rect, Vec2 } from '../../geometry/index';

/**
 * How hitkit writes numbers into SVG markup so that a figure draws exactly at
 * any scale. Browsers compose SVG in single precision (about 7 significant
 * digits), and Chromium also ignores a viewBox less than about 1e-6 wide,
 * draws lengths below about 1e-6 as 0 and clamps coordinates beyond 2^25. So a
 * Scene writes every coordinate relative to a local origin near its view
 * (`sceneOrigin`), in written units that keep the view between 1e-2 and
 * 1e5 units wide (`sceneScale`), with as many decimals as the view's
 * scale needs (`sceneDecimals`). The result is deterministic (the same
 * markup on every platform), because users snapshot-test it.
 */

/** The fewest decimals hitkit ever writes into SVG (and the count used outside a Scene). */
export const MIN_SVG_DECIMALS = 3;

/**
 * A number as written into an SVG attribute: rounded to `decimals` decimals
 * (`toFixed`), trailing zeros dropped, never `-0`, never exponent notation
 * below 1e21 (`formatSvgNumber(1e-7, 8) === '0.0000001'`, not `'1e-7'`).
 * Magnitudes of 1e21 and above are written as JavaScript writes them
 * (`'1e+21'`): no view hitkit supports puts such a number into its markup.
 *
 * @param value any finite number.
 * @param decimals an integer from 0 to 100.
 * @throws RangeError for NaN or ±Infinity, so that no component ever writes
 *   `NaN` into markup; RangeError for a `decimals` outside 0…100 or not an integer.
 */
export function formatSvgNumber(value: number, decimals: number): string {
  assertFiniteValue(value);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 100) {
    throw new RangeError(`decimals must be an integer from 0 to 100, got ${String(decimals)}`);
  }
  return formatChecked(value, decimals);
}

/** NaN or ±Infinity never reaches markup: the RangeError of {@link formatSvgNumber}. */
function assertFiniteValue(value: number): void {
  if (!Number.isFinite(value)) {
    throw new RangeError(`formatNumber: value must be a finite number, got ${String(value)}`);
  }
}

/** Powers of ten that are exact doubles: `POW10[d] === 10 ** d` exactly for d = 0…15. */
const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/** Scaled values below this magnitude take the fast path: their product with 10^d is off by at most 2^-23. */
const FAST_LIMIT = 2 ** 31;

/** Scaled values this close to a tie (k + 0.5) go the slow way, `toFixed`, which rounds the exact double. */
const TIE_MARGIN = 2 ** -20;

/**
 * `String(k / p)` for a nonzero integer `|k| ≤ 2^31` (the rounding of a `t`
 * below 2^31 may reach it), `p = 10^d` with `d` ≤ 15, and `|k / p| ≥ 1e-6`,
 * written from the integer's digits (about 2× faster than writing the
 * double: 87 against 173 ns per number in Node): the decimal `k / 10^d`
 * without its trailing zeros. The same string: that decimal has at most 10
 * significant digits, the double `k / p` is the one nearest it, and a decimal
 * of at most 15 significant digits is the only one of so few digits that reads
 * back as its double, so it is the shortest form `String` writes (no exponent
 * in this range).
 */
function decimalOf(k: number, p: number): string {
  const a = Math.abs(k);
  // (both exact: a remainder of integers, and a quotient that is an integer of at most 2^31)
  let fraction = a % p;
  const text = `${k < 0 ? '-' : ''}${String((a - fraction) / p)}`;
  if (fraction === 0) return text;
  // drop the trailing zeros (p stays an exact power of ten); p + fraction's digits after its leading 1 are the
  // decimals with their leading zeros
  while (fraction % 10 === 0) {
    fraction /= 10;
    p /= 10;
  }
  return `${text}.${String(p + fraction).slice(1)}`;
}

/**
 * {@link formatSvgNumber} for a finite value and a valid `decimals`. Fast path,
 * the same string without `toFixed`'s intermediate: `toFixed(d)` rounds the
 * exact value × 10^d to the nearest integer k (ties away from 0), and
 * `Number(toFixed(d))` is the double nearest k / 10^d, which is `k / 10^d`
 * computed in doubles (one correctly rounded division of exact operands),
 * written from `k`'s digits ({@link decimalOf}). When
 * `t = value × 10^d` is below 2^31 in magnitude, it is within 2^-23 of the exact
 * product, so away from a tie `Math.round(t)` is that k; near a tie, for more
 * than 15 decimals, for large values and below 1e-6, the original way.
 */
function formatChecked(value: number, decimals: number): string {
  if (decimals < POW10.length) {
    const p = POW10[decimals]!;
    const t = value * p;
    if (t < FAST_LIMIT && t > -FAST_LIMIT && Math.abs(t - Math.floor(t) - 0.5) > TIE_MARGIN) {
      const k = Math.round(t);
      if (k === 0) return '0';
      if (Math.abs(k / p) >= 1e-6) return decimalOf(k, p);
    }
  }
  const fixed = value.toFixed(decimals);
  const rounded = Number(fixed);
  if (rounded === 0) return '0';
  // The shortest form that reads back as the rounded number, as hitkit always
  // wrote it; below 1e-6 that form is an exponent, so drop the zeros of the
  // fixed form instead.
  const text = String(rounded);
  if (Math.abs(rounded) >= 1e-6) return text;
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/**
 * A number as written into an SVG attribute outside a Scene (origin 0, scale
 * 1; a figure of its own, such as the lidar range plot, or the Scene's
 * `data-zoom`): 3 decimals, no `-0`, no exponent below 1e21
 * (`formatSvgNumber(value, 3)`).
 *
 * @throws RangeError for NaN or ±Infinity.
 * @internal
 */
export function formatPlainSvgNumber(value: number): string {
  return formatSvgNumber(value, MIN_SVG_DECIMALS);
}

/**
 * The decimals a Scene writes its numbers with: enough that rounding moves
 * nothing by more than a twentieth of a nominal pixel,
 * `max(3, floor(-log10(unit)) + 2)`, where `unit` is one nominal pixel in
 * written units: 3 for every view more than 4 units wide (so figures of
 * ordinary size keep the 3 decimals hitkit always wrote), 4 for one more than
 * 0.4 and up to 4 units wide, and so on. (A Scene passes its unit times
 * `sceneScale`, so a view narrower than 1e-2 or wider than 1e5 units is
 * written 100 to 1000 units wide, with 3 decimals.)
 *
 * @param unit one nominal pixel (`max(width, height) / 400` of the visible
 *   area), in the units written; must be finite and > 0.
 * @returns an integer from 3 to 100 (a unit below 1e-98 gets 100).
 * @throws RangeError for a unit that is not a finite number > 0.
 */
export function sceneDecimals(unit: number): number {
  if (!(unit > 0) || !Number.isFinite(unit)) throw new RangeError(`unit must be a finite number > 0, got ${String(unit)}`);
  return Math.min(100, Math.max(MIN_SVG_DECIMALS, Math.floor(-Math.log10(unit)) + 2));
}

/** Views whose larger side lies in this range (scene units) are written in scene units. */
const PLAIN_SIZE_MIN = 1e-2;
const PLAIN_SIZE_MAX = 1e5;

/**
 * Written units per scene unit for a view whose larger side is `size` scene
 * units: 1 (numbers are written in scene units, as hitkit always wrote them)
 * for a view from 1e-2 to 1e5 units wide; otherwise the power of ten that
 * makes the view 100 to 1000 written units wide (`sceneScale(1e-6) === 1e8`,
 * `sceneScale(1e9) === 1e-7`). Chromium draws SVG lengths below about 1e-6 as
 * 0, ignores a viewBox that small, and clamps coordinates beyond 2^25 (about
 * 3.4e7), so the numbers written must stay between those, whatever the view.
 *
 * @param size the larger side of the visible area, scene units; a size below
 *   1e-9 counts as 1e-9 (as in the Scene's `unit`).
 * @throws RangeError for a size that is not a finite number >= 0.
 */
export function sceneScale(size: number): number {
  if (!(size >= 0) || !Number.isFinite(size)) throw new RangeError(`size must be a finite number >= 0, got ${String(size)}`);
  const s = Math.max(size, 1e-9);
  if (s >= PLAIN_SIZE_MIN && s <= PLAIN_SIZE_MAX) return 1;
  // parsed, so that it is the double nearest the power of ten (10 ** -5 is not)
  return Number(`1e${2 - Math.floor(Math.log10(s))}`);
}

/** Coordinates written relative to 0 stay exact in single precision up to this many nominal pixels from 0. */
const NEAR_ORIGIN_PIXELS = 2 ** 14;

/**
 * The local origin a Scene writes its coordinates relative to, for a visible
 * area `visible` (scene units; `(x, y)` its least corner):
 *
 * - `(0, 0)` when every corner of the area is within 2^14 nominal pixels of 0
 *   (`max(|x|, |y|, |x + width|, |y + height|) <= 2^14 × unit`), so figures
 *   near 0 keep their plain coordinates;
 * - otherwise the centre of the area with each coordinate rounded to the
 *   nearest multiple of `S = 2^ceil(log2(max(width, height)))`. S is an exact
 *   power of two, so the origin changes only when the view moves by about its
 *   own size, and `value − origin` is exact for every value the view can
 *   resolve.
 *
 * A zero-size area counts as 1e-9 wide (the Scene's `unit` does the same).
 * Never returns `-0`.
 *
 * @param visible the visible area, finite, width and height >= 0.
 * @param unit one nominal pixel, `max(width, height, 1e-9) / 400`, the Scene's `unit`.
 * @throws RangeError for a non-finite area or a unit that is not finite and > 0.
 */
export function sceneOrigin(visible: Rect, unit: number): Vec2 {
  const { x, y, width, height } = visible;
  if (![x, y, width, height].every(Number.isFinite)) {
    throw new RangeError(`visible must be a finite rect, got ${JSON.stringify(visible)}`);
  }
  if (!(unit > 0) || !Number.isFinite(unit)) throw new RangeError(`unit must be a finite number > 0, got ${String(unit)}`);
  const reach = Math.max(Math.abs(x), Math.abs(y), Math.abs(x + width), Math.abs(y + height));
  if (reach <= NEAR_ORIGIN_PIXELS * unit) return ORIGIN_ZERO;
  const size = Math.max(width, height, 1e-9);
  let s = 2 ** Math.ceil(Math.log2(size));
  // Math.log2 may be off by an ulp: make s the least power of two >= size
  while (s < size) s *= 2;
  while (s / 2 >= size) s /= 2;
  // `+ 0` turns a -0 into 0
  return { x: Math.round((x + width / 2) / s) * s + 0, y: Math.round((y + height / 2) / s) * s + 0 };
}

const ORIGIN_ZERO: Vec2 = Object.freeze({ x: 0, y: 0 });

/**
 * How the components inside a Scene write numbers into SVG: coordinates
 * relative to the Scene's local `origin`, times `scale`, rounded to
 * `decimals` decimals (`formatSvgNumber`). Get it with
 * `useSceneNumbers()`. A component that draws its own SVG inside a Scene
 * writes `numbers.x(p.x)`, `numbers.y(p.y)` for a point and `numbers.len(r)`
 * for a length, and the figure draws exactly at every pan and zoom the Scene
 * supports. (The Scene's `viewBox` is written the same way, so the written
 * units are the svg's user units: a raw `<circle cx={10}>` inside a Scene is
 * only where you mean it while `origin` is `(0, 0)` and `scale` is 1.)
 *
 * All inputs are scene units (y down; in a `yUp` Scene the flip is applied by
 * the Scene's `<g transform="scale(1 -1)">`, so `y` is still the plain scene y).
 */
export interface SceneNumbers {
  /** The local origin, scene units: what `x` and `y` subtract. `(0, 0)` near 0 and outside a Scene. */
  readonly origin: Vec2;
  /**
   * Written units per scene unit, a power of ten (`sceneScale`): 1 for
   * views from 1e-2 to 1e5 units wide and outside a Scene.
   */
  readonly scale: number;
  /** Decimals written: `sceneDecimals` of the Scene's unit in written units; 3 outside a Scene. */
  readonly decimals: number;
  /**
   * A scene x coordinate as written: `(value − origin.x) × scale`, rounded.
   * @throws RangeError for NaN or ±Infinity.
   */
  x(value: number): string;
  /**
   * A scene y coordinate as written: `(value − origin.y) × scale`, rounded (y
   * down; the Scene flips it for `yUp`).
   * @throws RangeError for NaN or ±Infinity.
   */
  y(value: number): string;
  /**
   * A length in scene units (radius, width, offset), or a coordinate already
   * relative to the origin, as written: `value × scale`, rounded.
   * @throws RangeError for NaN or ±Infinity.
   */
  len(value: number): string;
}

/**
 * The {@link SceneNumbers} for a local origin, a number of decimals and a
 * scale. The result is frozen.
 *
 * @param origin scene units, finite.
 * @param decimals an integer from 0 to 100.
 * @param scale written units per scene unit, finite and > 0 (default 1).
 * @throws RangeError for a non-finite origin, a bad `decimals` or a bad scale.
 */
export function createSceneNumbers(origin: Vec2, decimals: number, scale = 1): SceneNumbers {
  if (!Number.isFinite(origin.x) || !Number.isFinite(origin.y)) {
    throw new RangeError(`origin must be a finite point, got (${String(origin.x)}, ${String(origin.y)})`);
  }
  if (!(scale > 0) || !Number.isFinite(scale)) throw new RangeError(`scale must be a finite number > 0, got ${String(scale)}`);
  formatSvgNumber(0, decimals); // validates decimals
  const ox = origin.x;
  const oy = origin.y;
  return Object.freeze({
    origin: Object.freeze({ x: ox, y: oy }),
    scale,
    decimals,
    x: (value: number) => formatFinite((value - ox) * scale, decimals),
    y: (value: number) => formatFinite((value - oy) * scale, decimals),
    len: (value: number) => formatFinite(value * scale, decimals),
  });
}

/**
 * `value` written exactly, in the shortest form that reads back as the same
 * double (`String(value)`), but without an exponent below 1e21
 * (`formatExactNumber(2 ** -20) === '0.00000095367431640625'`). For the
 * `data-origin` attribute.
 *
 * @throws RangeError for NaN or ±Infinity.
 * @internal
 */
export function formatExactNumber(value: number): string {
  if (!Number.isFinite(value)) {
    throw new RangeError(`formatNumber: value must be a finite number, got ${String(value)}`);
  }
  if (value === 0) return '0';
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e-(\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, lead, rest = '', exponent] = match;
  return `${sign}0.${'0'.repeat(Number(exponent) - 1)}${lead}${rest}`;
}

/** {@link formatSvgNumber} for a `decimals` already checked (a SceneNumbers' own). */
function formatFinite(value: number, decimals: number): string {
  assertFiniteValue(value);
  return formatChecked(value, decimals);
}

/** Origin 0 and 3 decimals: how numbers are written outside a Scene. */
export const DEFAULT_SCENE_NUMBERS: SceneNumbers = createSceneNumbers(ORIGIN_ZERO, MIN_SVG_DECIMALS);
