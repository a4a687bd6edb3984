import type { ShapeFilter } from './candidates';
import { alignIndexOf, indexedAlignment, type AlignIndex } from './snapAlignIndex';
import { alignment, gridTargets } from './snapAlignment';
import { SNAP_ALIGNMENT, SNAP_GRID, SNAP_NEAREST, type SnapTarget } from './snapKinds';
import { readSnapOptions, type SnapOptions } from './snapOptions';
import { keyPoints, nearestPoints, piecesOf } from './snapPieces';
import { gatherBand, gatherNear, type SnapQuery } from './snapQuery';
import { rank } from './snapRank';
import type { Vec2 } from '../shapes/types';
import { assertVec2 } from '../shapes/validate';
import type { World, WorldId } from '../world/types';
import { worldInternals } from '../world/world';

/**
 * Object snapping on a world (`createWorld`), as in CAD: where should a point
 * that is being drawn or dragged go, given the shapes around it?
 *
 * **Targets** (`SnapKind`), each from the shapes passing `filter`:
 * - `endpoint`: a segment's ends, a polyline's or polygon's vertices, a rect's
 *   corners, a point shape;
 * - `intersection`: where two shapes' outlines cross or touch (and where a
 *   polyline or polygon crosses itself), by `intersectSegmentSegment`,
 *   `intersectSegmentCircle` and `intersectCircleCircle` (exact for segments:
 *   an end lying on the other segment is that end exactly); for collinear
 *   overlapping pieces, the overlap's two ends;
 * - `midpoint`: the middle of a segment, of each polyline segment and polygon
 *   edge, of each side of a rect;
 * - `center`: a circle's centre, a rect's middle, a polygon's centroid
 *   (`polygonCentroid`, when it lies in the polygon's bounding box);
 * - `quadrant`: a circle's rightmost, lowest, leftmost and topmost points
 *   (y down);
 * - `perpendicular` (with `from`): the foot of the perpendicular from `from`
 *   to a segment, edge or side (within it, not at `from` itself), and the two
 *   points of a circle on the line through `from` and its centre;
 * - `tangent` (with `from` outside a circle): the two points where the lines
 *   from `from` touch the circle;
 * - `nearest`: each shape's outline point nearest the query point (the
 *   boundary, also for a filled shape);
 * - `alignment`: x and/or y taken from other shapes' key points (endpoints,
 *   midpoints, centres, quadrants) and from `from`, each axis when within
 *   `radius` of the query point's, anywhere in the world; with the guide lines
 *   to draw from those key points;
 * - `grid` (with `grid`): x and/or y on the nearest grid line, each axis when
 *   within `radius`.
 *
 * Every target but `alignment` and `grid` lies within `radius` of the query
 * point (Euclidean); those two snap each axis within `radius`.
 *
 * **Ranking** (`snapCandidates`' order; `snapPoint` returns the first):
 * 1. key points (endpoint, intersection, midpoint, center, quadrant,
 *    perpendicular, tangent) before `nearest`, before `alignment`, before `grid`:
 *    any key point beats `nearest`, however much nearer that is;
 * 2. key points and `nearest` nearest the query point first; `alignment` and
 *    `grid` with both axes first, then nearest;
 * 3. at equal distance (e.g. the same spot) the kind earlier in the list above
 *    (`SNAP_KINDS`): an endpoint beats an intersection at the same spot, so a
 *    T-junction snaps to the endpoint;
 * 4. then the higher `z` of the shapes, then the shape inserted later; then x,
 *    then y. An alignment guide starts at the aligned key point nearest the
 *    target (a shape's before `from`; then the topmost shape's; then smaller x, y).
 *
 * The same kind at the same point from several shapes is one target whose
 * `ids` list them all (topmost first): two segments sharing an end give one
 * endpoint with both ids. Shapes added without an id appear as `undefined`.
 *
 * Source: the intersection and closest-point queries of this library (article
 * “Shape classes 3: distance” and the segment and circle intersection of
 * “Simulating a 2D lidar”); the kinds, glyphs and priorities follow CAD object
 * snaps (endpoint before intersection, nearest last).
 */

