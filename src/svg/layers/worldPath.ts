import type {
  Circle,
  ObstacleKind,
  ObstacleShapes,
  Polygon,
  Polyline,
  Rect,
  RotatedRect,
  Segment,
  Vec2,
  World,
  WorldEntry,
  WorldId,
} from '../../geometry/index';
import { simpleRingTurn } from '../../geometry/hit/simpleRing';
import { writeCornerChain } from '../../geometry/shapes/rotatedRect';
import { readShapeNumbers, type ShapeNumbers } from '../../geometry/world/shapeNumbers';
import type { SceneNumbers } from '../scene/number';

/** A rotated rect's corners while its path is written (`writeCornerChain`'s closed chain; filled and read in one call, no user code between). */
const CHAIN = new Float64Array(10);

/**
 * SVG path data for shapes of a world, written with a Scene's numbers: a
 * point as a zero-length stroke (a dot with a round cap), a segment or
 * polyline as lines, a circle as two arcs, a rect, a rotated rect (its
 * `rotatedRectCorners`, the region the queries use) and a polygon closed.
 * Circles, rects and rotated rects run the same way round (clockwise on
 * screen), so a union of them fills under the nonzero rule without holes. @internal
 */
export function worldPath(kind: ObstacleKind, shape: ObstacleShapes[ObstacleKind], numbers: SceneNumbers): string {
  const { x, y } = numbers;
  switch (kind) {
    case 'point': {
      const p = shape as Vec2;
      return `M${x(p.x)} ${y(p.y)}h0`;
    }
    case 'segment': {
      const s = shape as Segment;
      return `M${x(s.start.x)} ${y(s.start.y)}L${x(s.end.x)} ${y(s.end.y)}`;
    }
    case 'circle': {
      const c = shape as Circle;
      return circlePath(c.center.x, c.center.y, c.radius, numbers);
    }
    case 'rotatedRect':
      // the corners into scratch, written out at once (a resize redraws hundreds per frame: no four points and an array each)
      writeCornerChain(shape as RotatedRect, CHAIN);
      return quadPath(CHAIN, numbers);
    case 'rect': {
      const r = shape as Rect;
      return rectPath(r.x, r.y, r.width, r.height, numbers);
    }
    default: {
      const d = pointsPath((shape as Polyline | Polygon).points, numbers, false);
      return kind === 'polygon' ? `${d}Z` : d;
    }
  }
}

// The pieces of a circle's, a rect's and a rotated rect's path data, the numbers' places
// filled and joined in one call (no user code runs between; each call fills every place):
// a resize writes hundreds per frame, and a template literal builds each from a chain of
// partial strings. (Between calls they hold the last path's numbers: a few short strings.)
const ROUND = ['M', '', ' ', '', 'A', '', ' ', '', ' 0 1 1 ', '', ' ', '', 'A', '', ' ', '', ' 0 1 1 ', '', ' ', '', 'Z'];
const SQUARE = ['M', '', ' ', '', 'H', '', 'V', '', 'H', '', 'Z'];
const TURNED = ['M', '', ' ', '', 'L', '', ' ', '', 'L', '', ' ', '', 'L', '', ' ', '', 'Z'];

/** A circle's path data: two arcs from its rightmost point, clockwise on screen. */
function circlePath(cx: number, cy: number, radius: number, numbers: SceneNumbers): string {
  const { x, y, len } = numbers;
  const r = len(radius);
  const right = x(cx + radius);
  const yc = y(cy);
  const p = ROUND;
  p[1] = p[17] = right;
  p[3] = p[11] = p[19] = yc;
  p[5] = p[7] = p[13] = p[15] = r;
  p[9] = x(cx - radius);
  return p.join('');
}

/** A rect's path data, clockwise on screen from its top-left corner. */
function rectPath(rx: number, ry: number, width: number, height: number, numbers: SceneNumbers): string {
  const { x, y } = numbers;
  const p = SQUARE;
  p[1] = p[9] = x(rx);
  p[3] = y(ry);
  p[5] = x(rx + width);
  p[7] = y(ry + height);
  return p.join('');
}

