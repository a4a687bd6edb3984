// The correctness checks of the editing rows (editing.mjs, run in editing.tsx's
// page): after a measured gesture, every shape of the world against an answer
// computed here in plain arithmetic from the snapshot taken before it and the
// pointer's press and release — so a bench row cannot pass by doing nothing.
//
// - move: every selected shape is its snapshot translated by the gesture's
//   offset, and that offset is the pointer's (release − press, scene units)
//   within the snap radius (the page snaps with objectSnap), and not zero;
// - resize (the bottom-right corner, no modifier): every selected shape is its
//   snapshot through the scaling that keeps the box's top-left corner fixed and
//   takes the bottom-right one by the pointer's offset (sx = (W + dx) / W,
//   sy = (H + dy) / H), circles' radii × √(sx·sy), rects' sides × sx, sy; the
//   page snaps a resize (the dragged corner goes to a key point or the grid),
//   so when the gesture reports a snap target the corner goes there instead
//   (d = target − corner), and that target must lie within the snap radius of
//   where the pointer's offset takes the corner;
// - rotate: every selected shape is its snapshot turned about the box's centre
//   by the angle the pointer swept about it (no Shift: no snapping); rects
//   become rotated rects, every rotated rect's angle grows by that angle;
// - all: the other shapes are the very objects they were; exactly one
//   gesture ended, not cancelled, of the right type; the world's index finds
//   every edited shape at a point of its new outline (`queryRect`).
import { queryRect, type ObstacleKind, type ObstacleShapes, type RotatedRect, type Vec2, type World, type WorldId } from 'hitkit';

/** Every shape by id, as a snapshot. */
export type Snapshot = Map<WorldId, { kind: ObstacleKind; shape: ObstacleShapes[ObstacleKind] }>;

/** What a gesture should have done. */
export interface Expected {
  readonly type: 'move' | 'resize' | 'rotate';
  /** The press and the release, scene units. */
  readonly from: Vec2;
  readonly to: Vec2;
  /** The transform box before the press. */
  readonly box: RotatedRect;
  /** The selected ids (the shapes the gesture edits). */
  readonly ids: readonly WorldId[];
  /** The gesture ends the page saw. */
  readonly ends: readonly { type: string; cancelled: boolean; offset: Vec2; snap: Vec2 | null }[];
  /** Object snapping's reach, scene units. */
  readonly snapRadius: number;
}

/** Absolute tolerance, scene units: 1e-9 of the world's 4,000 units. */
const TOL = 4e-6;

type Map2 = (p: Vec2) => Vec2;

/** The points that pin a shape down under the map: vertices, ends, centres. */
function pins(kind: ObstacleKind, shape: ObstacleShapes[ObstacleKind]): readonly Vec2[] {
  switch (kind) {
    case 'point':
      return [shape as Vec2];
    case 'segment': {
      const s = shape as ObstacleShapes['segment'];
      return [s.start, s.end];
    }
    case 'circle':
      return [(shape as ObstacleShapes['circle']).center];
    case 'rect': {
      const r = shape as ObstacleShapes['rect'];
      return [{ x: r.x + r.width / 2, y: r.y + r.height / 2 }];
    }
    case 'rotatedRect':
      return [(shape as RotatedRect).center];
    default:
      return (shape as ObstacleShapes['polygon']).points;
  }
}

/** A point on the shape's outline (for the index check). */
function onOutline(kind: ObstacleKind, shape: ObstacleShapes[ObstacleKind]): Vec2 {
  switch (kind) {
    case 'circle': {
      const c = shape as ObstacleShapes['circle'];
      return { x: c.center.x + c.radius, y: c.center.y };
    }
    case 'rect':
      return shape as ObstacleShapes['rect'];
    case 'rotatedRect': {
      const r = shape as RotatedRect;
      const cos = Math.cos(r.rotation);
      const sin = Math.sin(r.rotation);
      return { x: r.center.x + (cos * r.width) / 2 - (sin * r.height) / 2, y: r.center.y + (sin * r.width) / 2 + (cos * r.height) / 2 };
    }
    default:
      return pins(kind, shape)[0]!;
  }
}

/** The map the gesture should have applied, and its scale (for radii and sides), or a failure. */
function expectedMap(e: Expected): { map: Map2; sx: number; sy: number; angle: number } | string {
  const d = { x: e.to.x - e.from.x, y: e.to.y - e.from.y };
  if (e.type === 'move') {
    const o = e.ends[0]!.offset;
    const off = Math.hypot(o.x - d.x, o.y - d.y);
    if (!(off <= e.snapRadius * (1 + 1e-9)))
      return `move offset (${o.x}, ${o.y}) is ${off.toFixed(3)} from the pointer's (${d.x}, ${d.y}): more than the snap radius`;
    if (o.x === 0 && o.y === 0) return 'move offset is zero';
    return { map: (p) => ({ x: p.x + o.x, y: p.y + o.y }), sx: 1, sy: 1, angle: 0 };
  }
  const { center: c, width: w, height: h } = e.box;
  if (e.type === 'resize') {
    if (e.box.rotation !== 0) return 'resize check expects an axis-aligned box';
    const tl = { x: c.x - w / 2, y: c.y - h / 2 };
    const snap = e.ends[0]!.snap;
    if (snap !== null) {
      // the corner the pointer's offset takes it to, and the snap target it went to instead
      const corner = { x: c.x + w / 2, y: c.y + h / 2 };
      const off = Math.hypot(snap.x - corner.x - d.x, snap.y - corner.y - d.y);
      if (!(off <= e.snapRadius * (1 + 1e-9))) return `resize snapped the corner ${off.toFixed(3)} from the pointer's: more than the snap radius`;
      d.x = snap.x - corner.x;
      d.y = snap.y - corner.y;
    }
    const sx = (w + d.x) / w;
    const sy = (h + d.y) / h;
    return { map: (p) => ({ x: tl.x + (p.x - tl.x) * sx, y: tl.y + (p.y - tl.y) * sy }), sx, sy, angle: 0 };
  }
  const angle = Math.atan2(e.to.y - c.y, e.to.x - c.x) - Math.atan2(e.from.y - c.y, e.from.x - c.x);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const map: Map2 = (p) => ({ x: c.x + cos * (p.x - c.x) - sin * (p.y - c.y), y: c.y + sin * (p.x - c.x) + cos * (p.y - c.y) });
  return { map, sx: 1, sy: 1, angle };
}