/**
 * Every snap target within `radius` of `point`, best first (the ranking
 * above), for a UI that cycles among them (e.g. with Tab). Only the shapes
 * whose outline passes within `radius` (or whose centre lies within it) are
 * examined, found through the world's grid, so a query costs about the same
 * in a world of 10,000 shapes as of 10; `alignment` reads the grid's rows and
 * columns through the point.
 *
 * @param world a world made by `createWorld`
 * @param point the query point (the pointer), scene units (y down)
 * @param radius how far to snap, scene units, ≥ 0 (pixels ÷ the Scene's scale)
 * @param options `kinds`, `from`, `grid`, `filter` (only shapes it accepts; it may query other worlds, not this one)
 * @returns `{ kind, point, ids, distance, guides }[]`, best first; empty when nothing is in reach
 * @throws TypeError when `world` was not made by `createWorld`, or when the filter queries `world`; TypeError / RangeError naming a bad point, radius or option
 */
export function snapCandidates<Id extends WorldId = WorldId>(world: World<Id>, point: Vec2, radius: number, options?: SnapOptions<Id>): SnapTarget[] {
  return searchSnap(world, point, radius, options, false);
}

/**
 * `snapCandidates`, and with `skipFloating` the searches pass over the
 * world's floating shapes (`floatShapes`) without looking at them: only for a
 * caller whose `options.filter` rejects every floating shape (a selection
 * gesture's search, which leaves out the moving shapes it floated), for whom
 * the answer is the same. @internal
 */
export function searchSnap<Id extends WorldId = WorldId>(
  world: World<Id>,
  point: Vec2,
  radius: number,
  options?: SnapOptions<Id>,
  skipFloating = false,
): SnapTarget[] {
  const w = worldInternals(world, 'world');
  assertVec2(point, 'point');
  if (!(typeof radius === 'number' && radius >= 0 && radius < Infinity)) {
    const message = `radius must be a finite number >= 0 (scene units), got ${String(radius)}`;
    throw typeof radius === 'number' ? new RangeError(message) : new TypeError(message);
  }
  const settings = readSnapOptions(options);
  const q: SnapQuery = { w, px: point.x, py: point.y, radius, kindsOn: settings.kindsOn, targets: [], pieces: [], refs: [], skipFloating };
  const near: number[] = [];
  const band: number[] = [];
  const stamp = w.nextStamp();
  // The rows and columns through the point, for shapes with key points aligned with it: a second stamp (the near shapes again).
  const bandStamp = settings.kindsOn[SNAP_ALIGNMENT] ? w.nextStamp() : 0;
  // Passing over the floating shapes, the alignment references are the still shapes': from their index (two stamps for the filter's answers).
  const index = skipFloating && settings.kindsOn[SNAP_ALIGNMENT] ? alignIndexOf(w) : null;
  const indexed = index !== null;
  const rejectStamp = indexed ? w.nextStamp() : 0;
  w.filtering = settings.filter !== undefined;
  try {
    gatherNear(q, stamp, settings.filter, near);
    if (settings.kindsOn[SNAP_ALIGNMENT] && !indexed) gatherBand(q, bandStamp, settings.filter, band);
  } finally {
    w.filtering = false;
  }
  for (const item of near) piecesOf(q, item);
  keyPoints(q, near, settings.from);
  if (settings.kindsOn[SNAP_NEAREST]) nearestPoints(q);
  if (index !== null) indexedSearch(q, index, settings.filter, settings.from, bandStamp, rejectStamp);
  else if (settings.kindsOn[SNAP_ALIGNMENT]) alignment(q, band, settings.from);
  if (settings.kindsOn[SNAP_GRID] && settings.grid !== undefined) gridTargets(q, settings.grid);
  return rank(q);
}

/** `indexedAlignment` from the world's index of its still shapes (made: `alignIndexOf`), with the filter guard up while the filter runs. */
function indexedSearch(q: SnapQuery, index: AlignIndex, filter: ShapeFilter | undefined, from: Vec2 | undefined, yes: number, no: number): void {
  q.w.filtering = filter !== undefined;
  try {
    indexedAlignment(q, index, filter, from, yes, no);
  } finally {
    q.w.filtering = false;
  }
}

/**
 * The best snap target within `radius` of `point` (the first of
 * `snapCandidates`), or null when there is none: where a dragged or drawn
 * point should go.
 *
 * @returns `{ kind, point, ids, distance, guides }` or null
 * @throws as `snapCandidates`
 */
export function snapPoint<Id extends WorldId = WorldId>(world: World<Id>, point: Vec2, radius: number, options?: SnapOptions<Id>): SnapTarget | null {
  return snapCandidates(world, point, radius, options)[0] ?? null;
}
