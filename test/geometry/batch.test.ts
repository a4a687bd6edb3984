import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CIRCLE_STRIDE,
  circleLineContact,
  circleLineContactBatch,
  CONTACT_STRIDE,
  distanceToRect,
  distanceToRectBatch,
  distanceToSegment,
  distanceToSegmentBatch,
  intersectSegmentCircle,
  intersectSegmentCircleBatch,
  intersectSegmentSegment,
  intersectSegmentSegmentBatch,
  LINE_STRIDE,
  lineThrough,
  packCircles,
  packLines,
  packPoints,
  packRects,
  packSegments,
  POINT_STRIDE,
  RECT_STRIDE,
  SEGMENT_CIRCLE_INTERSECTION_STRIDE,
  SEGMENT_INTERSECTION_STRIDE,
  SEGMENT_STRIDE,
  segmentCircleHit,
  segmentCircleHitBatch,
  SegmentIntersectionCode,
  segmentSegmentHit,
  segmentSegmentHitBatch,
  type Circle,
  type CircleLineContactOptions,
  type Line,
  type Segment,
  type Vec2,
} from '../../src/geometry';
import { anyCircle, anyPoint, anyRect, anySegment, intPoint } from './arbitraries';
import { box, disk, move, seg, v } from './builders';

/**
 * The batch API answers exactly what the scalar functions answer, bit for bit
 * (`Object.is` on every number, so −0 and 0 are told apart), for random,
 * integer (ties) and degenerate shapes, far from the origin too. Slots a
 * record does not use are left as they were.
 */

const zeroLength = anyPoint.map((p): Segment => ({ start: p, end: { x: p.x, y: p.y } }));
const zeroRadius = anyPoint.map((p): Circle => ({ center: p, radius: 0 }));
/** Segments and circles that make ties and degenerate cases likely, moved by 0 or 1e9 (exact for small integers). */
const offset = fc.constantFrom(0, 1e9);
const segmentLike = fc.oneof({ weight: 4, arbitrary: anySegment }, { weight: 1, arbitrary: zeroLength });
const circleLike = fc.oneof({ weight: 4, arbitrary: anyCircle }, { weight: 1, arbitrary: zeroRadius });
const lineArb: fc.Arbitrary<Line> = fc.oneof(
  fc
    .tuple(intPoint, intPoint)
    .filter(([p, q]) => p.x !== q.x || p.y !== q.y)
    .map(([p, q]) => lineThrough(p, q)),
  fc
    .tuple(fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 }), fc.integer({ min: -50, max: 50 }))
    .filter(([a, b]) => a !== 0 || b !== 0)
    .map(([a, b, c]) => ({ a, b, c })),
  fc
    .tuple(anyPoint, anyPoint)
    .filter(([p, q]) => p.x !== q.x || p.y !== q.y)
    .map(([p, q]) => lineThrough(p, q)),
);
const targets = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { minLength: 0, maxLength: 24 });
const RUNS = { numRuns: 300 };
/** A value no answer takes, to see that unused slots are left alone. */
const UNTOUCHED = 123456.789;

/** Every number the same, `Object.is` (so −0 ≠ 0 and NaN = NaN). */
function expectSameBits(actual: ArrayLike<number>, expected: ArrayLike<number>): void {
  expect(actual.length).toBe(expected.length);
  for (let i = 0; i < expected.length; i++) {
    if (!Object.is(actual[i], expected[i])) {
      throw new Error(`slot ${i}: batch ${String(actual[i])}, scalar ${String(expected[i])}`);
    }
  }
}

/** The scalar answer in the batch record layout (unused slots stay UNTOUCHED). */
function segmentRecord(s1: Segment, s2: Segment): number[] {
  const record = new Array<number>(SEGMENT_INTERSECTION_STRIDE).fill(UNTOUCHED);
  const r = intersectSegmentSegment(s1, s2);
  if (r.kind === 'none') {
    record[0] = r.parallel ? SegmentIntersectionCode.parallel : SegmentIntersectionCode.none;
  } else if (r.kind === 'point') {
    record.splice(0, 9, SegmentIntersectionCode.point, r.point.x, r.point.y, r.point.x, r.point.y, r.t, r.t, r.u, r.u);
  } else {
    record.splice(0, 9, SegmentIntersectionCode.overlap, r.start.x, r.start.y, r.end.x, r.end.y, r.tStart, r.tEnd, r.uStart, r.uEnd);
  }
  return record;
}

function crossingRecord(s: Segment, c: Circle): number[] {
  const record = new Array<number>(SEGMENT_CIRCLE_INTERSECTION_STRIDE).fill(UNTOUCHED);
  const hits = intersectSegmentCircle(s, c);
  record[0] = hits.length;
  hits.forEach((hit, k) => record.splice(1 + 3 * k, 3, hit.point.x, hit.point.y, hit.t));
  return record;
}

