import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { affineRotate, affineScale, affineTranslate, applyAffine, transformShape, type Affine, type ObstacleKind, type WorldEntry } from '../../src';
import { asTurned, drawnByMap, mapClass, turnsRects, writtenTransform } from '../../src/svg/layers/gestureDrawing';
import { createSceneNumbers } from '../../src/svg/scene/number';

// The helpers that let a selection gesture draw its shapes by one transform (see gestureDrawing.ts).

const KINDS: readonly ObstacleKind[] = ['point', 'segment', 'circle', 'rect', 'rotatedRect', 'polyline', 'polygon'];

/** The matrix of a `matrix(a b c d e f)` attribute. */
function parseMatrix(s: string): Affine {
  const m = /^matrix\((\S+) (\S+) (\S+) (\S+) (\S+) (\S+)\)$/.exec(s);
  expect(m, s).not.toBeNull();
  const [a, b, c, d, e, f] = m!.slice(1).map(Number) as [number, number, number, number, number, number];
  return { a, b, c, d, e, f };
}

describe('mapClass and drawnByMap', () => {
  it('translations, rotations, uniform scales and mirrors are conformal: every kind is drawn by the map', () => {
    for (const m of [
      affineTranslate(3, -4),
      affineRotate(0.7, { x: 5, y: 6 }),
      affineScale(2, 2, { x: 1, y: 1 }),
      affineScale(-1, 1),
      affineScale(-2, 2, { x: 0, y: 3 }),
    ]) {
      expect(mapClass(m)).toBe('conformal');
      for (const k of KINDS) expect(drawnByMap(k, 'conformal')).toBe(true);
    }
  });

  it('a non-uniform scale along the axes is aligned: all but circles and rotated rects', () => {
    const m = affineScale(2, 0.5, { x: 3, y: 3 });
    expect(mapClass(m)).toBe('aligned');
    expect(KINDS.filter((k) => drawnByMap(k, 'aligned'))).toEqual(['point', 'segment', 'rect', 'polyline', 'polygon']);
  });

  it('a non-uniform scale along turned axes is a general affine: points, segments, polylines and polygons only', () => {
    const m = affineScale(2, 0.5, { x: 3, y: 3 }, 0.4);
    expect(mapClass(m)).toBe('affine');
    expect(KINDS.filter((k) => drawnByMap(k, 'affine'))).toEqual(['point', 'segment', 'polyline', 'polygon']);
  });
});

describe('writtenTransform', () => {
  it('draws in written units what the map does in scene units (origin and scale of a far, tiny view)', () => {
    const numbers = createSceneNumbers({ x: 1e6, y: -2e6 }, 9, 1e4);
    const write = (p: { x: number; y: number }) => ({ x: (p.x - 1e6) * 1e4, y: (p.y + 2e6) * 1e4 });
    fc.assert(
      fc.property(
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        fc.double({ min: -1e-3, max: 1e-3, noNaN: true }),
        fc.double({ min: -1e-3, max: 1e-3, noNaN: true }),
        fc.double({ min: -1e-2, max: 1e-2, noNaN: true }),
        fc.double({ min: -1e-2, max: 1e-2, noNaN: true }),
        (angle, dx, dy, px, py) => {
          const m = affineRotate(angle, { x: 1e6 + dx, y: -2e6 + dy });
          const t = parseMatrix(writtenTransform(m, numbers));
          const p = { x: 1e6 + px, y: -2e6 + py };
          const want = write(applyAffine(m, p));
          const got = applyAffine(t, write(p));
          // written units: 1e4 per scene unit; the view is about 1e-2 wide (1e2 written): within 1e-6 of it
          expect(Math.abs(got.x - want.x)).toBeLessThan(1e-4);
          expect(Math.abs(got.y - want.y)).toBeLessThan(1e-4);
        },
      ),
    );
  });

  it('writes the identity as matrix(1 0 0 1 0 0) and a plain translation in scene units', () => {
    const numbers = createSceneNumbers({ x: 0, y: 0 }, 3);
    expect(writtenTransform({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }, numbers)).toBe('matrix(1 0 0 1 0 0)');
    expect(writtenTransform(affineTranslate(12.5, -3.25), numbers)).toBe('matrix(1 0 0 1 12.5 -3.25)');
  });

  it('throws rather than write NaN', () => {
    const numbers = createSceneNumbers({ x: 0, y: 0 }, 3);
    expect(() => writtenTransform({ a: 1, b: 0, c: 0, d: 1, e: NaN, f: 0 }, numbers)).toThrow(RangeError);
  });
});

describe('turnsRects / asTurned: a turning frame styles rects as the rotated rects it writes', () => {
  const r = { x: 2, y: 3, width: 8, height: 4 };
  it('turnsRects agrees with the kind transformShape writes a rect as, for turns, quarter turns, scales and flips', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0, Math.PI / 2, Math.PI, -Math.PI / 2, 0.3, -2.1),
        fc.double({ min: 0.25, max: 4, noNaN: true }),
        fc.boolean(),
        (angle, k, flip) => {
          const c = angle === Math.PI / 2 || angle === -Math.PI / 2 ? 0 : angle === Math.PI ? -1 : angle === 0 ? 1 : Math.cos(angle);
          const s = angle === Math.PI / 2 ? 1 : angle === -Math.PI / 2 ? -1 : angle === Math.PI || angle === 0 ? 0 : Math.sin(angle);
          const m = { a: k * c, b: k * s, c: -k * s * (flip ? -1 : 1), d: k * c * (flip ? -1 : 1), e: 5, f: -7 };
          const written = transformShape({ kind: 'rect', shape: r }, m);
          expect(turnsRects(m)).toBe(written.kind === 'rotatedRect');
        },
      ),
    );
  });
  it('asTurned: a rect becomes the rotated rect of its four corners (rotation 0); other kinds and fields as they were', () => {
    const entries = [
      { id: 'r', kind: 'rect', shape: r, index: 0, z: 2, filled: false, fillRule: 'evenodd' },
      { id: 'c', kind: 'circle', shape: { center: { x: 0, y: 0 }, radius: 1 }, index: 0, z: 1, filled: true, fillRule: 'evenodd' },
    ] as unknown as WorldEntry[];
    const out = asTurned(entries);
    expect(out[0]).toEqual({ ...entries[0], kind: 'rotatedRect', shape: { center: { x: 6, y: 5 }, width: 8, height: 4, rotation: 0 } });
    expect(out[1]).toBe(entries[1]);
  });
});