/**
 * {@link worldPath} of a circle, rect or rotated rect from its numbers as
 * the world stores them (`readShapeNumbers`: no shape object needed), the
 * same path data character for character. @internal
 */
export function numbersPath(n: ShapeNumbers, numbers: SceneNumbers): string {
  const xy = n.xy;
  if (n.kind === 'circle') return circlePath(xy[0]!, xy[1]!, xy[2]!, numbers);
  if (n.kind === 'rect') return rectPath(xy[0]!, xy[1]!, xy[2]!, xy[3]!, numbers);
  return quadPath(xy, numbers);
}

/** A rotated rect's path data from its corners `xy = [x0, y0, …, x3, y3]` (the world's chain), closed. */
function quadPath(xy: Float64Array, numbers: SceneNumbers): string {
  const { x, y } = numbers;
  const p = TURNED;
  p[1] = x(xy[0]!);
  p[3] = y(xy[1]!);
  p[5] = x(xy[2]!);
  p[7] = y(xy[3]!);
  p[9] = x(xy[4]!);
  p[11] = y(xy[5]!);
  p[13] = x(xy[6]!);
  p[15] = y(xy[7]!);
  return p.join('');
}

/** Per world and Scene numbers, by id, the path data `numberedPath` last wrote and the world version it was written in. */
const NUMBERED = new WeakMap<World, WeakMap<SceneNumbers, { seen: number; paths: Map<WorldId, { version: number; d: string }> }>>();

/** More ids than this in one memo: it starts again at the world's next version (it keeps no shape that left the drawing for long; never mid-frame). */
const NUMBERED_MAX = 4096;

/**
 * Reads the circle, rect or rotated rect under `id` into `read`
 * (`readShapeNumbers`) and returns its path data ({@link numbersPath}),
 * written once per world version and Scene numbers: the layers that draw a
 * gesture's frame (a `<WorldLayer>`'s shapes, a selection's outlines) share
 * it, and a frame allocates nothing but the strings. Null, `read`
 * untouched, for a shape of another kind (draw its entry). A memo, not
 * scratch: it holds only what `numbersPath` answered. @internal
 */
export function numberedPath(world: World, id: WorldId, read: ShapeNumbers, numbers: SceneNumbers): string | null {
  if (!readShapeNumbers(world, id, read)) return null;
  let byNumbers = NUMBERED.get(world);
  if (byNumbers === undefined) {
    byNumbers = new WeakMap();
    NUMBERED.set(world, byNumbers);
  }
  const version = world.version;
  let memo = byNumbers.get(numbers);
  if (memo === undefined || (memo.seen !== version && memo.paths.size > NUMBERED_MAX)) {
    memo = { seen: version, paths: new Map() };
    byNumbers.set(numbers, memo);
  }
  memo.seen = version;
  const written = memo.paths.get(id);
  if (written !== undefined && written.version === version) return written.d;
  const d = numbersPath(read, numbers);
  if (written === undefined) memo.paths.set(id, { version, d });
  else {
    written.version = version;
    written.d = d;
  }
  return d;
}

/** Per Scene numbers, each shape object's path data in them ({@link cachedWorldPath}). */
const PATHS = new WeakMap<SceneNumbers, WeakMap<object, string>>();

/**
 * {@link worldPath} of a world entry, kept per shape object and Scene numbers:
 * a world keeps a frozen copy of every shape written (its object changes
 * exactly when the shape does), so the layers that draw the same shapes (a
 * `<WorldLayer>`'s tiles, a selection's outlines, both on each frame of a
 * resize that redraws circles) write each one's path data once. A memo, not
 * scratch: it holds only what `worldPath` answers. @internal
 */
export function cachedWorldPath(entry: WorldEntry, numbers: SceneNumbers): string {
  let paths = PATHS.get(numbers);
  if (paths === undefined) {
    paths = new WeakMap();
    PATHS.set(numbers, paths);
  }
  let d = paths.get(entry.shape);
  if (d === undefined) {
    d = worldPath(entry.kind, entry.shape, numbers);
    paths.set(entry.shape, d);
  }
  return d;
}

