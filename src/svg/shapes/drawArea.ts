import { intersectSegmentRect, type Rect, type Segment, type Vec2 } from '../../geometry/index';
import type { SceneContextValue } from '../scene/sceneContext';
import type { SceneNumbers } from '../scene/number';

/**
 * The area a Scene draws long shapes into: a square centred on the visible
 * area, 4 × its larger side wide (800 nominal pixels either side of the
 * centre). A segment, rect or huge circle reaching beyond it is cut at its
 * edge, so that its far ends, which the browser rounds in single precision
 * (and Chromium clamps beyond 2^25), cannot shift the part that is visible;
 * the cut edges lie at least 600 nominal pixels off screen. `null` outside a
 * Scene (nothing is cut).
 *
 * @internal
 */
export function drawArea(scene: SceneContextValue | null): Rect | null {
  if (!scene) return null;
  const { x, y, width, height } = scene.viewBox;
  const half = 800 * scene.unit;
  return { x: x + width / 2 - half, y: y + height / 2 - half, width: 2 * half, height: 2 * half };
}

/** Is `(px, py)` in the closed `area`? @internal */
export const inArea = (px: number, py: number, area: Rect) => px >= area.x && px <= area.x + area.width && py >= area.y && py <= area.y + area.height;

/**
 * The part of `segment` to draw: the segment itself when both ends are in
 * `area` (or there is no area), the part inside `area` otherwise, `null` when
 * it misses `area`. @internal
 */
export function segmentToDraw(segment: Segment, area: Rect | null): Segment | null {
  if (!area) return segment;
  const { start, end } = segment;
  if (inArea(start.x, start.y, area) && inArea(end.x, end.y, area)) return segment;
  const clip = intersectSegmentRect(segment, area);
  return clip.kind === 'clip' ? { start: clip.entry.point, end: clip.exit.point } : null;
}

/**
 * The part of `rect` to draw: the rect itself when it lies in `area` (or
 * there is no area), its intersection with `area` otherwise (its cut edges are
 * then far outside the view), `null` when they do not meet. @internal
 */
export function rectToDraw(rect: Rect, area: Rect | null): Rect | null {
  if (!area) return rect;
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  if (inArea(rect.x, rect.y, area) && inArea(right, bottom, area)) return rect;
  const x0 = Math.max(rect.x, area.x);
  const y0 = Math.max(rect.y, area.y);
  const x1 = Math.min(right, area.x + area.width);
  const y1 = Math.min(bottom, area.y + area.height);
  if (x0 > x1 || y0 > y1) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** A circle reaching this many nominal pixels from the draw area's centre is drawn as a polygon. */
const BIG_CIRCLE_PIXELS = 2 ** 16;
/** Most a polygon side may bow away from the arc it stands for, in nominal pixels. */
const ARC_TOLERANCE_PIXELS = 0.01;

/** Sutherland–Hodgman: the part of a convex polygon with `side(p) >= 0`, cut where `cross` says. */
function cutPolygon(points: Vec2[], side: (p: Vec2) => number, at: (p: Vec2, q: Vec2, sp: number, sq: number) => Vec2): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as Vec2;
    const q = points[(i + 1) % points.length] as Vec2;
    const sp = side(p);
    const sq = side(q);
    if (sp >= 0) out.push(p);
    if (sp >= 0 !== sq >= 0) out.push(at(p, q, sp, sq));
  }
  return out;
}