function contactRecord(c: Circle, l: Line, options?: CircleLineContactOptions): number[] {
  const r = circleLineContact(c, l, options);
  return [
    r.penetrating ? 1 : 0,
    r.signedDistance,
    r.t,
    r.depth,
    r.normal.x,
    r.normal.y,
    r.foot.x,
    r.foot.y,
    r.pushOut.x,
    r.pushOut.y,
    r.resolvedCenter.x,
    r.resolvedCenter.y,
  ];
}

describe('pack helpers', () => {
  it('lay shapes out one after another, as documented', () => {
    expect(POINT_STRIDE).toBe(2);
    expect(SEGMENT_STRIDE).toBe(4);
    expect(CIRCLE_STRIDE).toBe(3);
    expect(RECT_STRIDE).toBe(4);
    expect(LINE_STRIDE).toBe(3);
    expect([...packPoints([v(1, 2), v(-3, 4.5)])]).toEqual([1, 2, -3, 4.5]);
    expect([...packSegments([seg(0, 1, 2, 3), seg(4, 4, 4, 4)])]).toEqual([0, 1, 2, 3, 4, 4, 4, 4]);
    expect([...packCircles([disk(1, 2, 3), disk(-1, 0, 0)])]).toEqual([1, 2, 3, -1, 0, 0]);
    expect([...packRects([box(1, 2, 3, 4)])]).toEqual([1, 2, 3, 4]);
    expect([...packLines([{ a: 0, b: 1, c: -5 }])]).toEqual([0, 1, -5]);
    expect(packSegments([])).toEqual(new Float64Array(0));
    expect(packCircles([disk(0, 0, 1)])).toBeInstanceOf(Float64Array);
  });

  it('validate every number and name the bad one', () => {
    expect(() => packCircles([disk(0, 0, 1), disk(0, 0, -3)])).toThrow(new RangeError('circles[1].radius must be a finite number >= 0, got -3'));
    expect(() => packSegments([seg(0, 0, 1, 1), seg(0, 0, 1, Infinity)])).toThrow(new RangeError('segments[1].end.y must be a finite number, got Infinity'));
    expect(() => packPoints([v(Number.NaN, 0)])).toThrow(new RangeError('points[0].x must be a finite number, got NaN'));
    expect(() => packRects([box(0, 0, -1, 2)])).toThrow(new RangeError('rects[0].width must be a finite number >= 0, got -1'));
    expect(() => packLines([{ a: 0, b: 0, c: 1 }])).toThrow(RangeError);
    expect(() => packLines([{ a: 0, b: 0, c: 1 }])).toThrow(/lines\[0\]\.a and lines\[0\]\.b must not both be 0/);
    expect(() => packSegments(null as unknown as Segment[])).toThrow(new TypeError('segments must be an array, got null'));
    expect(() => packCircles([{ center: v(0, 0) } as Circle])).toThrow(TypeError);
    expect(() => packPoints(['1, 2' as unknown as Vec2])).toThrow(new TypeError('points[0] must be a point { x, y }, got "1, 2"'));
  });
});

