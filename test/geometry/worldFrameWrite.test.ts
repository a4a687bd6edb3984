import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWorld, pick, transformShape, translateShape, type TransformableShape } from '../../src/geometry';
import { freezeNewShape } from '../../src/geometry/shapes/frozen';
import { floatShapes, settleShapes, writeFrame } from '../../src/geometry/world/world';
import { v } from './builders';
import { expectSameWorldAnswers, mixedLevel as level } from './worldGrid';

/**
 * `writeFrame` (how a selection gesture writes each frame): the world after a
 * frame written this way answers every query exactly as the same frame
 * written through the public `world.update`; a deeply frozen shape is stored
 * as it is, any other is copied (mutating the argument later changes
 * nothing); bad input throws `update`'s errors and never reaches the world.
 */

const frameArb = fc.record({
  picks: fc.uniqueArray(fc.integer({ min: 0, max: 34 }), { minLength: 1, maxLength: 20 }),
  kind: fc.constantFrom('move', 'map'),
  dx: fc.double({ min: -300, max: 300, noNaN: true }),
  dy: fc.double({ min: -300, max: 300, noNaN: true }),
  angle: fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
  sx: fc.double({ min: -2, max: 2, noNaN: true }),
  frozen: fc.boolean(),
});

describe('writeFrame (a gesture frame written in one pass)', () => {
  it('answers every query (lookup, pick, queryRect, castRay, snapCandidates) as the same frames written by world.update, floating or not', () => {
    fc.assert(
      fc.property(
        fc.array(frameArb, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (frames, float, px, py) => {
          const a = level();
          const b = level();
          for (const f of frames) {
            const ids = f.picks.map((k) => `s${k}`);
            if (float) floatShapes(a, ids);
            if (float) floatShapes(b, ids);
            const c = Math.cos(f.angle);
            const s = Math.sin(f.angle);
            const map = { a: c * f.sx, b: s * f.sx, c: -s, d: c, e: f.dx, f: f.dy };
            const shapes = ids.map((id) => {
              const e = a.lookup(id)!;
              const r =
                f.kind === 'move'
                  ? { kind: e.kind, shape: translateShape(e.kind, e.shape, f.dx, f.dy) }
                  : transformShape({ kind: e.kind, shape: e.shape } as TransformableShape, map);
              return { id, kind: r.kind, shape: f.frozen ? freezeNewShape(r.shape) : r.shape };
            });
            expect(writeFrame(a, shapes)).toBe(shapes.length);
            for (const sh of shapes) b.update(sh.id, sh.kind, sh.shape);
            expectSameWorldAnswers(a, b, px, py);
            if (float) settleShapes(a);
            if (float) settleShapes(b);
          }
          expectSameWorldAnswers(a, b, px, py);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('stores a deeply frozen shape as it is, copies any other; mutating the argument afterwards changes nothing', () => {
    const w = level();
    const frozen = freezeNewShape({ points: [v(1, 2), v(30, 2), v(30, 40)] });
    const open = {
      points: [
        { x: 5, y: 6 },
        { x: 50, y: 6 },
        { x: 50, y: 60 },
      ],
    };
    const halfFrozen = Object.freeze({ start: { x: 0, y: 0 }, end: Object.freeze({ x: 10, y: 0 }) });
    expect(
      writeFrame(w, [
        { id: 's5', kind: 'polygon', shape: frozen },
        { id: 's11', kind: 'polygon', shape: open },
        { id: 's1', kind: 'segment', shape: halfFrozen },
        { id: 'gone', kind: 'point', shape: v(0, 0) },
      ]),
    ).toBe(3);
    expect(w.lookup('s5')!.shape).toBe(frozen);
    expect(w.lookup('s11')!.shape).not.toBe(open);
    expect(w.lookup('s1')!.shape).not.toBe(halfFrozen);
    open.points[0]!.x = 999;
    open.points.push({ x: 7, y: 7 });
    (halfFrozen.start as { x: number }).x = 999;
    expect(w.lookup('s11')!.shape).toEqual({ points: [v(5, 6), v(50, 6), v(50, 60)] });
    expect(w.lookup('s1')!.shape).toEqual({ start: v(0, 0), end: v(10, 0) });
    expect(Object.isFrozen(w.lookup('s11')!.shape) && Object.isFrozen((w.lookup('s1')!.shape as { start: object }).start)).toBe(true);
    expect(pick(w, v(999, 0), 1)).toEqual([]);
  });

  it("bad input throws world.update's errors, and no NaN or Infinity reaches the world (a move that overflows)", () => {
    const bad = [
      { kind: 'point', shape: v(0, Number.NaN) },
      { kind: 'circle', shape: { center: v(0, 0), radius: -1 } },
      { kind: 'segment', shape: { start: v(0, 0), end: v(Infinity, 0) } },
      { kind: 'rect', shape: { x: 0, y: 0, width: 1, height: Infinity } },
      { kind: 'rotatedRect', shape: { center: v(0, 0), width: 1, height: 1, rotation: Number.NaN } },
      { kind: 'polygon', shape: { points: [v(0, 0), v(1, 1)] } },
      { kind: 'nope', shape: v(0, 0) },
    ] as const;
    for (const b of bad) {
      const a = level();
      const ref = level();
      let expected: unknown;
      try {
        ref.update('s3', b.kind as never, b.shape as never);
      } catch (e) {
        expected = e;
      }
      expect(expected).toBeInstanceOf(Error);
      expect(() => writeFrame(a, [{ id: 's3', kind: b.kind as never, shape: b.shape as never }])).toThrow(expected as Error);
      expect(a.lookup('s3')).toEqual(level().lookup('s3'));
      expect(a.version).toBe(0);
    }
    // a world keeps coordinates within ±1e150, so a finite move cannot overflow; a huge scale can (radius × 1e307)
    const w = createWorld<string>({ items: [{ id: 'c', kind: 'circle', shape: { center: v(10, 10), radius: 100 } }] });
    const before = w.lookup('c')!;
    const scaled = transformShape({ kind: 'circle', shape: before.shape } as TransformableShape, { a: 1e307, b: 0, c: 0, d: 1e307, e: 0, f: 0 });
    expect(scaled.shape).toMatchObject({ radius: Infinity });
    expect(() => writeFrame(w, [{ id: 'c', kind: scaled.kind, shape: freezeNewShape(scaled.shape) }])).toThrow(
      new RangeError('shape.radius must be a finite number >= 0, got Infinity'),
    );
    expect(w.lookup('c')).toEqual(before);
    expect(w.version).toBe(0);
  });
});
