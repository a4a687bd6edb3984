import { FOCUS_RING, FOCUS_RING_CORE } from '../style/theme';

/**
 * The keyboard focus mark, one look everywhere: a 4 CSS px line of
 * `--hitkit-focus` with a 1.25 CSS px white line down its middle (`FOCUS_RING`
 * and `FOCUS_RING_CORE`), a double line that no other mark draws, so it is
 * told apart by its line and not by hue alone, and seen on light and dark
 * backgrounds. Non-scaling strokes: the same CSS-pixel widths at any figure
 * size and zoom. Two shapes: `FocusRingCircle` around a round target (a
 * handle's dot, a marker, the lidar robot, a transform-box handle) and
 * `FocusRingPath` along a box or outline (a selected shape, a layer's view).
 *
 * Draws two elements, both `hitkit-focus-ring` (the second also
 * `hitkit-focus-ring-core`), which take no pointer events.
 */

/**
 * The focus mark around a round target: `cx`, `cy`, `r` as written in the
 * Scene (already relative to its origin). See the module's note.
 *
 * @internal
 */
export function FocusRingCircle({ cx, cy, r }: { readonly cx: number | string; readonly cy: number | string; readonly r: number | string }) {
  return (
    <>
      <circle cx={cx} cy={cy} r={r} vectorEffect="non-scaling-stroke" className="hitkit-focus-ring" style={FOCUS_RING} />
      <circle cx={cx} cy={cy} r={r} vectorEffect="non-scaling-stroke" className="hitkit-focus-ring hitkit-focus-ring-core" style={FOCUS_RING_CORE} />
    </>
  );
}

/**
 * The focus mark along a path (`d` as written in the Scene): a box around a
 * selected shape, the inside edge of a layer's view. `className` is added to
 * both elements. See the module's note.
 *
 * @internal
 */
export function FocusRingPath({ d, className }: { readonly d: string; readonly className?: string | undefined }) {
  const extra = className ? ` ${className}` : '';
  return (
    <>
      <path aria-hidden="true" d={d} vectorEffect="non-scaling-stroke" className={`hitkit-focus-ring${extra}`} style={FOCUS_RING} />
      <path aria-hidden="true" d={d} vectorEffect="non-scaling-stroke" className={`hitkit-focus-ring hitkit-focus-ring-core${extra}`} style={FOCUS_RING_CORE} />
    </>
  );
}
