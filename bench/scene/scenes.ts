import {
  circleRectHit,
  closestPointOnCircle,
  closestPointOnRect,
  closestPointOnSegment,
  createWorld,
  distanceToCircle,
  distanceToPoint,
  distanceToRect,
  distanceToSegment,
  orientation,
  pointInPolygon,
  pointInRect,
  polygonPolygonHit,
  rectRectHit,
  segmentRectHit,
  type ObstacleKind,
  type ObstacleShapes,
  type PickHit,
  type Polygon,
  type Rect,
  type Segment,
  type Vec2,
  type World,
  type WorldId,
} from '../../src/geometry';

/**
 * Scenes of mixed shapes and the scene queries' documented rules written out
 * shape by shape with hitkit's public scalar queries (brute force), for the
 * tests (`test/geometry/scene.test.ts`) and the bench (`bench/scene/run.ts`):
 * `pick`, `nearest` and `queryRect` must answer exactly these.
 */

const v = (x: number, y: number): Vec2 => ({ x, y });
const seg = (x1: number, y1: number, x2: number, y2: number): Segment => ({ start: v(x1, y1), end: v(x2, y2) });
const disk = (x: number, y: number, radius: number) => ({ center: v(x, y), radius });
const box = (x: number, y: number, width: number, height: number): Rect => ({ x, y, width, height });

/** A shape as the brute force sees it: what the world was given, in insertion order. */
export interface Entry {
  id: WorldId;
  kind: ObstacleKind;
  shape: ObstacleShapes[ObstacleKind];
  z: number;
  order: number;
  filled: boolean;
}

export function randomScene(rand: () => number, n: number, size = 1000): Entry[] {
  const p = () => Math.round(rand() * size * 8) / 8; // on a grid: plenty of exact ties
  const near = (x: number, spread: number) => Math.round((x + (rand() - 0.5) * spread) * 8) / 8;
  const entries: Entry[] = [];
  for (let k = 0; k < n; k++) {
    const x = p();
    const y = p();
    const r = rand();
    let kind: ObstacleKind;
    let shape: ObstacleShapes[ObstacleKind];
    if (r < 0.15) [kind, shape] = ['point', v(x, y)];
    else if (r < 0.4) [kind, shape] = ['segment', seg(x, y, near(x, 60), near(y, 60))];
    else if (r < 0.55) [kind, shape] = ['circle', disk(x, y, Math.round(rand() * 30 * 8) / 8)];
    else if (r < 0.7) [kind, shape] = ['rect', box(x, y, Math.round(rand() * 50), Math.round(rand() * 40))];
    else if (r < 0.85) {
      const points = [v(x, y)];
      for (let j = 0; j < 2 + Math.floor(rand() * 4); j++) points.push(v(near(points[j]!.x, 50), near(points[j]!.y, 50)));
      [kind, shape] = ['polyline', { points }];
    } else {
      const m = 3 + Math.floor(rand() * 5);
      const radius = 5 + rand() * 40;
      const points: Vec2[] = [];
      for (let j = 0; j < m; j++) {
        const a = (j / m) * 2 * Math.PI;
        const rr = radius * (0.4 + 0.6 * rand()); // concave often
        points.push(v(Math.round((x + rr * Math.cos(a)) * 8) / 8, Math.round((y + rr * Math.sin(a)) * 8) / 8));
      }
      [kind, shape] = ['polygon', { points }];
    }
    const z = rand() < 0.3 ? Math.floor(rand() * 3) : k + 10; // many equal z: ties fall to the insertion order
    const filled = rand() < 0.75;
    entries.push({ id: `s${k}`, kind, shape, z, order: k, filled });
  }
  return entries;
}

export function buildWorld(entries: readonly Entry[]): World {
  return createWorld({ items: entries.map(({ id, kind, shape, z, filled }) => ({ id, kind, shape, z, filled })) });
}

