import Flatten from '@flatten-js/core';
import { lidarScan, type LidarScan } from '../../src/geometry/lidar/lidar';
import { ray, raycastCircle, raycastSegment } from '../../src/geometry/ray/raycast';
import { createWorld } from '../../src/geometry/world/world';
import { check2d } from '../check2d';
import type { LidarWorld } from './worlds';

/**
 * The lidar benchmark's implementations. Each scans one pose of a world into a
 * `Float64Array` of one number per ray: the distance to the nearest hit, or
 * `Infinity` when nothing is hit within the range. The slow ones (brute
 * force and the peers) take a `stride`: cast only every `stride`-th ray and
 * leave the others untouched; the bench times them so in the big world
 * (`timingStride`) and scales to whole scans.
 *
 * - hitkit `lidarScan`, its `out` scan reused (the documented hot loop);
 * - brute force: every ray against every obstacle with hitkit's scalar
 *   `raycastSegment` / `raycastCircle` (shrinking `maxDistance` to the best so far);
 * - a hand-written uniform grid (Amanatides & Woo) over `Float64Array`s: the
 *   practical limit of a float implementation without a library;
 * - check2d (`System.raycast` over `Line` and `Circle` bodies, its own BVH);
 * - @flatten-js/core (`PlanarSet.search` by the ray's box, its interval tree,
 *   then `Segment.intersect` with each candidate).
 */

export type Role = 'hitkit' | 'brute' | 'grid' | 'peer';

export interface LidarImpl {
  readonly name: string;
  readonly role: Role;
  /** Timed on every `timingStride`-th ray only (1: all). */
  readonly timingStride: number;
  /** Scans `pose` into `out`: every `stride`-th ray (hitkit and the hand grid always cast them all). */
  scan(pose: number, out: Float64Array, stride: number): void;
}

/** hitkit: `createWorld` once, then `lidarScan(world, sensor, out)` with one `out` for every scan. */
export function hitkitImpl(w: LidarWorld): LidarImpl {
  const world = createWorld({ segments: w.segments, circles: w.circles });
  const scan: LidarScan = lidarScan(world, w.sensors[0]!);
  return {
    name: 'hitkit lidarScan (out reused)',
    role: 'hitkit',
    timingStride: 1,
    scan(pose, out) {
      lidarScan(world, w.sensors[pose]!, scan);
      const ranges = scan.ranges;
      const kinds = scan.hitKinds;
      for (let i = 0; i < ranges.length; i++) out[i] = kinds[i]! < 0 ? Infinity : ranges[i]!;
    },
  };
}

/** Brute force with hitkit's scalar ray casts: every ray against every obstacle. */
export function bruteImpl(w: LidarWorld, timingStride = 1): LidarImpl {
  const { segments, circles } = w;
  const range = w.spec.range;
  return {
    name: 'brute force, hitkit raycastSegment/Circle',
    role: 'brute',
    timingStride,
    scan(pose, out, stride) {
      const origin = w.sensors[pose]!.origin;
      const { start, step } = w.fans[pose]!;
      for (let i = 0; i < out.length; i += stride) {
        const angle = start + i * step;
        const r = ray(origin, { x: Math.cos(angle), y: Math.sin(angle) });
        let best = range;
        let found = false;
        for (let k = 0; k < segments.length; k++) {
          const hit = raycastSegment(r, segments[k]!, best);
          if (hit !== null && (!found || hit.distance < best)) {
            best = hit.distance;
            found = true;
          }
        }
        for (let k = 0; k < circles.length; k++) {
          const hit = raycastCircle(r, circles[k]!, best);
          if (hit !== null && (!found || hit.distance < best)) {
            best = hit.distance;
            found = true;
          }
        }
        out[i] = found ? best : Infinity;
      }
    },
  };
}

