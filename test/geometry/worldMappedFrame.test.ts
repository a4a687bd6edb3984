import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWorld, pick, polygon, queryRect, snapCandidates, type World } from '../../src/geometry';
import { transformFrame, translationFrame, type FrameMap } from '../../src/geometry/transform/frameMap';
import { floatShapes, settleShapes, writeFrame, writeMappedFrame } from '../../src/geometry/world/world';
import type { WorldImpl } from '../../src/geometry/world/worldImpl';
import { frameShapes, snapshotOf } from '../../src/hooks/scene/groupMove';
import { v } from './builders';
import { expectSameWorldAnswers, mixedLevel as level } from './worldGrid';

/**
 * `writeMappedFrame` (how a selection gesture writes a move's or transform's
 * frame): each floating shape's numbers written from its start shape and the
 * frame's map, its object made only when asked for. The world after such
 * frames holds the same numbers, bit for bit, as after the same frames written
 * as objects (`writeFrame` of `frameShapes`), answers every query the same
 * before any object is made, and hands out the same objects afterwards.
 */

/** Every number a query reads, compared with `Object.is` (so +0 and −0 differ). */
function expectSameNumbers(a: World<string>, b: World<string>): void {
  const wa = a as unknown as WorldImpl;
  const wb = b as unknown as WorldImpl;
  for (let k = 0; k < 3; k++) expect([...wa.data[k]!].map(String)).toEqual([...wb.data[k]!].map(String));
  expect(wa.chains.map((c) => [...c].map((x) => (Object.is(x, -0) ? '-0' : String(x))))).toEqual(
    wb.chains.map((c) => [...c].map((x) => (Object.is(x, -0) ? '-0' : String(x)))),
  );
  expect([...wa.chainBox].map(String)).toEqual([...wb.chainBox].map(String));
}

// generic numbers (fast-check's doubles favour 0, ±π and the bounds, where rounding hides)
const generic = (max: number) => fc.integer({ min: -1_000_000, max: 1_000_000 }).map((k) => (k / 1_000_000) * max + 0);
const frameArb = fc.record({
  kind: fc.constantFrom('move', 'zero', 'aligned', 'turn', 'skew', 'identity', 'quarter'),
  dx: generic(300),
  dy: generic(300),
  angle: generic(Math.PI),
  sx: generic(2),
  sy: generic(2),
});

function frameOf(f: typeof frameArb extends fc.Arbitrary<infer T> ? T : never): FrameMap {
  const c = Math.cos(f.angle);
  const s = Math.sin(f.angle);
  switch (f.kind) {
    case 'move':
      return translationFrame(f.dx, f.dy);
    case 'zero':
      return translationFrame(0, 0);
    case 'aligned':
      return transformFrame({ a: f.sx, b: 0, c: 0, d: f.sy, e: f.dx, f: f.dy });
    case 'turn':
      return transformFrame({ a: c * f.sx, b: s * f.sx, c: -s * f.sx, d: c * f.sx, e: f.dx, f: f.dy });
    case 'skew':
      return transformFrame({ a: c * f.sx, b: s * f.sx, c: -s, d: c, e: f.dx, f: f.dy });
    case 'identity':
      return transformFrame({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 });
    default:
      return transformFrame({ a: 0, b: f.sx, c: -f.sy, d: 0, e: f.dx, f: f.dy });
  }
}

