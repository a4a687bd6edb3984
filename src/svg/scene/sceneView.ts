import type { Vec2 } from '../../geometry/index';
import { assertPositive, assertVec2 } from '../../geometry/shapes/validate';

/** A pan and zoom of a {@link Scene}: the scene point at the middle of the figure, and the magnification (1 = the `viewBox`). */
export interface SceneView {
  readonly center: Vec2;
  readonly zoom: number;
}

/** Checks a {@link SceneView} given as the prop `name`. @throws TypeError / RangeError naming it. @internal */
export function assertView(view: SceneView, name: string): void {
  if (typeof view !== 'object' || view === null) throw new TypeError(`${name} must be a view { center, zoom }, got ${String(view)}`);
  assertVec2(view.center, `${name}.center`);
  assertPositive(view.zoom, `${name}.zoom`);
}
