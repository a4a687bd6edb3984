/**
 * A fill colour split into an opaque paint and its alpha, so that many filled
 * paths can be drawn opaque under one group carrying the alpha (`opacity`):
 * the group is composited once, so where fills overlap (two shapes, or a
 * shape's fill in two tiles) the overlap is no darker than one fill.
 * @internal
 */
export interface SplitFill {
  /** The fill without its alpha (the given string where there is nothing to split). */
  readonly paint: string;
  /**
   * A plain colour for the `fill` attribute under `paint`, where `paint` is
   * written in CSS relative colour syntax (a browser that cannot read it falls
   * back to this); `undefined` otherwise.
   */
  readonly fallback: string | undefined;
  /** The alpha taken out of the colour, in [0, 1]; 1 where there is none. */
  readonly alpha: number;
}

const FUNCTIONAL = /^(rgb|hsl)a?\(\s*([^,/\s)]+)\s*[,\s]\s*([^,/\s)]+)\s*[,\s]\s*([^,/\s)]+)\s*(?:[,/]\s*([^,/\s)]+)\s*)?\)$/i;
const HEX = /^#([0-9a-f]{4}|[0-9a-f]{8})$/i;
const VARIABLE = /^var\(\s*(--[\w-]+)\s*,\s*(.+)\)$/i;

/** An alpha written as a number or a percentage, clamped to [0, 1]; `undefined` if it is neither. */
function alphaOf(text: string): number | undefined {
  const percent = text.endsWith('%');
  const value = Number(percent ? text.slice(0, -1) : text);
  if (text === '' || !Number.isFinite(value)) return undefined;
  return Math.min(1, Math.max(0, percent ? value / 100 : value));
}

/** A literal colour's split (`rgb[a](…)`, `hsl[a](…)`, `#rgba`, `#rrggbbaa`); `null` if it is none of these or has no alpha. */
function splitLiteral(colour: string): { paint: string; alpha: number } | null {
  const f = FUNCTIONAL.exec(colour);
  if (f) {
    const alpha = f[5] === undefined ? undefined : alphaOf(f[5]);
    return alpha === undefined ? null : { paint: `${f[1]!.toLowerCase()}(${f[2]} ${f[3]} ${f[4]})`, alpha };
  }
  const h = HEX.exec(colour);
  if (!h) return null;
  const hex = h[1]!;
  const short = hex.length === 4;
  const a = short ? hex[3]!.repeat(2) : hex.slice(6);
  return { paint: `#${short ? hex.slice(0, 3) : hex.slice(0, 6)}`, alpha: parseInt(a, 16) / 255 };
}

/**
 * Splits a CSS fill colour into an opaque paint and its alpha. A literal
 * `rgba(51, 65, 85, 0.06)` / `rgb(51 65 85 / 6%)` / `hsla(…)` / `#rrggbbaa`
 * / `#rgba` gives `rgb(51 65 85)` and 0.06. A custom property with a literal
 * fallback, `var(--hitkit-shape-fill, rgba(51, 65, 85, 0.06))`, gives the
 * property's colour made opaque in relative colour syntax
 * (`rgb(from var(--hitkit-shape-fill, …) r g b / 1)`: an omitted alpha would keep the origin's; with the fallback's opaque
 * colour as `fallback`) and the fallback's alpha: a property set to another
 * colour is drawn in that colour at the fallback's alpha. Anything else (a
 * named or opaque colour, `none`, `url(#…)`) is returned as it is, alpha 1.
 * Never throws.
 * @internal
 */
export function splitFillAlpha(fill: string): SplitFill {
  const colour = fill.trim();
  const literal = splitLiteral(colour);
  if (literal) return { paint: literal.paint, fallback: undefined, alpha: literal.alpha };
  const v = VARIABLE.exec(colour);
  const inner = v ? splitLiteral(v[2]!.trim()) : null;
  if (inner) return { paint: `rgb(from ${colour} r g b / 1)`, fallback: inner.paint, alpha: inner.alpha };
  return { paint: fill, fallback: undefined, alpha: 1 };
}