describe('batch functions check their arrays (and name them)', () => {
  const s = seg(0, 0, 10, 0);
  it('a packed array whose length is not a multiple of its stride: RangeError', () => {
    expect(() => segmentCircleHitBatch(s, new Float64Array(4), new Uint8Array(1))).toThrow(
      new RangeError('circles.length must be a multiple of 3 ([centerX, centerY, radius, …]), got 4'),
    );
    expect(() => distanceToSegmentBatch(v(0, 0), new Float64Array(6), new Float64Array(1))).toThrow(/^segments\.length must be a multiple of 4/);
    expect(() => distanceToRectBatch(v(0, 0), new Float64Array(5), new Float64Array(1))).toThrow(/^rects\.length must be a multiple of 4/);
    expect(() => circleLineContactBatch(disk(0, 0, 1), new Float64Array(2), new Float64Array(12))).toThrow(/^lines\.length must be a multiple of 3/);
  });

  it('an output of the wrong length: RangeError naming out and the length it needs', () => {
    expect(() => segmentCircleHitBatch(s, packCircles([disk(0, 0, 1), disk(5, 5, 1)]), new Uint8Array(3))).toThrow(
      new RangeError('out.length must be 2 (one answer per circle), got 3'),
    );
    expect(() => intersectSegmentSegmentBatch(s, packSegments([s]), new Float64Array(8))).toThrow(
      new RangeError('out.length must be 9 (9 numbers per segment), got 8'),
    );
    expect(() => intersectSegmentCircleBatch(s, packCircles([disk(0, 0, 1)]), new Float64Array(6))).toThrow(
      new RangeError('out.length must be 7 (7 numbers per circle), got 6'),
    );
    expect(() => distanceToRectBatch(v(0, 0), packRects([box(0, 0, 1, 1)]), new Float64Array(2))).toThrow(
      new RangeError('out.length must be 1 (one number per rect), got 2'),
    );
    expect(() => circleLineContactBatch(disk(0, 0, 1), packLines([{ a: 0, b: 1, c: 0 }]), new Float64Array(11))).toThrow(
      new RangeError('out.length must be 12 (12 numbers per line), got 11'),
    );
  });

  it('the wrong kind of array: TypeError', () => {
    expect(() => segmentSegmentHitBatch(s, [0, 0, 1, 1] as unknown as Float64Array, new Uint8Array(1))).toThrow(
      new TypeError('segments must be a Float64Array of packed [startX, startY, endX, endY, …], got Array'),
    );
    expect(() => segmentSegmentHitBatch(s, packSegments([s]), new Float64Array(1) as unknown as Uint8Array)).toThrow(
      new TypeError('out must be a Uint8Array, got Float64Array'),
    );
    expect(() => distanceToSegmentBatch(v(0, 0), packSegments([s]), new Float32Array(1) as unknown as Float64Array)).toThrow(
      new TypeError('out must be a Float64Array, got Float32Array'),
    );
  });

  it('contact options are checked as circleLineContact checks them', () => {
    const lines = packLines([{ a: 0, b: 1, c: 0 }]);
    expect(() => circleLineContactBatch(disk(0, 0, 1), lines, new Float64Array(12), { maxDepth: -1 })).toThrow(
      new RangeError('options.maxDepth must be a number >= 0, got -1'),
    );
    expect(() => circleLineContactBatch(disk(0, 0, 1), lines, new Float64Array(12), { sides: 'left' as unknown as 'both' })).toThrow(
      new RangeError("options.sides must be 'front' or 'both', got left"),
    );
  });

  it('empty batches answer nothing and return out', () => {
    const out = new Uint8Array(0);
    expect(segmentCircleHitBatch(s, new Float64Array(0), out)).toBe(out);
    expect(segmentSegmentHitBatch(s, new Float64Array(0), out)).toBe(out);
  });
});

describe('batch = scalar, bit for bit (property)', () => {
  it('segmentCircleHitBatch, with and without tolerance', () => {
    fc.assert(
      fc.property(segmentLike, targets(circleLike), offset, fc.constantFrom(0, -0, 0.5, -1, 3), (s0, cs0, o, tolerance) => {
        const s = move(s0, o);
        const cs = move(cs0, o);
        const out = segmentCircleHitBatch(s, packCircles(cs), new Uint8Array(cs.length).fill(7), tolerance);
        expectSameBits(
          out,
          cs.map((c) => (segmentCircleHit(s, c, tolerance) ? 1 : 0)),
        );
      }),
      RUNS,
    );
  });

  it('segmentSegmentHitBatch (exact), with and without tolerance', () => {
    fc.assert(
      fc.property(segmentLike, targets(segmentLike), offset, fc.constantFrom(0, 0, -0, 0.25, 2), (a0, bs0, o, tolerance) => {
        const a = move(a0, o);
        const bs = move(bs0, o);
        const out = segmentSegmentHitBatch(a, packSegments(bs), new Uint8Array(bs.length).fill(7), tolerance);
        expectSameBits(
          out,
          bs.map((b) => (segmentSegmentHit(a, b, tolerance) ? 1 : 0)),
        );
      }),
      RUNS,
    );
  });

  it('distanceToSegmentBatch', () => {
    fc.assert(
      fc.property(anyPoint, targets(segmentLike), offset, (p0, ss0, o) => {
        const p = move(p0, o);
        const ss = move(ss0, o);
        expectSameBits(
          distanceToSegmentBatch(p, packSegments(ss), new Float64Array(ss.length)),
          ss.map((s) => distanceToSegment(p, s)),
        );
      }),
      RUNS,
    );
  });

  it('distanceToRectBatch', () => {
    fc.assert(
      fc.property(anyPoint, targets(anyRect), offset, (p0, rs0, o) => {
        const p = move(p0, o);
        const rs = move(rs0, o);
        expectSameBits(
          distanceToRectBatch(p, packRects(rs), new Float64Array(rs.length)),
          rs.map((r) => distanceToRect(p, r)),
        );
      }),
      RUNS,
    );
  });

  it('intersectSegmentSegmentBatch: every record, and slots a record does not use left alone', () => {
    fc.assert(
      fc.property(segmentLike, targets(segmentLike), offset, (a0, bs0, o) => {
        const a = move(a0, o);
        const bs = move(bs0, o);
        const out = new Float64Array(bs.length * SEGMENT_INTERSECTION_STRIDE).fill(UNTOUCHED);
        intersectSegmentSegmentBatch(a, packSegments(bs), out);
        expectSameBits(
          out,
          bs.flatMap((b) => segmentRecord(a, b)),
        );
      }),
      RUNS,
    );
  });

  it('intersectSegmentCircleBatch: every record, slots past the count left alone', () => {
    fc.assert(
      fc.property(segmentLike, targets(circleLike), offset, (s0, cs0, o) => {
        const s = move(s0, o);
        const cs = move(cs0, o);
        const out = new Float64Array(cs.length * SEGMENT_CIRCLE_INTERSECTION_STRIDE).fill(UNTOUCHED);
        intersectSegmentCircleBatch(s, packCircles(cs), out);
        expectSameBits(
          out,
          cs.flatMap((c) => crossingRecord(s, c)),
        );
      }),
      RUNS,
    );
  });

  it('circleLineContactBatch, for every option', () => {
    const options = fc.constantFrom<CircleLineContactOptions | undefined>(
      undefined,
      { sides: 'front' },
      { sides: 'both' },
      { maxDepth: 2 },
      { sides: 'both', maxDepth: 0 },
    );
    fc.assert(
      fc.property(circleLike, targets(lineArb), options, (c, ls, opts) => {
        const out = circleLineContactBatch(c, packLines(ls), new Float64Array(ls.length * CONTACT_STRIDE), opts);
        expectSameBits(
          out,
          ls.flatMap((l) => contactRecord(c, l, opts)),
        );
      }),
      RUNS,
    );
  });
});