/**
 * A uniform grid, written by hand as a user who knows the technique would:
 * obstacles in `Float64Array`s, each cell's obstacle ids packed in one
 * `Int32Array` (CSR: `cellStart[c] … cellStart[c + 1]`), an obstacle entered in
 * every cell its boundary passes through (a wall clipped to the cell, a
 * circle's circumference; cells padded by a hair); rays walked cell by
 * cell (Amanatides & Woo), a stamp per obstacle so that one met again in the
 * next cell is not tested twice, and an early exit once the best hit is no
 * farther than the next cell boundary. Float ray–segment (two cross products)
 * and ray–circle (the stable quadratic) tests; a ray starting inside a circle
 * meets its exit point, as hitkit's does.
 */
export function handGridImpl(w: LidarWorld, cellSize?: number): LidarImpl {
  const S = w.packedSegments;
  const C = w.packedCircles;
  const nSeg = S.length / 4;
  const nCirc = C.length / 3;
  const n = nSeg + nCirc;
  // Bounds of everything.
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let extent = 0;
  const box = new Float64Array(4 * n);
  for (let k = 0; k < n; k++) {
    let x0: number, y0: number, x1: number, y1: number;
    if (k < nSeg) {
      const a = S[4 * k]!,
        b = S[4 * k + 1]!,
        c = S[4 * k + 2]!,
        d = S[4 * k + 3]!;
      x0 = a < c ? a : c;
      x1 = a < c ? c : a;
      y0 = b < d ? b : d;
      y1 = b < d ? d : b;
    } else {
      const j = 3 * (k - nSeg);
      const r = C[j + 2]!;
      x0 = C[j]! - r;
      x1 = C[j]! + r;
      y0 = C[j + 1]! - r;
      y1 = C[j + 1]! + r;
    }
    box[4 * k] = x0;
    box[4 * k + 1] = y0;
    box[4 * k + 2] = x1;
    box[4 * k + 3] = y1;
    if (x0 < minX) minX = x0;
    if (y0 < minY) minY = y0;
    if (x1 > maxX) maxX = x1;
    if (y1 > maxY) maxY = y1;
    // (the frame's walls are not "typical obstacles": leave them out of the size estimate)
    if (x1 - x0 < 0.5 * w.spec.size && y1 - y0 < 0.5 * w.spec.size) extent += Math.max(x1 - x0, y1 - y0);
  }
  // Default cell: about twice the typical obstacle's extent (tuned on these worlds).
  const cell = cellSize ?? (2 * extent) / n;
  const inv = 1 / cell;
  const nx = Math.max(1, Math.ceil((maxX - minX) * inv));
  const ny = Math.max(1, Math.ceil((maxY - minY) * inv));
  const pad = cell * 1e-9;
  const cellStart = new Int32Array(nx * ny + 1);
  const cellRange = (k: number, out: Int32Array) => {
    out[0] = Math.max(0, Math.min(nx - 1, Math.floor((box[4 * k]! - pad - minX) * inv)));
    out[1] = Math.max(0, Math.min(ny - 1, Math.floor((box[4 * k + 1]! - pad - minY) * inv)));
    out[2] = Math.max(0, Math.min(nx - 1, Math.floor((box[4 * k + 2]! + pad - minX) * inv)));
    out[3] = Math.max(0, Math.min(ny - 1, Math.floor((box[4 * k + 3]! + pad - minY) * inv)));
  };
  /** Whether obstacle k's boundary passes through cell (i, j), padded: a wall clipped to the cell's box, a circle's circumference. */
  const touches = (k: number, i: number, j: number): boolean => {
    const x0 = minX + i * cell - pad;
    const y0 = minY + j * cell - pad;
    const x1 = minX + (i + 1) * cell + pad;
    const y1 = minY + (j + 1) * cell + pad;
    if (k >= nSeg) {
      const o = 3 * (k - nSeg);
      const cx = C[o]!;
      const cy = C[o + 1]!;
      const r = C[o + 2]!;
      const nearX = cx < x0 ? x0 - cx : cx > x1 ? cx - x1 : 0;
      const nearY = cy < y0 ? y0 - cy : cy > y1 ? cy - y1 : 0;
      const farX = Math.max(Math.abs(cx - x0), Math.abs(cx - x1));
      const farY = Math.max(Math.abs(cy - y0), Math.abs(cy - y1));
      return nearX * nearX + nearY * nearY <= (r + pad) * (r + pad) && farX * farX + farY * farY >= (r - pad) * (r - pad);
    }
    // Liang–Barsky: the segment's parameter interval inside the box.
    const o = 4 * k;
    const ax = S[o]!;
    const ay = S[o + 1]!;
    const ex = S[o + 2]! - ax;
    const ey = S[o + 3]! - ay;
    let lo = 0;
    let hi = 1;
    if (ex !== 0) {
      const a = (x0 - ax) / ex;
      const b = (x1 - ax) / ex;
      lo = Math.max(lo, Math.min(a, b));
      hi = Math.min(hi, Math.max(a, b));
    } else if (ax < x0 || ax > x1) return false;
    if (ey !== 0) {
      const a = (y0 - ay) / ey;
      const b = (y1 - ay) / ey;
      lo = Math.max(lo, Math.min(a, b));
      hi = Math.min(hi, Math.max(a, b));
    } else if (ay < y0 || ay > y1) return false;
    return lo <= hi;
  };
  const rng = new Int32Array(4);
  for (let k = 0; k < n; k++) {
    cellRange(k, rng);
    for (let j = rng[1]!; j <= rng[3]!; j++) for (let i = rng[0]!; i <= rng[2]!; i++) if (touches(k, i, j)) cellStart[j * nx + i + 1]!++;
  }
  for (let c = 0; c < nx * ny; c++) cellStart[c + 1]! += cellStart[c]!;
  const items = new Int32Array(cellStart[nx * ny]!);
  const fill = cellStart.slice(0, nx * ny);
  for (let k = 0; k < n; k++) {
    cellRange(k, rng);
    for (let j = rng[1]!; j <= rng[3]!; j++) for (let i = rng[0]!; i <= rng[2]!; i++) if (touches(k, i, j)) items[fill[j * nx + i]!++] = k;
  }
  const stamps = new Int32Array(n);
  let stamp = 0;

  /** Nearest hit distance along the unit direction (dx, dy) within maxT; Infinity if none. */
  function cast(ox: number, oy: number, dx: number, dy: number, maxT: number): number {
    // Clip the ray to the grid's box.
    let t0 = 0;
    let t1 = maxT;
    if (dx !== 0) {
      const a = (minX - ox) / dx;
      const b = (maxX - ox) / dx;
      t0 = Math.max(t0, a < b ? a : b);
      t1 = Math.min(t1, a < b ? b : a);
    } else if (ox < minX || ox > maxX) return Infinity;
    if (dy !== 0) {
      const a = (minY - oy) / dy;
      const b = (maxY - oy) / dy;
      t0 = Math.max(t0, a < b ? a : b);
      t1 = Math.min(t1, a < b ? b : a);
    } else if (oy < minY || oy > maxY) return Infinity;
    if (t0 > t1) return Infinity;
    let ix = Math.floor((ox + dx * t0 - minX) * inv);
    let iy = Math.floor((oy + dy * t0 - minY) * inv);
    ix = ix < 0 ? 0 : ix >= nx ? nx - 1 : ix;
    iy = iy < 0 ? 0 : iy >= ny ? ny - 1 : iy;
    const stepX = dx > 0 ? 1 : dx < 0 ? -1 : 0;
    const stepY = dy > 0 ? 1 : dy < 0 ? -1 : 0;
    const tDeltaX = dx !== 0 ? cell / Math.abs(dx) : Infinity;
    const tDeltaY = dy !== 0 ? cell / Math.abs(dy) : Infinity;
    let tMaxX = dx > 0 ? (minX + (ix + 1) * cell - ox) / dx : dx < 0 ? (minX + ix * cell - ox) / dx : Infinity;
    let tMaxY = dy > 0 ? (minY + (iy + 1) * cell - oy) / dy : dy < 0 ? (minY + iy * cell - oy) / dy : Infinity;
    if (++stamp === 0x7fffffff) {
      stamps.fill(0);
      stamp = 1;
    }
    const s = stamp;
    let best = Infinity;
    for (;;) {
      const c = iy * nx + ix;
      const end = cellStart[c + 1]!;
      for (let q = cellStart[c]!; q < end; q++) {
        const k = items[q]!;
        if (stamps[k] === s) continue;
        stamps[k] = s;
        if (k < nSeg) {
          const o = 4 * k;
          const ax = S[o]!;
          const ay = S[o + 1]!;
          const ex = S[o + 2]! - ax;
          const ey = S[o + 3]! - ay;
          const wx = ax - ox;
          const wy = ay - oy;
          const den = dx * ey - dy * ex;
          // o + t·d = a + u·e: t = cross(w, e) / cross(d, e), u = cross(w, d) / cross(d, e),
          // signs checked before dividing (most candidates miss).
          const nt = wx * ey - wy * ex;
          const nu = wx * dy - wy * dx;
          if (den > 0) {
            if (nt >= 0 && nu >= 0 && nu <= den) {
              const t = nt / den;
              if (t < best && t <= maxT) best = t;
            }
          } else if (den < 0) {
            if (nt <= 0 && nu <= 0 && nu >= den) {
              const t = nt / den;
              if (t < best && t <= maxT) best = t;
            }
          } else if (nu === 0) {
            // Collinear: the nearest point of the segment ahead (0 if the origin is on it).
            const ta = wx * dx + wy * dy;
            const tb = ta + ex * dx + ey * dy;
            if (ta >= 0 || tb >= 0) {
              const t = ta <= 0 || tb <= 0 ? 0 : ta < tb ? ta : tb;
              if (t < best && t <= maxT) best = t;
            }
          }
        } else {
          const o = 3 * (k - nSeg);
          const fx = ox - C[o]!;
          const fy = oy - C[o + 1]!;
          const r = C[o + 2]!;
          const b = fx * dx + fy * dy;
          const cc = fx * fx + fy * fy - r * r;
          if (cc > 0) {
            if (b >= 0) continue;
            const disc = b * b - cc;
            if (disc < 0) continue;
            const t = cc / (Math.sqrt(disc) - b); // the entry, −b − √disc without cancellation
            if (t < best && t <= maxT) best = t;
          } else {
            const t = Math.sqrt(b * b - cc) - b; // inside: the exit
            if (t < best && t <= maxT) best = t;
          }
        }
      }
      // Next cell, unless the best hit is no farther than this cell's far boundary.
      if (tMaxX < tMaxY) {
        if (best <= tMaxX || tMaxX > t1) break;
        ix += stepX;
        if (ix < 0 || ix >= nx) break;
        tMaxX += tDeltaX;
      } else {
        if (best <= tMaxY || tMaxY > t1) break;
        iy += stepY;
        if (iy < 0 || iy >= ny) break;
        tMaxY += tDeltaY;
      }
    }
    return best;
  }

  const range = w.spec.range;
  return {
    name: `hand-written uniform grid (cell ${cell.toFixed(1)})`,
    role: 'grid',
    timingStride: 1,
    scan(pose, out) {
      const { x: ox, y: oy } = w.sensors[pose]!.origin;
      const { start, step } = w.fans[pose]!;
      for (let i = 0; i < out.length; i++) {
        const angle = start + i * step;
        out[i] = cast(ox, oy, Math.cos(angle), Math.sin(angle), range);
      }
    },
  };
}

