import type { Rect } from '../../geometry/index';
import type { SceneNumbers } from './number';
import { theme } from '../style/theme';

/** Most grid lines drawn per axis; a finer grid is coarsened by doubling the step. */
const MAX_GRID_LINES = 200;

/**
 * A Scene's grid as one `<path>` of lines at multiples of `step` (so the lines
 * pass through the origin) across `viewBox` (the visible area, scene units),
 * deterministic markup with no ids, written relative to the Scene's local
 * origin. @internal
 */
export function Grid({ viewBox, step, numbers }: { viewBox: Rect; step: number; numbers: SceneNumbers }) {
  const { x, y, width, height } = viewBox;
  const { x: fx, y: fy } = numbers;
  let spacing = step;
  while (Math.max(width, height) / spacing > MAX_GRID_LINES) spacing *= 2;
  const parts: string[] = [];
  // (the line counts also stop a view so far out that k no longer counts up in double precision)
  for (let k = Math.ceil(x / spacing), lines = 0; k * spacing <= x + width && lines <= MAX_GRID_LINES; k++, lines++) {
    parts.push(`M${fx(k * spacing)} ${fy(y)}V${fy(y + height)}`);
  }
  for (let k = Math.ceil(y / spacing), lines = 0; k * spacing <= y + height && lines <= MAX_GRID_LINES; k++, lines++) {
    parts.push(`M${fx(x)} ${fy(k * spacing)}H${fx(x + width)}`);
  }
  return (
    <path
      className="hitkit-grid"
      aria-hidden="true"
      d={parts.join('')}
      fill="none"
      vectorEffect="non-scaling-stroke"
      style={{ stroke: theme.grid, strokeWidth: 1 }}
    />
  );
}