/** `points` as an open path (`M` the first, `L` each next), first to last or, `backwards`, last to first. */
function pointsPath(points: readonly Vec2[], numbers: SceneNumbers, backwards: boolean): string {
  const { x, y } = numbers;
  const step = backwards ? -1 : 1;
  let i = backwards ? points.length - 1 : 0;
  let d = `M${x(points[i]!.x)} ${y(points[i]!.y)}`;
  for (let k = 1; k < points.length; k++) {
    i += step;
    d += `L${x(points[i]!.x)} ${y(points[i]!.y)}`;
  }
  return d;
}

/**
 * A filled polygon's fill as part of a nonzero path shared with circles, rects
 * and rotated rects: its path data `d` (from {@link worldPath}) when its ring
 * runs their way round, its points written the other way round when it runs
 * the other way, or `null` when the ring is not certified simple
 * (`simpleRingTurn`: it touches itself, or has more than 64 vertices) and
 * needs a path of its own with its fill rule. A simple ring fills the same
 * region under either rule, so sharing a path changes no pixel inside it.
 */
function polygonSolidPath(polygon: Polygon, d: string, numbers: SceneNumbers): string | null {
  const turn = simpleRingTurn(polygon.points);
  if (turn === 0) return null;
  return turn === 1 ? d : `${pointsPath(polygon.points, numbers, true)}Z`;
}

/** The fills of one set of paths: the shared nonzero path and the polygons drawn on their own. @internal */
export interface FillPaths {
  solids: string;
  readonly polygons: { readonly d: string; readonly rule: 'evenodd' | 'nonzero' }[];
}

/**
 * Adds the fill of a filled closed shape (path data `d` from {@link worldPath})
 * to `into`: a circle, rect, rotated rect or simple polygon to the shared path,
 * any other polygon on its own with its fill rule. @internal
 */
export function addFill(into: FillPaths, entry: WorldEntry, d: string, numbers: SceneNumbers): void {
  if (entry.kind !== 'polygon') {
    into.solids += d;
    return;
  }
  const solid = polygonSolidPath(entry.shape, d, numbers);
  if (solid === null) into.polygons.push({ d, rule: entry.fillRule });
  else into.solids += solid;
}

/** A box as path data (clockwise from its top-left corner). @internal */
export function boxPath(box: Rect, numbers: SceneNumbers): string {
  const { x, y } = numbers;
  return `M${x(box.x)} ${y(box.y)}H${x(box.x + box.width)}V${y(box.y + box.height)}H${x(box.x)}Z`;
}

/** `b` grown by `by` on every side (scene units): the box a focus mark or a selection box is drawn on. @internal */
export function grownRect(b: Rect, by: number): Rect {
  return { x: b.x - by, y: b.y - by, width: b.width + 2 * by, height: b.height + 2 * by };
}

/** A world's shapes as path data, split by how they are painted. @internal */
export interface WorldPaths {
  /** Every outline but the points'. */
  readonly outlines: string;
  /** The point shapes (zero-length strokes). */
  readonly points: string;
  /** The filled circles, rects, rotated rects and simple polygons (all clockwise: one nonzero path has no holes; see {@link polygonSolidPath}). */
  readonly solids: string;
  /** Each filled polygon that is not certified simple on its own, with its fill rule: in a shared path it could cut holes in others. */
  readonly polygons: readonly { readonly d: string; readonly rule: 'evenodd' | 'nonzero' }[];
}

/** Every shape of a world with an id as {@link WorldPaths}, written with a Scene's numbers. @internal */
export function worldPaths(world: World, numbers: SceneNumbers): WorldPaths {
  let outlines = '';
  let points = '';
  const fills: FillPaths = { solids: '', polygons: [] };
  for (const id of world.ids()) {
    const entry = world.lookup(id)!;
    const d = worldPath(entry.kind, entry.shape, numbers);
    if (entry.kind === 'point') {
      points += d;
      continue;
    }
    outlines += d;
    if (entry.filled && entry.kind !== 'segment' && entry.kind !== 'polyline') addFill(fills, entry, d, numbers);
  }
  return { outlines, points, solids: fills.solids, polygons: fills.polygons };
}
