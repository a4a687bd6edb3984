import {
  closestPointOnCircle,
  closestPointOnSegment,
  distanceToSegment,
  intersectCircleCircle,
  intersectSegmentCircle,
  intersectSegmentSegment,
  polygonCentroid,
  SNAP_KINDS,
  type Circle,
  type Polygon,
  type Polyline,
  type Rect,
  type Segment,
  type SnapKind,
  type SnapTarget,
  type Vec2,
} from '../../src/geometry';
import type { Entry } from './scenes';

/**
 * `snapCandidates`' documented rule written out over every shape of a scene,
 * with no grid (brute force), for the tests (`test/geometry/snap.test.ts`) and
 * the bench (`bench/scene/run.ts`): `snapCandidates` must answer exactly this.
 */

interface Options {
  kinds?: readonly SnapKind[];
  from?: Vec2;
  grid?: number;
}

type Piece = { entry: Entry; edge: number; segment?: Segment; circle?: Circle; closedEdges: number; open: boolean };
type Target = { kind: SnapKind; x: number; y: number; entries: Entry[]; distance: number; axes: number; guides: { axis: 'x' | 'y'; from: Vec2 }[] };

const corner = (x: number, y: number): Vec2 => ({ x, y });
const sides = (r: Rect): Segment[] => {
  const [x, y, right, bottom] = [r.x, r.y, r.x + r.width, r.y + r.height];
  const c = [corner(x, y), corner(right, y), corner(right, bottom), corner(x, bottom), corner(x, y)];
  return [0, 1, 2, 3].map((k) => ({ start: c[k]!, end: c[k + 1]! }));
};

/** The shape's outline as pieces; a point shape has none (it is an endpoint only). */
function piecesOf(e: Entry): Piece[] {
  const piece = (edge: number, segment: Segment, closedEdges: number, open: boolean): Piece => ({ entry: e, edge, segment, closedEdges, open });
  switch (e.kind) {
    case 'segment':
      return [piece(-1, e.shape as Segment, 0, false)];
    case 'circle':
      return [{ entry: e, edge: -1, circle: e.shape as Circle, closedEdges: 0, open: false }];
    case 'rect':
      return sides(e.shape as Rect).map((s, k) => piece(k, s, 4, false));
    case 'polyline':
    case 'polygon': {
      const pts = (e.shape as Polyline | Polygon).points;
      const closed = e.kind === 'polygon';
      const list = closed ? [...pts, pts[0]!] : pts;
      const out: Piece[] = [];
      for (let k = 0; k + 1 < list.length; k++) out.push(piece(k, { start: list[k]!, end: list[k + 1]! }, closed ? list.length - 1 : 0, !closed));
      return out;
    }
    default:
      return [];
  }
}

/** Endpoints (vertices), midpoints, centre, quadrants of a shape: `[kind, point]`. */
function keyPointsOf(e: Entry): [SnapKind, Vec2][] {
  const out: [SnapKind, Vec2][] = [];
  if (e.kind === 'point') return [['endpoint', e.shape as Vec2]];
  if (e.kind === 'circle') {
    const { center: c, radius: r } = e.shape as Circle;
    out.push(['center', c]);
    for (const q of [corner(c.x + r, c.y), corner(c.x, c.y + r), corner(c.x - r, c.y), corner(c.x, c.y - r)]) out.push(['quadrant', q]);
    return out;
  }
  for (const p of piecesOf(e)) {
    const s = p.segment!;
    out.push(['endpoint', s.start], ['endpoint', s.end], ['midpoint', corner((s.start.x + s.end.x) / 2, (s.start.y + s.end.y) / 2)]);
  }
  if (e.kind === 'rect') {
    const r = e.shape as Rect;
    out.push(['center', corner(r.x + r.width / 2, r.y + r.height / 2)]);
  }
  if (e.kind === 'polygon') {
    const pts = (e.shape as Polygon).points;
    const c = polygonCentroid(e.shape as Polygon);
    const xs = pts.map((p) => p.x);
    const ys = pts.map((p) => p.y);
    if (c.x >= Math.min(...xs) && c.x <= Math.max(...xs) && c.y >= Math.min(...ys) && c.y <= Math.max(...ys)) out.push(['center', c]);
  }
  return out;
}

const pieceDistance = (p: Piece, at: Vec2) =>
  p.circle ? Math.abs(Math.hypot(at.x - p.circle.center.x, at.y - p.circle.center.y) - p.circle.radius) : distanceToSegment(at, p.segment!);

