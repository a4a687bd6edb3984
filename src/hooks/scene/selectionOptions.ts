import type { Rect, WorldEntry, WorldId } from '../../geometry/index';
import type { ObjectSnap } from '../drag/snapper';
import type { UsePickOptions } from './usePick';
import type { SelectionGestureOptions } from './useSelectionGesture';
import type { TransformBoxOptions } from './transformOptions';

// The options of `useSelection` and the rubber band it reports: types alone,
// which the selection's parts (pointer, keys, pinch, actions) read without
// importing the hook that assembles them.

/** How a rubber band selects: shapes wholly inside it (`'window'`), or every shape it touches (`'crossing'`). */
export type BandMode = 'window' | 'crossing';

/** The rubber band being dragged. */
export interface SelectionBand {
  /** The band, scene units, `(x, y)` its least corner (y down). */
  readonly box: Rect;
  /** Window (left to right on screen, by default) or crossing (right to left). */
  readonly mode: BandMode;
}

/**
 * Options of {@link useSelection}. Give `selected` (controlled) or `defaultSelected` (uncontrolled).
 * `Id`: the world's id type.
 */
export interface UseSelectionOptions<Id extends WorldId = WorldId> extends Omit<UsePickOptions<Id>, 'onPick'>, SelectionGestureOptions, TransformBoxOptions {
  /** The selected ids, when controlled; pair it with `onSelectedChange`. */
  readonly selected?: readonly Id[] | undefined;
  /**
   * The ids selected at first, when uncontrolled.
   * @defaultValue [] (none)
   */
  readonly defaultSelected?: readonly Id[] | undefined;
  /** Called with every new selection (click, band, keys), in both modes. */
  readonly onSelectedChange?: ((ids: readonly Id[]) => void) | undefined;
  /**
   * What a rubber band selects: `'auto'` (default, as in CAD: dragged left to
   * right on screen, a window selects the shapes wholly inside; right to left,
   * a crossing selects every shape it touches), `'window'` or `'crossing'`
   * always.
   * @defaultValue 'auto'
   */
  readonly band?: 'auto' | BandMode | undefined;
  /**
   * Press-and-drag and arrow keys move the selection: a press on a shape
   * selects it at once (Shift, Ctrl or ⌘: adds it to the selection) and a drag
   * past the click slop (4 CSS px) moves every selected shape; with a
   * selection, the arrow keys nudge it by `step` (Shift: `largeStep`), Alt +
   * arrows then move the keyboard focus. A press on empty space still starts a
   * rubber band. Each drag or held run of keys is one transaction
   * (`onGestureStart` / `onGestureChange` / `onGestureEnd`); Escape cancels it.
   * On touch, two fingers (one on the selection or its box) move it by their
   * midpoint when the selection is not `transformable` (their spread and twist
   * are ignored, nothing snaps, `bounds` hold); with `transformable` they pinch
   * and twist it instead.
   * @defaultValue false
   */
  readonly movable?: boolean | undefined;
  /**
   * With ONE shape selected, vertex handles to reshape it (`reshape`; drawn
   * by `<SelectionLayer reshapable>`, as tldraw and Figma do): a segment's two
   * ends, a polyline's or a polygon's every vertex (a point moves as a whole;
   * circles, rects and rotated rects have none: the transform box resizes
   * them). A drag of a handle (or its arrow keys: `step`, Shift
   * `largeStep`) moves that vertex alone, a transaction like a move
   * (`type` `'reshape'`, `vertex` its index; Escape restores the shape
   * exactly; a held run of keys is one gesture); the vertex snaps with
   * `snap` as a move's grabbed point does, to the other shapes and to the
   * shape's own other vertices (never to itself; Tab / Shift+Tab cycles the
   * candidates during a drag), and stays inside `bounds`. With
   * `transformable` too, both the vertex handles and the transform box are
   * shown: a press grabs the nearest handle of either (a vertex on a tie, as
   * where a segment's end is a corner of its box).
   * @defaultValue false
   */
  readonly reshapable?: boolean | undefined;
  /**
   * Snapping of a move (and, with `transformable`, of a resize: the dragged
   * corner or edge snaps as the grabbed shape's key points do): a grid step (scene units: the grabbed shape's anchor
   * — a segment's start, a circle's centre, a rect's top-left corner, a
   * rotated rect's first corner, the first vertex — goes to the grid), or `objectSnap(world, …)`: the grabbed
   * shape's key points (ends, middles, corners, centre, quadrants, vertices)
   * go to the best target among the shapes that do not move (alignment
   * guides included), else its grid. The target is returned as `snap`, for
   * `<SnapMarker>`; Tab / Shift+Tab during a pointer move (or a resize's or
   * a reshape's drag) goes to the next / previous candidate (other key
   * points, other targets, the grid last), until the pointer moves on; during
   * a Shift-resize, where Shift keeps the ratio, Tab goes to the next. Arrow keys step by the grid; with an
   * `objectSnap`, a nudge then snaps onto a key-point target (an endpoint,
   * corner, centre, intersection…; not `nearest` or alignment) ahead of it
   * within `radiusPx` (by one of the selection's first 16 key points, as a
   * `<Handle>`'s arrow keys snap), so a run of nudges stops on an endpoint or
   * a corner on its way and never snaps back; with nothing ahead in reach,
   * the step is exact.
   */
  readonly snap?: number | false | ObjectSnap | undefined;
  /**
   * A rect, scene units, that the selection's bounding box stays inside
   * during a move (pointer or arrow keys): the move's offset is clamped, after
   * snapping, so the selection moves as one and no shape is clamped on its
   * own (a clamped move sits on no snap target). On an axis where the
   * selection is longer than the bounds, its least side (least x; least y,
   * the top in a y-down Scene, the bottom in a `yUp` one) goes to the bounds'
   * least side, as `DraggableShape`'s `bounds` do. A two-finger pinch
   * (`transformable`) keeps the transform box inside them too: its scale stops
   * where the box would no longer fit, then the box moves inside (see
   * `pinchBox`'s `bounds`). A resize or rotation by the box's handles is not
   * bounded.
   */
  readonly bounds?: Rect | undefined;
  /**
   * Arrow-key step of a move, scene units (the grid's step when `snap` has one).
   * @defaultValue 1
   */
  readonly step?: number | undefined;
  /**
   * Arrow-key step with Shift, scene units.
   * @defaultValue 10 × the step
   */
  readonly largeStep?: number | undefined;
  /**
   * `true` in a scene whose y axis points up (a `<Scene yUp>`): ArrowUp then
   * increases y. `<SelectionLayer>` reads it from its Scene.
   * @defaultValue false
   */
  readonly yUp?: boolean | undefined;
  /** Called with the selection when Delete or Backspace is pressed on the surface or on anything focused inside it (a shape's body, a handle; not a text field). */
  readonly onDelete?: ((ids: readonly Id[]) => void) | undefined;
  /** Says a message politely to assistive technology (a `<Scene>`'s `announce`); the last one is also returned as `announcement`. */
  readonly announce?: ((message: string) => void) | undefined;
  /**
   * How a shape is named in announcements.
   * @defaultValue `"<kind> <id>"`, e.g. `"circle c12"`
   */
  readonly describe?: ((id: Id, entry: WorldEntry<Id>) => string) | undefined;
  /**
   * The surface's accessible name.
   * @defaultValue "Shapes"
   */
  readonly label?: string | undefined;
}