const hasInside = (kind: ObstacleKind) => kind === 'circle' || kind === 'rect' || kind === 'polygon';

/** Distance to a segment, exactly 0 when the point is on it (the exact predicate, asked when the rounded distance is tiny). */
function segmentDistance(p: Vec2, s: Segment): number {
  const d = distanceToSegment(p, s);
  if (d === 0 || d > 1e-9 * (Math.abs(p.x) + Math.abs(p.y) + 1)) return d;
  const onIt =
    orientation(s.start, s.end, p) === 0 &&
    p.x >= Math.min(s.start.x, s.end.x) &&
    p.x <= Math.max(s.start.x, s.end.x) &&
    p.y >= Math.min(s.start.y, s.end.y) &&
    p.y <= Math.max(s.start.y, s.end.y);
  return onIt ? 0 : d;
}

function edges(points: readonly Vec2[], closed: boolean): Segment[] {
  const out: Segment[] = [];
  for (let k = 0; k + 1 < points.length; k++) out.push(seg(points[k]!.x, points[k]!.y, points[k + 1]!.x, points[k + 1]!.y));
  if (closed) out.push(seg(points.at(-1)!.x, points.at(-1)!.y, points[0]!.x, points[0]!.y));
  return out;
}

/** The documented rule, shape by shape, with the public scalar queries. */
export function bruteMeasure(e: Entry, p: Vec2): { distance: number; closestPoint: Vec2; edge: number } {
  const filled = e.filled && hasInside(e.kind);
  switch (e.kind) {
    case 'point': {
      const q = e.shape as Vec2;
      return { distance: distanceToPoint(p, q), closestPoint: q, edge: -1 };
    }
    case 'segment': {
      const s = e.shape as Segment;
      const d = segmentDistance(p, s);
      return { distance: d, closestPoint: d === 0 ? p : closestPointOnSegment(p, s).point, edge: -1 };
    }
    case 'circle': {
      const c = e.shape as { center: Vec2; radius: number };
      const signed = distanceToCircle(p, c);
      const d = filled && signed < 0 ? 0 : Math.abs(signed);
      return { distance: d, closestPoint: d === 0 ? p : closestPointOnCircle(p, c), edge: -1 };
    }
    case 'rect': {
      const r = e.shape as Rect;
      const signed = distanceToRect(p, r);
      const d = filled && signed < 0 ? 0 : Math.abs(signed);
      return { distance: d, closestPoint: d === 0 ? p : closestPointOnRect(p, r), edge: -1 };
    }
    default: {
      const points = (e.shape as Polygon).points;
      const list = edges(points, e.kind === 'polygon');
      let best = Infinity;
      let edge = 0;
      list.forEach((s, k) => {
        const d = segmentDistance(p, s);
        if (d < best) [best, edge] = [d, k];
      });
      let d = best;
      if (e.kind === 'polygon' && filled && pointInPolygon(p, e.shape as Polygon)) d = 0;
      return { distance: d, closestPoint: d === 0 ? p : closestPointOnSegment(p, list[edge]!).point, edge };
    }
  }
}

export function ranked(entries: readonly Entry[], p: Vec2) {
  return entries.map((e) => ({ e, ...bruteMeasure(e, p) })).sort((a, b) => a.distance - b.distance || b.e.z - a.e.z || b.e.order - a.e.order);
}

export function brutePick(entries: readonly Entry[], p: Vec2, tolerance: number) {
  // The distances first (a loop over the scalar queries), the closest points and the order for the few within reach.
  const within = entries.filter((e) => bruteDistance(e, p) <= tolerance);
  return ranked(within, p).map((r) => ({
    id: r.e.id,
    distance: r.distance,
    closestPoint: { x: r.closestPoint.x, y: r.closestPoint.y },
    edge: r.e.kind === 'polyline' || r.e.kind === 'polygon' ? r.edge : -1,
  }));
}

