/**
 * Number formatting for everything hitkit writes for people and into markup:
 * one fixed rounding, no `-0`, no `1e-17`, the same on every platform (users
 * snapshot-test markup that contains our components).
 */

/**
 * `value` rounded to at most `digits` decimals, trailing zeros dropped:
 * `formatNumber(2.5) === '2.5'`, `formatNumber(-0.0001) === '0'`,
 * `formatNumber(1 / 3, 3) === '0.333'`.
 *
 * @throws RangeError for NaN or ±Infinity, so that nothing ever writes `NaN` into SVG.
 */
export function formatNumber(value: number, digits = 2): string {
  if (!Number.isFinite(value)) {
    throw new RangeError(`formatNumber: value must be a finite number, got ${String(value)}`);
  }
  const rounded = Number(value.toFixed(digits));
  return rounded === 0 ? '0' : String(rounded);
}

/** `(x, y)` with {@link formatNumber}: `formatPoint({ x: 1.005, y: -2 }) === '(1, -2)'`. */
export function formatPoint(point: { readonly x: number; readonly y: number }, digits = 2): string {
  return `(${formatNumber(point.x, digits)}, ${formatNumber(point.y, digits)})`;
}

const TWO_PI = 2 * Math.PI;

/** `angle` wrapped into (−π, π], radians; never `-0`. */
export function wrapAngle(angle: number): number {
  let a = angle - TWO_PI * Math.round(angle / TWO_PI);
  if (a <= -Math.PI) a += TWO_PI;
  return a + 0;
}

/** A heading in degrees, wrapped into (−180, 180], with {@link formatNumber} to 1 decimal: `45`, `-90`, `12.5`. @internal */
export function headingDegrees(heading: number): string {
  return formatNumber((wrapAngle(heading) * 180) / Math.PI, 1);
}

/** A heading in degrees as people read it: `45°`, `-90°`, `12.5°` (y down: positive turns clockwise on screen). */
export function formatHeading(heading: number): string {
  return `${headingDegrees(heading)}°`;
}

/** `+15`, `−3` (a true minus sign) or `0`. */
export function formatSigned(value: number, digits = 2): string {
  const text = formatNumber(value, digits);
  if (text === '0') return '0';
  return value > 0 ? `+${text}` : `−${text.slice(1)}`;
}