/** check2d: `Line` and `Circle` bodies in a `System`; `system.raycast(start, end)` per ray. */
export function check2dImpl(w: LidarWorld, timingStride = 1): LidarImpl {
  const system = new check2d.System();
  for (const s of w.segments) {
    // (check2d refuses a zero-length line; these worlds have none)
    system.insert(new check2d.Line({ x: s.start.x, y: s.start.y }, { x: s.end.x, y: s.end.y }));
  }
  for (const c of w.circles) system.insert(new check2d.Circle({ x: c.center.x, y: c.center.y }, c.radius));
  const range = w.spec.range;
  return {
    name: 'check2d System.raycast',
    role: 'peer',
    timingStride,
    scan(pose, out, stride) {
      const { x: ox, y: oy } = w.sensors[pose]!.origin;
      const { start, step } = w.fans[pose]!;
      const from = { x: ox, y: oy };
      for (let i = 0; i < out.length; i += stride) {
        const angle = start + i * step;
        const hit = system.raycast(from, { x: ox + Math.cos(angle) * range, y: oy + Math.sin(angle) * range });
        out[i] = hit === undefined ? Infinity : Math.hypot(hit.point.x - ox, hit.point.y - oy);
      }
    },
  };
}

/** @flatten-js/core: a `PlanarSet` of `Segment`s and `Circle`s; per ray, `search(rayBox)` then `Segment.intersect`. */
export function flattenImpl(w: LidarWorld, timingStride = 1): LidarImpl {
  const set = new Flatten.PlanarSet();
  for (const s of w.segments) set.add(new Flatten.Segment(new Flatten.Point(s.start.x, s.start.y), new Flatten.Point(s.end.x, s.end.y)));
  for (const c of w.circles) set.add(new Flatten.Circle(new Flatten.Point(c.center.x, c.center.y), c.radius));
  const range = w.spec.range;
  return {
    name: 'flatten-js PlanarSet.search + intersect',
    role: 'peer',
    timingStride,
    scan(pose, out, stride) {
      const { x: ox, y: oy } = w.sensors[pose]!.origin;
      const { start, step } = w.fans[pose]!;
      const origin = new Flatten.Point(ox, oy);
      for (let i = 0; i < out.length; i += stride) {
        const angle = start + i * step;
        const seg = new Flatten.Segment(origin, new Flatten.Point(ox + Math.cos(angle) * range, oy + Math.sin(angle) * range));
        let best = Infinity;
        for (const shape of set.search(seg.box)) {
          for (const p of seg.intersect(shape)) {
            const d = Math.hypot(p.x - ox, p.y - oy);
            if (d < best) best = d;
          }
        }
        out[i] = best;
      }
    },
  };
}

