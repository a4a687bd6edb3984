import Flatten from '@flatten-js/core';
import type { Circle as C2Circle, Line as C2Line, System } from 'check2d';
import { check2d } from './check2d';
import SAT from 'sat';
import type { Circle, Rect, Segment, Vec2 } from '../src/geometry';
import type { Inputs } from './inputs';

/**
 * The peers' own shape objects for the benchmark's inputs, built once outside
 * the timed loops (as an app would keep them). A peer that cannot represent a
 * shape (check2d refuses a zero-length line) gets `null` there, and its answer
 * for every pair with that shape counts as a disagreement.
 *
 * - `@flatten-js/core`: `Point`, `Segment`, `Circle`, `Box`.
 * - `sat` (SAT.js): a segment is a 2-point `Polygon`; `Circle`.
 * - `check2d` (the engine of detect-collisions): `Line` and `Circle` bodies,
 *   inserted in a `System` (its `checkCollision` needs their bounding boxes).
 * - `intersects` takes plain numbers: no objects.
 */
export interface Peers {
  readonly flatten: {
    readonly segmentQueries: Flatten.Segment[];
    readonly pointQueries: Flatten.Point[];
    readonly segments: Flatten.Segment[];
    readonly circles: Flatten.Circle[];
    readonly boxes: Flatten.Box[];
  };
  readonly sat: {
    readonly segmentQueries: SAT.Polygon[];
    readonly segments: SAT.Polygon[];
    readonly circles: SAT.Circle[];
  };
  readonly check2d: {
    readonly system: System;
    readonly segmentQueries: (C2Line | null)[];
    readonly segments: (C2Line | null)[];
    readonly circles: C2Circle[];
  };
}

const flattenPoint = (p: Vec2) => new Flatten.Point(p.x, p.y);
const flattenSegment = (s: Segment) => new Flatten.Segment(flattenPoint(s.start), flattenPoint(s.end));
const flattenCircle = (c: Circle) => new Flatten.Circle(flattenPoint(c.center), c.radius);
const flattenBox = (r: Rect) => new Flatten.Box(r.x, r.y, r.x + r.width, r.y + r.height);
const satSegment = (s: Segment) => new SAT.Polygon(new SAT.Vector(), [new SAT.Vector(s.start.x, s.start.y), new SAT.Vector(s.end.x, s.end.y)]);
const satCircle = (c: Circle) => new SAT.Circle(new SAT.Vector(c.center.x, c.center.y), c.radius);

export function makePeers(inputs: Inputs): Peers {
  const system = new check2d.System();
  const c2Line = (s: Segment): C2Line | null => {
    // check2d refuses a zero-length line (it logs it and throws "No end point for line provided").
    if (s.start.x === s.end.x && s.start.y === s.end.y) return null;
    const line = new check2d.Line({ x: s.start.x, y: s.start.y }, { x: s.end.x, y: s.end.y });
    system.insert(line);
    return line;
  };
  const c2Circle = (c: Circle): C2Circle => {
    const circle = new check2d.Circle({ x: c.center.x, y: c.center.y }, c.radius);
    system.insert(circle);
    return circle;
  };
  return {
    flatten: {
      segmentQueries: inputs.segmentQueries.map(flattenSegment),
      pointQueries: inputs.pointQueries.map(flattenPoint),
      segments: inputs.segments.map(flattenSegment),
      circles: inputs.circles.map(flattenCircle),
      boxes: inputs.rects.map(flattenBox),
    },
    sat: {
      segmentQueries: inputs.segmentQueries.map(satSegment),
      segments: inputs.segments.map(satSegment),
      circles: inputs.circles.map(satCircle),
    },
    check2d: {
      system,
      segmentQueries: inputs.segmentQueries.map(c2Line),
      segments: inputs.segments.map(c2Line),
      circles: inputs.circles.map(c2Circle),
    },
  };
}