/** Is `a` drawn above `b`? */
const above = (a: Entry, b: Entry) => (a.z !== b.z ? a.z > b.z : a.order > b.order);

/** Every snap target of the scene at `at`, ranked as documented. */
export function bruteSnap(entries: readonly Entry[], at: Vec2, radius: number, options: Options = {}): SnapTarget[] {
  const on = (kind: SnapKind) =>
    (options.kinds === undefined || options.kinds.includes(kind)) &&
    (options.from !== undefined || (kind !== 'perpendicular' && kind !== 'tangent')) &&
    (options.grid !== undefined || kind !== 'grid');
  const targets: Target[] = [];
  const dist = (x: number, y: number) => Math.sqrt((x - at.x) ** 2 + (y - at.y) ** 2);
  const add = (kind: SnapKind, p: Vec2, es: Entry[]) => {
    const distance = dist(p.x, p.y);
    if (on(kind) && distance <= radius) targets.push({ kind, x: p.x, y: p.y, entries: es, distance, axes: 0, guides: [] });
  };
  // Key points of every shape.
  for (const e of entries) for (const [kind, p] of keyPointsOf(e)) add(kind, p, [e]);
  // Every piece of every shape within reach: intersections, perpendiculars, tangents, nearest.
  const near = entries.flatMap(piecesOf).filter((p) => pieceDistance(p, at) <= radius);
  const from = options.from;
  for (const p of near) {
    if (from !== undefined && p.segment) {
      const { start: a, end: b } = p.segment;
      const [dx, dy] = [b.x - a.x, b.y - a.y];
      const t = ((from.x - a.x) * dx + (from.y - a.y) * dy) / (dx * dx + dy * dy);
      if (t >= 0 && t <= 1) {
        const foot = t === 0 ? a : t === 1 ? b : corner(a.x + t * dx, a.y + t * dy);
        if (foot.x !== from.x || foot.y !== from.y) add('perpendicular', foot, [p.entry]);
      }
    }
    if (from !== undefined && p.circle) {
      const { center: c, radius: r } = p.circle;
      const d = Math.sqrt((from.x - c.x) ** 2 + (from.y - c.y) ** 2);
      if (d > 0) {
        const [ux, uy] = [(from.x - c.x) / d, (from.y - c.y) / d];
        for (const s of [1, -1]) {
          const f = corner(c.x + s * r * ux, c.y + s * r * uy);
          if (f.x !== from.x || f.y !== from.y) add('perpendicular', f, [p.entry]);
        }
        if (d > r) {
          const along = (r / d) * r;
          const across = (r * Math.sqrt((d - r) * (d + r))) / d;
          add('tangent', corner(c.x + along * ux - across * uy, c.y + along * uy + across * ux), [p.entry]);
          add('tangent', corner(c.x + along * ux + across * uy, c.y + along * uy - across * ux), [p.entry]);
        }
      }
    }
  }
  // Nearest: per shape, its nearest piece (the first on a tie).
  for (const e of entries) {
    let best: Vec2 | undefined;
    let bestD = Infinity;
    for (const p of near.filter((q) => q.entry === e)) {
      const c = p.circle ? closestPointOnCircle(at, p.circle) : closestPointOnSegment(at, p.segment!).point;
      const d = (c.x - at.x) ** 2 + (c.y - at.y) ** 2;
      if (d < bestD) [best, bestD] = [c, d];
    }
    if (best) add('nearest', best, [e]);
  }
  // Intersections: pairs of pieces, the earlier-inserted shape (then the lower edge) first; not neighbours in one chain.
  const sorted = [...near].sort((a, b) => a.entry.order - b.entry.order || a.edge - b.edge);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      const [a, b] = [sorted[i]!, sorted[j]!];
      if (a.entry === b.entry) {
        const gap = b.edge - a.edge;
        if (a.entry.kind === 'rect' || gap <= 1 || (a.closedEdges > 0 && gap === a.closedEdges - 1)) continue;
      }
      const es = a.entry === b.entry ? [a.entry] : [a.entry, b.entry];
      if (a.segment && b.segment) {
        const x = intersectSegmentSegment(a.segment, b.segment);
        if (x.kind === 'point') add('intersection', x.point, es);
        if (x.kind === 'overlap') (add('intersection', x.start, es), add('intersection', x.end, es));
      } else if (a.circle && b.circle) {
        const x = intersectCircleCircle(a.circle, b.circle);
        if (x.kind === 'points') for (const p of x.points) add('intersection', p, es);
      } else {
        for (const p of intersectSegmentCircle((a.segment ?? b.segment)!, (a.circle ?? b.circle)!)) add('intersection', p.point, es);
      }
    }
  }
  // Merge: one target per kind and point, its shapes topmost first.
  const merged = new Map<string, Target>();
  for (const t of targets) {
    const key = `${t.kind}|${t.x}|${t.y}`;
    const m = merged.get(key);
    if (!m) merged.set(key, { ...t, entries: [...t.entries] });
    else for (const e of t.entries) if (!m.entries.includes(e)) m.entries.push(e);
  }
  const out = [...merged.values()];
  for (const t of out) t.entries.sort((a, b) => (above(a, b) ? -1 : 1));
  // Alignment: each axis to the nearest key point coordinate within the radius (the smaller on a tie).
  if (on('alignment')) {
    const refs: { p: Vec2; e?: Entry }[] = entries.flatMap((e) => keyPointsOf(e).map(([, p]) => ({ p, e })));
    if (from) refs.push({ p: from });
    const nearestValue = (values: number[], target: number) =>
      values.filter((v) => Math.abs(v - target) <= radius).sort((a, b) => Math.abs(a - target) - Math.abs(b - target) || a - b)[0];
    const ax = nearestValue(
      refs.map((r) => r.p.x),
      at.x,
    );
    const ay = nearestValue(
      refs.map((r) => r.p.y),
      at.y,
    );
    const guide = (axis: 'x' | 'y', x: number, y: number) => {
      const along = refs.filter((r) => (axis === 'x' ? r.p.x === x : r.p.y === y));
      along.sort((a, b) => {
        const da = axis === 'x' ? Math.abs(a.p.y - y) : Math.abs(a.p.x - x);
        const db = axis === 'x' ? Math.abs(b.p.y - y) : Math.abs(b.p.x - x);
        if (da !== db) return da - db;
        if (!a.e || !b.e) return a.e ? -1 : b.e ? 1 : 0;
        if (a.e !== b.e) return above(a.e, b.e) ? -1 : 1;
        return a.p.x - b.p.x || a.p.y - b.p.y;
      });
      return along[0]!;
    };
    const aligned = (x: number, y: number, axes: ('x' | 'y')[]) => {
      const g = axes.map((axis) => ({ axis, ref: guide(axis, x, y) }));
      out.push({
        kind: 'alignment',
        x,
        y,
        entries: g.flatMap((r) => (r.ref.e ? [r.ref.e] : [])),
        distance: dist(x, y),
        axes: axes.length,
        guides: g.map((r) => ({ axis: r.axis, from: r.ref.p })),
      });
    };
    if (ax !== undefined && ay !== undefined) aligned(ax, ay, ['x', 'y']);
    if (ax !== undefined) aligned(ax, at.y, ['x']);
    if (ay !== undefined) aligned(at.x, ay, ['y']);
  }
  if (on('grid')) {
    const s = options.grid!;
    const [gx, gy] = [Math.round(at.x / s) * s, Math.round(at.y / s) * s];
    const [okX, okY] = [Math.abs(gx - at.x) <= radius, Math.abs(gy - at.y) <= radius];
    const push = (x: number, y: number, axes: number) => out.push({ kind: 'grid', x, y, entries: [], distance: dist(x, y), axes, guides: [] });
    if (okX && okY) push(gx, gy, 2);
    if (okX) push(gx, at.y, 1);
    if (okY) push(at.x, gy, 1);
  }
  const tier = (k: SnapKind) => Math.max(0, SNAP_KINDS.indexOf(k) - 6);
  out.sort((a, b) => {
    if (tier(a.kind) !== tier(b.kind)) return tier(a.kind) - tier(b.kind);
    if (a.axes !== b.axes) return b.axes - a.axes;
    if (a.distance !== b.distance) return a.distance - b.distance;
    if (a.kind !== b.kind) return SNAP_KINDS.indexOf(a.kind) - SNAP_KINDS.indexOf(b.kind);
    const [ea, eb] = [a.entries[0], b.entries[0]];
    if (ea && eb && ea !== eb) return above(ea, eb) ? -1 : 1;
    return a.x - b.x || a.y - b.y;
  });
  return out.map((t) => ({
    kind: t.kind,
    point: { x: t.x, y: t.y },
    ids: t.entries.map((e) => e.id),
    distance: t.distance,
    guides: t.guides.map((g) => ({ axis: g.axis, from: g.from, to: { x: t.x, y: t.y } })),
  }));
}
