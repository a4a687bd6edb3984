import Flatten from '@flatten-js/core';
import fc from 'fast-check';
import circleCircle from 'intersects/circle-circle.js';
import lineCircle from 'intersects/line-circle.js';
import lineLine from 'intersects/line-line.js';
import SAT from 'sat';
import { bench, describe } from 'vitest';
import {
  circleCircleContact,
  circleCircleHit,
  circleRectContact,
  distanceToSegment,
  intersectSegmentSegment,
  segmentCircleHit,
  segmentSegmentHit,
  type Circle,
  type Rect,
  type Segment,
  type Vec2,
} from '../src/geometry';

/**
 * hitkit's hot-path queries against the libraries a user would otherwise pick,
 * on the same 1024 random pairs (fixed seed), in one run: vitest prints each
 * group's rows and how many times faster the fastest is. Peers get their own
 * shape objects built once, outside the timed loop (as an app would keep them).
 * detect-collisions is left out: its current release re-exports another package
 * whose API the benchmark would have to follow; SAT.js is the same SAT core.
 */

const N = 1024;
const coord = fc.integer({ min: -1000, max: 1000 });
const point: fc.Arbitrary<Vec2> = fc.record({ x: coord, y: coord });
const segmentArb: fc.Arbitrary<Segment> = fc.record({ start: point, end: point });
const circleArb: fc.Arbitrary<Circle> = fc.record({ center: point, radius: fc.integer({ min: 1, max: 300 }) });
const rectArb: fc.Arbitrary<Rect> = fc.record({ x: coord, y: coord, width: fc.integer({ min: 1, max: 500 }), height: fc.integer({ min: 1, max: 500 }) });
const sample = <T>(arb: fc.Arbitrary<T>, seed: number) => fc.sample(arb, { numRuns: N, seed });

const segmentsA = sample(segmentArb, 1);
const segmentsB = sample(segmentArb, 2);
const circlesA = sample(circleArb, 3);
const circlesB = sample(circleArb, 4);
const rects = sample(rectArb, 5);
const points = sample(point, 6);

const flattenSegment = (s: Segment) => new Flatten.Segment(new Flatten.Point(s.start.x, s.start.y), new Flatten.Point(s.end.x, s.end.y));
const satLine = (s: Segment) => new SAT.Polygon(new SAT.Vector(), [new SAT.Vector(s.start.x, s.start.y), new SAT.Vector(s.end.x, s.end.y)]);
const satCircle = (c: Circle) => new SAT.Circle(new SAT.Vector(c.center.x, c.center.y), c.radius);
const satBox = (r: Rect) => new SAT.Box(new SAT.Vector(r.x, r.y), r.width, r.height).toPolygon();

const flattenA = segmentsA.map(flattenSegment);
const flattenB = segmentsB.map(flattenSegment);
const flattenPoints = points.map((p) => new Flatten.Point(p.x, p.y));
const satLinesA = segmentsA.map(satLine);
const satLinesB = segmentsB.map(satLine);
const satCirclesA = circlesA.map(satCircle);
const satCirclesB = circlesB.map(satCircle);
const satBoxes = rects.map(satBox);
const response = new SAT.Response();

/** Keeps results alive so no engine can drop the work. */
let sink = 0;
const use = (value: unknown) => {
  sink += value ? 1 : 0;
};

describe(`segment–segment hit test (${N} pairs)`, () => {
  bench('hitkit segmentSegmentHit (exact)', () => {
    for (let i = 0; i < N; i++) use(segmentSegmentHit(segmentsA[i]!, segmentsB[i]!));
  });
  bench('intersects lineLine', () => {
    for (let i = 0; i < N; i++) {
      const a = segmentsA[i]!;
      const b = segmentsB[i]!;
      use(lineLine(a.start.x, a.start.y, a.end.x, a.end.y, b.start.x, b.start.y, b.end.x, b.end.y));
    }
  });
  bench('sat testPolygonPolygon (2-point polygons)', () => {
    for (let i = 0; i < N; i++) use(SAT.testPolygonPolygon(satLinesA[i]!, satLinesB[i]!));
  });
  bench('@flatten-js/core Segment.intersect', () => {
    for (let i = 0; i < N; i++) use(flattenA[i]!.intersect(flattenB[i]!).length);
  });
});

describe(`segment–segment intersection point (${N} pairs)`, () => {
  bench('hitkit intersectSegmentSegment', () => {
    for (let i = 0; i < N; i++) use(intersectSegmentSegment(segmentsA[i]!, segmentsB[i]!).kind);
  });
  bench('@flatten-js/core Segment.intersect', () => {
    for (let i = 0; i < N; i++) use(flattenA[i]!.intersect(flattenB[i]!)[0]);
  });
});

describe(`segment–circle hit test (${N} pairs)`, () => {
  bench('hitkit segmentCircleHit', () => {
    for (let i = 0; i < N; i++) use(segmentCircleHit(segmentsA[i]!, circlesA[i]!));
  });
  bench('intersects lineCircle', () => {
    for (let i = 0; i < N; i++) {
      const s = segmentsA[i]!;
      const c = circlesA[i]!;
      use(lineCircle(s.start.x, s.start.y, s.end.x, s.end.y, c.center.x, c.center.y, c.radius));
    }
  });
  bench('sat testPolygonCircle (2-point polygon)', () => {
    for (let i = 0; i < N; i++) use(SAT.testPolygonCircle(satLinesA[i]!, satCirclesA[i]!));
  });
});

describe(`circle–circle (${N} pairs)`, () => {
  bench('hitkit circleCircleHit', () => {
    for (let i = 0; i < N; i++) use(circleCircleHit(circlesA[i]!, circlesB[i]!));
  });
  bench('intersects circleCircle', () => {
    for (let i = 0; i < N; i++) {
      const a = circlesA[i]!;
      const b = circlesB[i]!;
      use(circleCircle(a.center.x, a.center.y, a.radius, b.center.x, b.center.y, b.radius));
    }
  });
  bench('hitkit circleCircleContact (push-out)', () => {
    for (let i = 0; i < N; i++) use(circleCircleContact(circlesA[i]!, circlesB[i]!).penetrating);
  });
  bench('sat testCircleCircle with Response (push-out)', () => {
    for (let i = 0; i < N; i++) {
      response.clear();
      use(SAT.testCircleCircle(satCirclesA[i]!, satCirclesB[i]!, response));
    }
  });
});

describe(`circle–rect push-out (${N} pairs)`, () => {
  bench('hitkit circleRectContact', () => {
    for (let i = 0; i < N; i++) use(circleRectContact(circlesA[i]!, rects[i]!).penetrating);
  });
  bench('sat testPolygonCircle with Response', () => {
    for (let i = 0; i < N; i++) {
      response.clear();
      use(SAT.testPolygonCircle(satBoxes[i]!, satCirclesA[i]!, response));
    }
  });
});

describe(`point–segment distance (${N} pairs)`, () => {
  bench('hitkit distanceToSegment', () => {
    for (let i = 0; i < N; i++) use(distanceToSegment(points[i]!, segmentsA[i]!));
  });
  bench('@flatten-js/core Point.distanceTo(Segment)', () => {
    for (let i = 0; i < N; i++) use(flattenPoints[i]!.distanceTo(flattenA[i]!)[0]);
  });
});

export { sink };