/** Angles equal modulo a half turn (a rotated rect is the same turned by π). */
const sameAngle = (a: number, b: number) => {
  const r = (((a - b) % Math.PI) + Math.PI) % Math.PI;
  return Math.min(r, Math.PI - r) <= 1e-9;
};

/** The size checks of one shape (radius, sides, angle) under the expected map. */
function sizeFailure(
  was: { kind: ObstacleKind; shape: ObstacleShapes[ObstacleKind] },
  now: { kind: ObstacleKind; shape: ObstacleShapes[ObstacleKind] },
  m: { sx: number; sy: number; angle: number },
): string | null {
  const near = (a: number, b: number) => Math.abs(a - b) <= TOL;
  if (was.kind === 'circle') {
    const r = (was.shape as ObstacleShapes['circle']).radius * Math.sqrt(Math.abs(m.sx * m.sy));
    return near((now.shape as ObstacleShapes['circle']).radius, r) ? null : 'radius';
  }
  if (was.kind === 'rect' && now.kind === 'rect') {
    const a = was.shape as ObstacleShapes['rect'];
    const b = now.shape as ObstacleShapes['rect'];
    return near(b.width, a.width * Math.abs(m.sx)) && near(b.height, a.height * Math.abs(m.sy)) ? null : 'sides';
  }
  if (now.kind === 'rotatedRect' && m.sx === 1 && m.sy === 1) {
    const a = was.kind === 'rect' ? { ...(was.shape as ObstacleShapes['rect']), rotation: 0 } : (was.shape as RotatedRect);
    const b = now.shape as RotatedRect;
    const sides = (near(a.width, b.width) && near(a.height, b.height)) || (near(a.width, b.height) && near(a.height, b.width));
    const turned = sameAngle(b.rotation, a.rotation + m.angle) || sameAngle(b.rotation, a.rotation + m.angle + Math.PI / 2);
    return sides && turned ? null : 'sides or angle';
  }
  return null;
}

/** The failures of one edited shape (empty: it is where it should be, and the index finds it there). */
function shapeFailures(
  world: World,
  id: WorldId,
  was: Snapshot extends Map<WorldId, infer S> ? S : never,
  m: ReturnType<typeof expectedMap> & object,
): string[] {
  const entry = world.lookup(id);
  if (!entry) return [`${String(id)} is gone`];
  const kindNow = was.kind === 'rect' && m.angle !== 0 ? 'rotatedRect' : was.kind;
  if (entry.kind !== kindNow) return [`${String(id)} is a ${entry.kind}, expected a ${kindNow}`];
  const a = pins(was.kind, was.shape).map(m.map);
  const b = pins(entry.kind, entry.shape);
  if (a.length !== b.length) return [`${String(id)} has ${b.length} points, expected ${a.length}`];
  let err = 0;
  for (let i = 0; i < a.length; i++) err = Math.max(err, Math.abs(a[i]!.x - b[i]!.x), Math.abs(a[i]!.y - b[i]!.y));
  const out: string[] = [];
  if (!(err <= TOL)) out.push(`${String(id)} (${was.kind}) is ${err.toExponential(2)} units from where it should be`);
  const size = sizeFailure(was, entry, m);
  if (size) out.push(`${String(id)} (${was.kind}): ${size} wrong`);
  const p = onOutline(entry.kind, entry.shape);
  const found = queryRect(world, { x: p.x - 1e-3, y: p.y - 1e-3, width: 2e-3, height: 2e-3 }, 'intersects').some((q) => q.id === id);
  if (!found) out.push(`${String(id)}: queryRect does not find it at its new outline`);
  return out;
}

/** Every check of one gesture (see the top of this file); the failures, at most a few of each. */
export function checkEdit(world: World, start: Snapshot, e: Expected): string[] {
  const failures: string[] = [];
  if (e.ends.length !== 1 || e.ends[0]!.cancelled || e.ends[0]!.type !== e.type)
    return [`expected one ${e.type} gesture ended, not cancelled; saw ${JSON.stringify(e.ends.map((x) => [x.type, x.cancelled]))}`];
  const m = expectedMap(e);
  if (typeof m === 'string') return [m];
  const edited = new Set(e.ids);
  for (const id of e.ids) failures.push(...shapeFailures(world, id, start.get(id)!, m));
  let others = 0;
  for (const [id, s] of start) if (!edited.has(id) && world.lookup(id)?.shape !== s.shape) others++;
  if (others > 0) failures.push(`${others} shapes outside the selection changed`);
  if (world.ids().length !== start.size) failures.push(`the world holds ${world.ids().length} shapes, expected ${start.size}`);
  return failures.length > 6 ? [...failures.slice(0, 6), `… and ${failures.length - 6} more`] : failures;
}
