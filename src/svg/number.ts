import { formatNumber } from '../hooks/format';

/**
 * A number as written into an SVG attribute: at most 3 decimals, no `-0`, no
 * exponent below 1e21. Throws a RangeError for NaN or ±Infinity, so no component
 * ever writes `NaN` into markup.
 */
export function n(value: number): string {
  return formatNumber(value, 3);
}
