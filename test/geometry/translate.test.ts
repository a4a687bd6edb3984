import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translateShape, type ObstacleKind } from '../../src/geometry';

const SHAPES = {
  point: { x: 1, y: 2 },
  segment: { start: { x: 0, y: 0 }, end: { x: 3, y: 4 } },
  circle: { center: { x: 5, y: 6 }, radius: 2 },
  rect: { x: 1, y: 2, width: 3, height: 4 },
  rotatedRect: { center: { x: 4, y: 5 }, width: 6, height: 2, rotation: 0.5 },
  polyline: {
    points: [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
    ],
  },
  polygon: {
    points: [
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 0, y: 2 },
    ],
  },
} as const;

describe('translateShape', () => {
  it('moves every point of each kind by the offset and keeps sizes', () => {
    expect(translateShape('point', SHAPES.point, 10, -1)).toEqual({ x: 11, y: 1 });
    expect(translateShape('segment', SHAPES.segment, 10, -1)).toEqual({ start: { x: 10, y: -1 }, end: { x: 13, y: 3 } });
    expect(translateShape('circle', SHAPES.circle, 10, -1)).toEqual({ center: { x: 15, y: 5 }, radius: 2 });
    expect(translateShape('rect', SHAPES.rect, 10, -1)).toEqual({ x: 11, y: 1, width: 3, height: 4 });
    expect(translateShape('rotatedRect', SHAPES.rotatedRect, 10, -1)).toEqual({ center: { x: 14, y: 4 }, width: 6, height: 2, rotation: 0.5 });
    expect(translateShape('polyline', SHAPES.polyline, 10, -1)).toEqual({
      points: [
        { x: 10, y: -1 },
        { x: 11, y: 0 },
      ],
    });
    expect(translateShape('polygon', SHAPES.polygon, 10, -1)).toEqual({
      points: [
        { x: 10, y: -1 },
        { x: 12, y: -1 },
        { x: 10, y: 1 },
      ],
    });
  });

  it('(0, 0) gives an equal copy, never the same object, and leaves the input alone', () => {
    for (const kind of Object.keys(SHAPES) as ObstacleKind[]) {
      const shape = SHAPES[kind];
      const before = JSON.stringify(shape);
      const moved = translateShape(kind, shape, 0, 0);
      expect(moved).toEqual(shape);
      expect(moved).not.toBe(shape);
      expect(JSON.stringify(shape)).toBe(before);
    }
  });

  it('depends only on the total offset: one move by (a + b) equals the snapshot moved by the sum, each coordinate rounded once', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: -1e6, max: 1e6, noNaN: true }), (dx, dy) => {
        const r = translateShape('rect', SHAPES.rect, dx, dy);
        expect(r.x).toBe(SHAPES.rect.x + dx);
        expect(r.y).toBe(SHAPES.rect.y + dy);
        expect(r.width).toBe(3);
      }),
    );
  });

  it('rejects a non-finite offset and an unknown kind, naming them', () => {
    expect(() => translateShape('point', SHAPES.point, NaN, 0)).toThrow(new RangeError('dx must be a finite number, got NaN'));
    expect(() => translateShape('point', SHAPES.point, 0, Infinity)).toThrow(new RangeError('dy must be a finite number, got Infinity'));
    expect(() => translateShape('ellipse' as ObstacleKind, SHAPES.point, 0, 0)).toThrow(TypeError);
  });
});
