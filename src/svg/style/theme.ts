/**
 * hitkit's palette: one colour per meaning, the same in every component and
 * story, each a CSS custom property with a default, so a page themes every
 * component by setting e.g. `--hitkit-hit: crimson` on any ancestor. SVG
 * presentation attributes do not resolve `var()`, so components apply these
 * through `style`.
 *
 * The meanings' defaults are built on the Okabe–Ito and Paul Tol colour-blind
 * safe sets, darkened where needed: each is at least 3:1 against white (WCAG
 * 1.4.11), and any two stay at least 12 apart in CIELAB (ΔE*ab) under
 * simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009, full
 * severity) as well as normal vision (checked in hitkit's tests). Hue is never
 * the only cue: a hit is drawn solid and filled, a miss dashed; inside is
 * filled; A and B are lettered; the push-out arrow is dashed, the normal
 * solid; a closest point is a filled dot with a white rim (which parts it from
 * a hit outline under it), a query point a hollow handle.
 *
 * | meaning | property | default | also told by |
 * | --- | --- | --- | --- |
 * | hit | `--hitkit-hit` | `#d55e00` vermillion | solid stroke, tinted fill |
 * | miss | `--hitkit-miss` | `#117733` green | dashed stroke |
 * | inside | `--hitkit-inside` | `#aa4499` purple | tinted fill, `−` sign |
 * | outside, shape A | `--hitkit-shape` | `#334155` slate | no tint, `+` sign, letter A |
 * | shape B | `--hitkit-b` | `#4896c2` sky blue | letter B |
 * | normal | `--hitkit-normal` | `#000000` black | solid arrow |
 * | push-out | `--hitkit-push-out` | `#998e53` khaki | dashed arrow |
 * | closest point, distance | `--hitkit-measure` | `#cc6677` rose | filled dot with a white rim, dashed segment |
 * | query point (handles) | `--hitkit-handle` | `#332288` indigo | hollow dot |
 * | keyboard focus | `--hitkit-focus` | `#6d00ff` violet | a double-line ring around the focused part |
 */
export const theme = {
  shape: 'var(--hitkit-shape, #334155)',
  shapeFill: 'var(--hitkit-shape-fill, rgba(51, 65, 85, 0.06))',
  hit: 'var(--hitkit-hit, #d55e00)',
  /** A hit shape's fill. */
  hitFill: 'var(--hitkit-hit-fill, rgba(213, 94, 0, 0.14))',
  /** The band under the part of a segment that overlaps or lies inside another shape: the hit colour, wide, at 3.2:1 against white. */
  hitBand: 'var(--hitkit-hit-band, rgba(213, 94, 0, 0.85))',
  miss: 'var(--hitkit-miss, #117733)',
  inside: 'var(--hitkit-inside, #aa4499)',
  insideFill: 'var(--hitkit-inside-fill, rgba(170, 68, 153, 0.12))',
  /** Shape B of a pair (shape A is drawn in `shape`). */
  b: 'var(--hitkit-b, #4896c2)',
  /** Normal arrows. */
  normal: 'var(--hitkit-normal, #000000)',
  /** Push-out (minimum translation) arrows and the pushed-out shape. */
  pushOut: 'var(--hitkit-push-out, #998e53)',
  /** Closest points and the shortest-distance segment. */
  measure: 'var(--hitkit-measure, #cc6677)',
  /** Handles: the query points a user drags. */
  handle: 'var(--hitkit-handle, #332288)',
  handleFill: 'var(--hitkit-handle-fill, #ffffff)',
  /**
   * The keyboard focus ring (6.8:1 against white): violet, a hue no other
   * meaning uses, and drawn as a double line (a white line down the middle of
   * the ring) around the focused part, never on it.
   */
  focus: 'var(--hitkit-focus, #6d00ff)',
  grid: 'var(--hitkit-grid, #e2e8f0)',
  label: 'var(--hitkit-label, #0f172a)',
  labelHalo: 'var(--hitkit-label-halo, #ffffff)',
  background: 'var(--hitkit-background, #ffffff)',
  /** Selected shapes' outlines and boxes, the rubber band (window solid, crossing dashed: told apart without hue). */
  selection: 'var(--hitkit-selection, #2563eb)',
  selectionFill: 'var(--hitkit-selection-fill, rgba(37, 99, 235, 0.08))',
  /** The halo around the shape under the pointer. */
  hover: 'var(--hitkit-hover, rgba(37, 99, 235, 0.3))',
  /** `<HitAreaOverlay>`: where each shape is hit at the current tolerance. */
  hitArea: 'var(--hitkit-hit-area, rgba(14, 116, 144, 0.22))',
  /** `<SnapMarker>`: snap glyphs, their tooltips' kind, alignment guides (kinds told apart by glyph shape, not hue). */
  snap: 'var(--hitkit-snap, #a21caf)',
} as const;

/**
 * The white line drawn down the middle of a focus ring (over a ring of
 * `theme.focus`, 4 CSS px wide), so that the ring reads as a double line: a
 * shape no other mark has, not only a hue. Non-scaling strokes, CSS px.
 */
export const FOCUS_RING = Object.freeze({ fill: 'none', stroke: theme.focus, strokeWidth: 4, strokeDasharray: 'none', pointerEvents: 'none' } as const);
/** The white line down a focus ring's middle (see `FOCUS_RING`). */
export const FOCUS_RING_CORE = Object.freeze({
  fill: 'none',
  stroke: theme.labelHalo,
  strokeWidth: 1.25,
  strokeDasharray: 'none',
  pointerEvents: 'none',
} as const);

/** The dash of a miss stroke (and of push-out arrows and ghosts), in CSS px. */
export const MISS_DASH = '6 4';

/** Joins class names, skipping empty ones. */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

const HIT = Object.freeze({ stroke: theme.hit });
const MISS = Object.freeze({ stroke: theme.miss, strokeDasharray: MISS_DASH });
const HIT_FILLED = Object.freeze({ stroke: theme.hit, fill: theme.hitFill });
const MISS_FILLED = Object.freeze({ stroke: theme.miss, strokeDasharray: MISS_DASH, fill: theme.shapeFill });

/**
 * The style of a shape that is hit (solid, `--hitkit-hit`) or missed (dashed,
 * `--hitkit-miss`); `filled` adds the hit tint to closed shapes. The same
 * frozen object every time, so memoised components do not re-render.
 */
export function hitTone(hit: boolean, filled = false): Readonly<{ stroke: string; strokeDasharray?: string; fill?: string }> {
  return filled ? (hit ? HIT_FILLED : MISS_FILLED) : hit ? HIT : MISS;
}
