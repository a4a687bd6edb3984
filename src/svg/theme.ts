/**
 * The colours hitkit draws with, each a CSS custom property with a default, so a
 * page themes every component by setting e.g. `--hitkit-hit: crimson` on any
 * ancestor. SVG presentation attributes do not resolve `var()`, so components
 * apply these through `style`.
 */
export const theme = {
  shape: 'var(--hitkit-shape, #334155)',
  shapeFill: 'var(--hitkit-shape-fill, rgba(51, 65, 85, 0.06))',
  hit: 'var(--hitkit-hit, #dc2626)',
  hitFill: 'var(--hitkit-hit-fill, rgba(220, 38, 38, 0.12))',
  miss: 'var(--hitkit-miss, #15803d)',
  inside: 'var(--hitkit-inside, #7c3aed)',
  insideFill: 'var(--hitkit-inside-fill, rgba(124, 58, 237, 0.1))',
  measure: 'var(--hitkit-measure, #c2410c)',
  handle: 'var(--hitkit-handle, #2563eb)',
  handleFill: 'var(--hitkit-handle-fill, #ffffff)',
  focus: 'var(--hitkit-focus, #f59e0b)',
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

/** Joins class names, skipping empty ones. */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
