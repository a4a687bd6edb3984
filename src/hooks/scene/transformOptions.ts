import type { Vec2 } from '../../geometry/index';
import { assertPositive } from '../../geometry/shapes/validate';

/** The transform box's options of {@link useSelection} (and `<SelectionLayer>`). */
export interface TransformBoxOptions {
  /**
   * A transform box around the selection (`transformBox`; `<SelectionLayer>`
   * draws it): 8 resize handles, a rotation handle and (with `pivotHandle`) a
   * rotation pivot, each focusable and named. Dragging a corner or an edge resizes every selected
   * shape with the opposite corner or edge fixed (Shift keeps the ratio, Alt
   * about the centre, past the opposite side flips, never below `minSize`);
   * with `snap`, the dragged corner or edge snaps as a move's grabbed shape
   * does (to the key points of shapes not selected, their alignment guides, or
   * the grid; with Shift a corner stays on the ratio's diagonal and goes
   * where it crosses the vertical or horizontal line through the target, so a
   * side lines up with it: see the docs' Scene queries). Dragging the rotation
   * handle turns them about the pivot (Shift snaps to `rotationSnap` degrees;
   * Alt turns about the box's centre whatever the pivot). The pivot starts at
   * the box's centre; with `pivotHandle`, dragging it (or the arrow keys on it) moves only the
   * pivot, no shape and no transaction; it follows the box through moves,
   * resizes and rotations and goes back to the centre when the selection
   * changes. Keys on a focused handle: the arrows move a resize handle by
   * `step` (Shift: `largeStep`; Alt: about the centre), turn the rotation
   * handle by 1° (Shift: 15°; ArrowRight / ArrowDown clockwise on screen;
   * Alt: about the centre), and move the pivot by `step`. Each drag or held
   * run of keys on a resize or rotation handle is one transaction (`type`
   * `'resize'` or `'rotate'`), every frame `transformShape` of the shapes at
   * its start; Escape restores them. A rect that turns becomes a rotated rect
   * (see `transformShape` for every kind); its id, z and fill are kept. On
   * touch, two fingers (one on the selection or its box) pinch and twist it:
   * `type` `'pinch'`, `pinchBox` about the fingers' midpoint (3° rotation
   * magnet); lifting a finger ends it, `pointercancel` restores (see the
   * docs' Touch).
   *
   * The box: one rotated rect's own box; else the axis-aligned bounds of the
   * selection, except that after a rotation (or a resize in a turned box) the
   * turned box is kept, turned, until the selection changes or its shapes
   * change otherwise (an undo, say), so the next resize works in the turned
   * frame; a move carries it along.
   * @defaultValue false
   */
  readonly transformable?: boolean | undefined;
  /**
   * The smallest width and height a resize leaves the transform box, scene units.
   * @defaultValue 1
   */
  readonly minSize?: number | undefined;
  /**
   * The rotation handle's snap step with Shift, degrees.
   * @defaultValue 15
   */
  readonly rotationSnap?: number | undefined;
  /**
   * The rotation pivot, scene units, when controlled (pair it with
   * `onPivotChange`); `null`: the box's centre. A controlled pivot stays where
   * it is given (it does not follow the box, and the app resets it when the
   * selection changes). Leave it undefined for the hook to keep it.
   */
  readonly pivot?: Vec2 | null | undefined;
  /**
   * Draws the rotation pivot as a handle the user can drag (or move with the
   * arrow keys once focused; it comes last in the tab order). Off by default:
   * the pivot sits at the box's centre, where a 24 CSS px target would take
   * the presses meant for moving a shape by its middle. Without the handle a
   * rotation still turns about the `pivot` option when one is given.
   * @defaultValue false
   */
  readonly pivotHandle?: boolean | undefined;
  /** Called with the pivot (scene units) each time the user drags or nudges it, in both modes. */
  readonly onPivotChange?: ((pivot: Vec2) => void) | undefined;
}

/** Checks the transform box's options once per render: `minSize`, `rotationSnap`, `pivot`. @internal */
export function assertTransformOptions(o: TransformBoxOptions): void {
  if (o.minSize !== undefined && !(o.minSize >= 0 && Number.isFinite(o.minSize)))
    throw new RangeError(`options.minSize must be a finite number ≥ 0, got ${String(o.minSize)}`);
  if (o.rotationSnap !== undefined) assertPositive(o.rotationSnap, 'options.rotationSnap');
  const p = o.pivot;
  if (p !== undefined && p !== null && !(typeof p === 'object' && Number.isFinite(p.x) && Number.isFinite(p.y))) {
    throw new TypeError(`options.pivot must be null or a point with finite x and y, got ${JSON.stringify(p)}`);
  }
}

/** The resize and rotate options in force: min size (default 1) and snap step (default 15°, in radians). @internal */
export function transformOptions(o: TransformBoxOptions): { min: number; snapStep: number } {
  return { min: o.minSize ?? 1, snapStep: ((o.rotationSnap ?? 15) * Math.PI) / 180 };
}
