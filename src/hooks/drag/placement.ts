import type { Vec2 } from '../../geometry/index';
import { clampToRect, snapToGrid, type Constraint } from './constraints';
import type { DragSettings } from './dragOptions';
import type { SnapQuery, Snapper } from './snapper';

/** Same coordinates. @internal */
export function samePoint(a: Vec2, b: Vec2): boolean {
  return a.x === b.x && a.y === b.y;
}

/**
 * Where a proposed position goes: snapped to the grid, then `constrain`ed, then
 * clamped into the bounds; `null` when that is not finite or is where `was`
 * already is (nothing to do). The one placement of a point and of a pose's body. @internal
 */
export function placeProposed(proposed: Vec2, was: Vec2, settings: DragSettings, constrain?: Constraint): Vec2 | null {
  let next = settings.snap ? snapToGrid(proposed, settings.snap) : proposed;
  if (constrain) next = constrain(next, was);
  if (settings.bounds) next = clampToRect(next, settings.bounds);
  if (!Number.isFinite(next.x) || !Number.isFinite(next.y) || samePoint(next, was)) return null;
  return next;
}

/**
 * A proposed position of a point placed ({@link placeProposed}), frozen; `was`
 * when it cannot be placed. With object snapping (a `query`), the proposal
 * first goes to the snap target (then no grid rounding), and the target is
 * shown when the point ends on it (a constraint or the bounds may take it
 * elsewhere). @internal
 */
export function placePoint(
  proposed: Vec2,
  was: Vec2,
  settings: DragSettings,
  constrain: Constraint | undefined,
  snapper: Snapper,
  query: SnapQuery | undefined,
): Vec2 {
  const target = query ? snapper.find(settings.object, proposed, query) : null;
  const next = target ? placeProposed(target.point, was, { ...settings, snap: undefined }, constrain) : placeProposed(proposed, was, settings, constrain);
  const at = next ?? was;
  if (settings.object) snapper.show(target && samePoint(at, target.point) ? target : null);
  return next ? Object.freeze({ x: next.x, y: next.y }) : was;
}
