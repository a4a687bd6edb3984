import {
  lineThrough,
  packCircles,
  packLines,
  packPoints,
  packRects,
  packSegments,
  type Circle,
  type Line,
  type Rect,
  type Segment,
  type Vec2,
} from '../src/geometry';
import { segmentPairFilter, UNCERTAIN } from '../src/geometry/robust/segmentPairFilter';
import { crossingTakesFastPath } from '../src/geometry/robust/crossingPoint';
import { boxesApartXY } from '../src/geometry/hit/segmentTouch';
import { QUERIES, type Inputs } from './inputs';
import { random } from './random.js';

/**
 * The bench's dense distribution (issue #31), beside the sparse one of
 * `inputs.ts`: every shape in a 100 × 100 box (scene units, y down), the way
 * lines lie in a floor plan or wires in a schematic. Segments have their
 * midpoints uniform in the box, a direction uniform in angle and a length of
 * 60 … 100 (their ends may stick out of the box by up to 50), long enough that
 * the bounding boxes of half the pairs overlap and about a quarter of the pairs
 * cross (with both ends uniform in the box instead, only 4/9 of the boxes would
 * overlap); circles have radii 1 … 20 and points are uniform in the box. No ties are built: the
 * sparse distribution has those. The same `Inputs` shape as `makeInputs`, so
 * every query of `queries.ts` runs on it unchanged; `DENSE_QUERIES` names the
 * ones the bench times on it.
 */

export const DENSE_SEED = 0xde45e;
/** The box's side, scene units. */
const SIDE = 100;
/** The queries (titles in `queries.ts`) timed on the dense distribution. */
export const DENSE_QUERIES: readonly string[] = ['segment–segment hit', 'segment–segment intersection point', 'segment–circle hit', 'point–segment distance'];

/** Builds the dense inputs for `pairs` pairs (a multiple of `QUERIES`). */
export function makeDenseInputs(pairs: number, seed = DENSE_SEED): Inputs {
  if (pairs % QUERIES !== 0) throw new RangeError(`pairs must be a multiple of ${QUERIES}, got ${pairs}`);
  const rnd = random(seed);
  const targets = pairs / QUERIES;
  const coord = () => SIDE * rnd();
  const pt = (): Vec2 => ({ x: coord(), y: coord() });
  const segment = (): Segment => {
    const mid = pt();
    const angle = 2 * Math.PI * rnd();
    const half = (60 + 40 * rnd()) / 2;
    const dx = half * Math.cos(angle);
    const dy = half * Math.sin(angle);
    return { start: { x: mid.x - dx, y: mid.y - dy }, end: { x: mid.x + dx, y: mid.y + dy } };
  };
  const circle = (): Circle => ({ center: pt(), radius: 1 + 19 * rnd() });
  const rect = (): Rect => ({ x: coord(), y: coord(), width: 1 + 29 * rnd(), height: 1 + 29 * rnd() });
  const line = (): Line => lineThrough(pt(), pt());
  const many = <T>(n: number, make: () => T): T[] => Array.from({ length: n }, make);
  const segmentQueries = many(QUERIES, segment);
  const pointQueries = many(QUERIES, pt);
  const circleQueries = many(QUERIES, circle);
  const segments = many(targets, segment);
  const circles = many(targets, circle);
  const rects = many(targets, rect);
  const lines = many(targets, line);
  return {
    pairs,
    targets,
    segmentQueries,
    pointQueries,
    circleQueries,
    segments,
    circles,
    rects,
    lines,
    packedSegmentQueries: packSegments(segmentQueries),
    packedPointQueries: packPoints(pointQueries),
    packedCircleQueries: packCircles(circleQueries),
    packedSegments: packSegments(segments),
    packedCircles: packCircles(circles),
    packedRects: packRects(rects),
    packedLines: packLines(lines),
    ties: { segments: 0, circles: 0, rects: 0, lines: 0 },
  };
}

/** How the segment pairs of some inputs are decided: see {@link segmentPaths}. */
export interface SegmentPaths {
  readonly pairs: number;
  /** Pairs whose bounding boxes overlap (the rest are answered by the box test). */
  readonly boxesMeet: number;
  /** Pairs that touch (exactly). */
  readonly touch: number;
  /** Pairs whose boxes meet and that the fused filter cannot certify: the exact predicate decides them. */
  readonly exactDecisions: number;
  /** Crossings at one interior point whose point the fast path does not certify: the exact (expansion) path computes it. */
  readonly exactPoints: number;
  /** Interior crossings (the points computed). */
  readonly crossings: number;
}

/**
 * Counts, pair by pair, which path of `segmentSegmentHit` and
 * `intersectSegmentSegment` decides it: the box test, the fused filter, or the
 * exact predicate; and for a crossing, whether its point is certified on the
 * fast path or computed exactly. Runs the library's own filter functions on
 * the pairs (not timed).
 */
export function segmentPaths(inputs: Inputs, touches: (pair: number) => boolean): SegmentPaths {
  const { targets: K, packedSegmentQueries: QS, packedSegments: SS } = inputs;
  let boxesMeet = 0;
  let touch = 0;
  let exactDecisions = 0;
  let exactPoints = 0;
  let crossings = 0;
  for (let q = 0; q < QUERIES; q++) {
    const [px, py, p2x, p2y] = [QS[4 * q]!, QS[4 * q + 1]!, QS[4 * q + 2]!, QS[4 * q + 3]!];
    for (let k = 0; k < K; k++) {
      const [qx, qy, q2x, q2y] = [SS[4 * k]!, SS[4 * k + 1]!, SS[4 * k + 2]!, SS[4 * k + 3]!];
      if (touches(q * K + k)) touch++;
      if (boxesApartXY(px, py, p2x, p2y, qx, qy, q2x, q2y)) continue;
      boxesMeet++;
      const sure = segmentPairFilter(QS, 4 * q, SS, 4 * k);
      if (sure === UNCERTAIN) exactDecisions++;
      if (sure === 1) {
        crossings++;
        if (!crossingTakesFastPath(px, py, p2x, p2y, qx, qy, q2x, q2y)) exactPoints++;
      }
    }
  }
  return { pairs: inputs.pairs, boxesMeet, touch, exactDecisions, exactPoints, crossings };
}