describe('writeMappedFrame (a frame written as numbers, its objects made when asked for)', () => {
  it('holds the numbers, answers and objects of the same frames written as objects (writeFrame of frameShapes), every kind and map', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 34 }), { minLength: 1, maxLength: 20 }),
        fc.array(frameArb, { minLength: 1, maxLength: 5 }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (picks, frames, px, py) => {
          const a = level();
          const b = level();
          const ids = picks.map((k) => `s${k}`);
          const before = snapshotOf(a, ids);
          floatShapes(a, ids);
          floatShapes(b, ids);
          for (const f of frames.map(frameOf)) {
            expect(writeMappedFrame(a, before, f)).toBe(ids.length);
            expect(writeFrame(b, frameShapes(before, f))).toBe(ids.length);
            expectSameNumbers(a, b);
            expectSameWorldAnswers(a, b, px, py);
          }
          settleShapes(a);
          settleShapes(b);
          expectSameNumbers(a, b);
          expectSameWorldAnswers(a, b, px, py);
        },
      ),
      { numRuns: 80 },
    );
  }, 60_000);

  it('makes no shape object for a frame until one is asked for, then the one asked for; the numbers are there at once', () => {
    const w = level();
    const ids = ['s2', 's5', 's6'];
    const before = snapshotOf(w, ids);
    floatShapes(w, ids);
    const start = w.lookup('s5')!.shape;
    writeMappedFrame(w, before, translationFrame(10, -4));
    const impl = w as unknown as WorldImpl;
    expect(impl.pending.size).toBe(3);
    const b0 = level().bounds('s5')!;
    expect(w.bounds('s5')).toEqual({ ...b0, x: b0.x + 10, y: b0.y - 4 });
    expect(impl.pending.size).toBe(3);
    const moved = w.lookup('s5')!.shape as { points: { x: number; y: number }[] };
    expect(impl.pending.size).toBe(2);
    expect(moved).not.toBe(start);
    expect(moved.points[0]).toEqual(
      v((start as { points: { x: number; y: number }[] }).points[0]!.x + 10, (start as { points: { x: number; y: number }[] }).points[0]!.y - 4),
    );
    expect(Object.isFrozen(moved) && Object.isFrozen(moved.points) && Object.isFrozen(moved.points[0])).toBe(true);
    // asked again: the same object
    expect(w.lookup('s5')!.shape).toBe(moved);
  });

  it('pick and queryRect inside a filled polygon or rotated rect make no object of it (its ring answers)', () => {
    const w = createWorld<string>({
      items: [
        { id: 'rock', kind: 'polygon', shape: polygon([v(0, 0), v(100, 0), v(100, 100), v(0, 100)]) },
        { id: 'box', kind: 'rotatedRect', shape: { center: v(300, 50), width: 80, height: 40, rotation: 0.5 } },
      ],
    });
    const ids = ['rock', 'box'];
    floatShapes(w, ids);
    writeMappedFrame(w, snapshotOf(w, ids), transformFrame({ a: 1.5, b: 0.2, c: -0.1, d: 1.25, e: 7, f: -3 }));
    const impl = w as unknown as WorldImpl;
    expect(impl.pending.size).toBe(2);
    // the centres (of their boxes: the images of the start shapes' centres), points and small boxes well inside
    // both, no edge within reach: only the inside test decides them
    const centre = (id: string) => {
      const r = w.bounds(id)!;
      return v(r.x + r.width / 2, r.y + r.height / 2);
    };
    for (const id of ids) {
      const c = centre(id);
      expect(pick(w, c, 1).map((h) => h.id)).toEqual([id]);
      expect(queryRect(w, { x: c.x - 2, y: c.y - 2, width: 4, height: 4 }).map((e) => e.id)).toEqual([id]);
    }
    expect(impl.pending.size).toBe(2);
  });

  it('settling and snapping make no object of a point, segment, circle or polyline (no centre to read)', () => {
    const w = level();
    const ids = w.ids();
    floatShapes(w, ids);
    writeMappedFrame(w, snapshotOf(w, ids), transformFrame({ a: 1.25, b: 0.5, c: -0.5, d: 1.25, e: 4, f: 9 }));
    settleShapes(w);
    for (let k = 0; k < 35; k++) snapCandidates(w, v(80 + (k % 6) * 150, 80 + Math.floor(k / 6) * 150), 200);
    const impl = w as unknown as WorldImpl;
    const kinds = new Map(
      level()
        .ids()
        .map((id) => [id, level().lookup(id)!.kind]),
    );
    const open = ids.filter((id) => ['point', 'segment', 'circle', 'polyline'].includes(kinds.get(id)!));
    expect(open.length).toBeGreaterThan(10);
    for (const id of open) expect(impl.pending.has(impl.idMap.get(id)!)).toBe(true);
  });

  it("an update, a delete or a frame of objects mid-gesture replaces a pending shape; a frame that overflows throws update's error", () => {
    const w = level();
    const ids = ['s1', 's2', 's3', 's6'];
    const before = snapshotOf(w, ids);
    floatShapes(w, ids);
    writeMappedFrame(w, before, transformFrame({ a: 2, b: 0, c: 0, d: 3, e: 1, f: 1 }));
    w.update('s1', { start: v(0, 0), end: v(5, 5) });
    w.delete('s2');
    expect(w.lookup('s1')!.shape).toEqual({ start: v(0, 0), end: v(5, 5) });
    expect(w.lookup('s2')).toBeUndefined();
    expect(w.bounds('s1')).toEqual({ x: 0, y: 0, width: 5, height: 5 });
    // the next frame writes the start shapes' images again (s2 is gone: skipped)
    expect(writeMappedFrame(w, before, translationFrame(1, 2))).toBe(3);
    expect(w.lookup('s1')!.shape).toEqual(frameShapes(before, translationFrame(1, 2))[0]!.shape);
    const last = w.lookup('s1');
    const lastBounds = w.bounds('s1');
    const version = w.version;
    expect(() => writeMappedFrame(w, before, transformFrame({ a: 1e308, b: 0, c: 0, d: 1e308, e: 0, f: 0 }))).toThrow(
      /^shape\.start\.x must be a finite number/,
    );
    // the shape that overflowed kept its last frame, numbers and object alike
    expect(w.lookup('s1')).toEqual(last);
    expect(w.bounds('s1')).toEqual(lastBounds);
    expect(w.version).toBe(version);
  });
});