/** The documented distance alone, with the scalar queries (no closest point). */
export function bruteDistance(e: Entry, p: Vec2): number {
  const filled = e.filled && hasInside(e.kind);
  switch (e.kind) {
    case 'point':
      return distanceToPoint(p, e.shape as Vec2);
    case 'segment':
      return segmentDistance(p, e.shape as Segment);
    case 'circle': {
      const signed = distanceToCircle(p, e.shape as { center: Vec2; radius: number });
      return filled && signed < 0 ? 0 : Math.abs(signed);
    }
    case 'rect': {
      const signed = distanceToRect(p, e.shape as Rect);
      return filled && signed < 0 ? 0 : Math.abs(signed);
    }
    default: {
      const points = (e.shape as Polygon).points;
      if (e.kind === 'polygon' && filled && pointInPolygon(p, e.shape as Polygon)) return 0;
      let best = Infinity;
      const n = points.length;
      const edgeCount = e.kind === 'polygon' ? n : n - 1;
      for (let k = 0; k < edgeCount; k++) {
        const a = points[k]!;
        const b = points[(k + 1) % n]!;
        best = Math.min(best, segmentDistance(p, { start: a, end: b }));
      }
      return best;
    }
  }
}

export const summary = (hits: PickHit[]) => hits.map((h) => ({ id: h.id, distance: h.distance, closestPoint: h.closestPoint, edge: h.edge }));

export function bruteQueryRect(entries: readonly Entry[], b: Rect, mode: 'intersects' | 'contains'): WorldId[] {
  const right = b.x + b.width;
  const bottom = b.y + b.height;
  const asPolygon: Polygon = { points: [v(b.x, b.y), v(right, b.y), v(right, bottom), v(b.x, bottom)] };
  const inside = (x0: number, y0: number, x1: number, y1: number) => x0 >= b.x && x1 <= right && y0 >= b.y && y1 <= bottom;
  const pick = (e: Entry): boolean => {
    const filled = e.filled;
    switch (e.kind) {
      case 'point': {
        const q = e.shape as Vec2;
        return mode === 'contains' ? inside(q.x, q.y, q.x, q.y) : pointInRect(q, b);
      }
      case 'segment': {
        const s = e.shape as Segment;
        if (mode === 'contains')
          return inside(Math.min(s.start.x, s.end.x), Math.min(s.start.y, s.end.y), Math.max(s.start.x, s.end.x), Math.max(s.start.y, s.end.y));
        return segmentRectHit(s, b);
      }
      case 'circle': {
        const { center: c, radius: r } = e.shape as { center: Vec2; radius: number };
        // The test coordinates are multiples of 1/8 below 2^11: c ± r is exact here.
        if (mode === 'contains') return inside(c.x - r, c.y - r, c.x + r, c.y + r);
        if (!circleRectHit(e.shape as never, b)) return false;
        if (filled) return true;
        const corners = [v(b.x, b.y), v(right, b.y), v(b.x, bottom), v(right, bottom)];
        return corners.some((q) => distanceToPoint(q, c) >= r);
      }
      case 'rect': {
        const r = e.shape as Rect;
        if (mode === 'contains') return inside(r.x, r.y, r.x + r.width, r.y + r.height);
        if (!rectRectHit(r, b)) return false;
        return filled || !(b.x > r.x && right < r.x + r.width && b.y > r.y && bottom < r.y + r.height);
      }
      default: {
        const points = (e.shape as Polygon).points;
        if (mode === 'contains') return points.every((q) => inside(q.x, q.y, q.x, q.y));
        if (e.kind === 'polygon' && filled) return polygonPolygonHit(e.shape as Polygon, asPolygon);
        return edges(points, e.kind === 'polygon').some((s) => segmentRectHit(s, b));
      }
    }
  };
  return entries
    .filter(pick)
    .sort((a, b2) => b2.z - a.z || b2.order - a.order)
    .map((e) => e.id);
}