/** The part of a convex polygon inside the square `[-half, half]²`. */
function clipToSquare(points: Vec2[], half: number): Vec2[] {
  let out = points;
  for (const axis of ['x', 'y'] as const) {
    for (const sign of [1, -1]) {
      if (out.length === 0) return out;
      out = cutPolygon(
        out,
        (p) => half - sign * p[axis],
        (p, q, sp, sq) => {
          const t = sp / (sp - sq);
          const cut = { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
          return { ...cut, [axis]: sign * half };
        },
      );
    }
  }
  return out;
}

/**
 * Whether a circle inside `scene` is drawn as a plain `<circle>`: the usual
 * case of {@link circleToDraw}, decided by the same arithmetic on the same
 * numbers (so the same answer), without allocating the draw area. `true`
 * outside a Scene.
 *
 * @internal
 */
export function drawsAsCircle(center: Vec2, radius: number, scene: SceneContextValue | null): boolean {
  if (!scene) return true;
  const { x, y, width, height } = scene.viewBox;
  // drawArea's numbers, then circleToDraw's, operation for operation (overflow included)
  const h = 800 * scene.unit;
  const half = (2 * h) / 2;
  const unit = half / 800;
  const bx = x + width / 2 - h + half;
  const by = y + height / 2 - h + half;
  return Math.max(Math.abs(center.x - bx), Math.abs(center.y - by)) + radius <= BIG_CIRCLE_PIXELS * unit;
}

/**
 * How to draw a circle inside a Scene: `'circle'` (as an SVG `<circle>`: the
 * usual case, and always outside a Scene), `null` (it misses the draw area:
 * nothing to draw), or, for a circle so large or so far that its `<circle>`
 * would carry numbers the browser cannot draw exactly (more than 2^16 nominal
 * pixels from the draw area's centre), the polygon, scene units, of the disk's
 * part inside the draw area: its arc with sides bowing less than 0.01 nominal
 * pixel from the circle, and the draw area's edges, which lie off screen.
 *
 * @internal
 */
export function circleToDraw(center: Vec2, radius: number, area: Rect | null): 'circle' | Vec2[] | null {
  if (!area) return 'circle';
  const half = area.width / 2;
  const unit = half / 800;
  const bx = area.x + half;
  const by = area.y + half;
  // everything relative to the draw area's centre
  const cx = center.x - bx;
  const cy = center.y - by;
  if (Math.max(Math.abs(cx), Math.abs(cy)) + radius <= BIG_CIRCLE_PIXELS * unit) return 'circle';
  const nearX = cx < -half ? -half : cx > half ? half : cx;
  const nearY = cy < -half ? -half : cy > half ? half : cy;
  if (Math.hypot(cx - nearX, cy - nearY) > radius) return null;
  const corner = { x: -half, y: -half };
  if (Math.hypot(Math.abs(cx) + half, Math.abs(cy) + half) <= radius) {
    // the whole draw area is inside the disk
    return [corner, { x: half, y: -half }, { x: half, y: half }, { x: -half, y: half }].map((p) => ({ x: p.x + bx, y: p.y + by }));
  }
  // The boundary crosses the draw area, which is tiny beside the circle: the
  // area lies within `span` of the direction `toward`, and between the radii
  // r − 2·reach and r + 2·reach.
  const reach = half * Math.SQRT2;
  const distance = Math.hypot(cx, cy);
  const toward = Math.atan2(-cy, -cx);
  const span = 2 * Math.asin(Math.min(1, reach / Math.max(distance, reach)));
  const step = Math.sqrt(8 * radius * ARC_TOLERANCE_PIXELS * unit);
  const sides = Math.min(1024, Math.max(8, Math.ceil((2 * span * radius) / step)));
  const depth = 4 * reach;
  const arc: Vec2[] = [];
  const inner: Vec2[] = [];
  for (let i = 0; i <= sides; i++) {
    const angle = toward - span + (2 * span * i) / sides;
    const ux = Math.cos(angle);
    const uy = Math.sin(angle);
    arc.push({ x: cx + radius * ux, y: cy + radius * uy });
    if (i === 0 || i === sides) inner.push({ x: cx + (radius - depth) * ux, y: cy + (radius - depth) * uy });
  }
  const polygon = clipToSquare([...arc, inner[1] as Vec2, inner[0] as Vec2], half);
  if (polygon.length < 3) return null;
  return polygon.map((p) => ({ x: p.x + bx, y: p.y + by }));
}

/** A closed polygon (scene units) as an SVG path `d`, written with `numbers`. @internal */
export function polygonPath(points: readonly Vec2[], numbers: SceneNumbers): string {
  return `${points.map((p, i) => `${i === 0 ? 'M' : 'L'}${numbers.x(p.x)} ${numbers.y(p.y)}`).join('')}Z`;
}