describe('batch = scalar on the ties (each at the origin and at 1e9)', () => {
  // The tie suite's shapes, all against one query per family.
  const query = seg(0, 0, 10, 0);
  const tieSegments = [
    seg(10, 0, 10, 10), // shared endpoint
    seg(5, 0, 5, 9), // T-junction
    seg(4, 0, 20, 0), // collinear overlap
    seg(10, 0, 15, 0), // collinear, end to end
    seg(10 + 2 ** -20, 0, 15, 0), // collinear, a hair apart
    seg(5, 0, 5, 0), // zero length on the query
    seg(0, 1, 10, 1), // parallel
    seg(12, 0, 20, 0), // collinear, apart (bounding boxes apart)
    seg(20, 3, 30, 3), // parallel, far (bounding boxes apart)
    seg(20, 3, 20, 3), // zero length, far
    seg(10, 0, 0, 0), // the query reversed
  ];
  const tieCircles = [
    disk(5, 5, 5), // tangent
    disk(5, 5 + 2 ** -20, 5), // a hair outside the tangent
    disk(13, 4, 5), // end point (10, 0) exactly on the circle
    disk(-3, 4, 5), // start point exactly on the circle
    disk(5, 0, 0), // zero radius on the segment
    disk(5, 0, 100), // the whole segment inside
    disk(5, 0, 5), // both ends exactly on the circle
  ];
  it.each([0, 1e9])('offset %d', (o) => {
    const q = move(query, o);
    const ss = move(tieSegments, o);
    const cs = move(tieCircles, o);
    const records = new Float64Array(ss.length * SEGMENT_INTERSECTION_STRIDE).fill(UNTOUCHED);
    expectSameBits(
      intersectSegmentSegmentBatch(q, packSegments(ss), records),
      ss.flatMap((s) => segmentRecord(q, s)),
    );
    expectSameBits(
      segmentSegmentHitBatch(q, packSegments(ss), new Uint8Array(ss.length)),
      ss.map((s) => (segmentSegmentHit(q, s) ? 1 : 0)),
    );
    const crossings = new Float64Array(cs.length * SEGMENT_CIRCLE_INTERSECTION_STRIDE).fill(UNTOUCHED);
    expectSameBits(
      intersectSegmentCircleBatch(q, packCircles(cs), crossings),
      cs.flatMap((c) => crossingRecord(q, c)),
    );
    expectSameBits(
      segmentCircleHitBatch(q, packCircles(cs), new Uint8Array(cs.length)),
      cs.map((c) => (segmentCircleHit(q, c) ? 1 : 0)),
    );
    // and the answers themselves: the ties decided as the tie suite decides them
    expect([...segmentSegmentHitBatch(q, packSegments(ss), new Uint8Array(ss.length))]).toEqual([1, 1, 1, 1, 0, 1, 0, 0, 0, 0, 1]);
    expect([...segmentCircleHitBatch(q, packCircles(cs), new Uint8Array(cs.length))]).toEqual([1, 0, 1, 1, 1, 1, 1]);
    expect([0, 2, 3, 8].map((k) => records[k * SEGMENT_INTERSECTION_STRIDE])).toEqual([
      SegmentIntersectionCode.point,
      SegmentIntersectionCode.overlap,
      SegmentIntersectionCode.point,
      SegmentIntersectionCode.parallel,
    ]);
  });
});