/** Same nearest distance within 1e-9 relative, or both none. */
export function sameDistance(a: number, b: number): boolean {
  if (a === Infinity || b === Infinity) return a === b;
  return Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
}

export interface Agreement {
  agree: number;
  disagree: number;
  /** The first disagreement: pose, ray, hitkit's distance, the other's. */
  first?: { pose: number; ray: number; hitkit: number; other: number };
}

/** Every ray of every pose of `w`, scanned by `impl`: hitkit's make the reference that `agreement` takes. */
export function scanPoses(impl: LidarImpl, w: LidarWorld): Float64Array[] {
  return w.sensors.map((_, pose) => {
    const out = new Float64Array(w.spec.rayCount);
    impl.scan(pose, out, 1);
    return out;
  });
}

/** Counts the rays (every `stride`-th) where `impl` agrees with hitkit's answers `reference[pose]`. */
export function agreement(impl: LidarImpl, reference: readonly Float64Array[], rayCount: number, stride = 1): Agreement {
  const result: Agreement = { agree: 0, disagree: 0 };
  const out = new Float64Array(rayCount).fill(NaN);
  for (let pose = 0; pose < reference.length; pose++) {
    impl.scan(pose, out, stride);
    const ref = reference[pose]!;
    for (let i = 0; i < rayCount; i += stride) {
      if (sameDistance(ref[i]!, out[i]!)) result.agree++;
      else {
        result.disagree++;
        result.first ??= { pose, ray: i, hitkit: ref[i]!, other: out[i]! };
      }
    }
  }
  return result;
}
