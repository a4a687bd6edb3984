import { FOCUS_RING, FOCUS_RING_CORE } from '../style/theme';

/**
 * The keyboard focus ring around a round part (a handle's dot, a marker, the
 * lidar robot): a ring of `--hitkit-focus` with a white line down its middle,
 * a double line that no other mark draws. `cx`, `cy`, `r` as written in the
 * Scene (already relative to its origin); strokes in CSS px.
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
