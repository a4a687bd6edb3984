import { render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  circleRotatedRectContact,
  createWorld,
  HitAreaOverlay,
  RotatedRectShape,
  Scene,
  Shape,
  useCircleContact,
  useShapeDistance,
  WorldLayer,
  rotatedRect,
  segment,
  circleRotatedRectClosestPoints,
  rectRotatedRectClosestPoints,
  rotatedRectRotatedRectClosestPoints,
  segmentRotatedRectClosestPoints,
  type AnyShape,
  type ClosestPoints,
  type RotatedRect,
} from '../../src';
import { shapeKind, shapeNumbers } from '../../src/hooks/queries/shapeKind';

const viewBox = { x: 0, y: 0, width: 100, height: 100 };
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});
const box: RotatedRect = { center: { x: 50, y: 50 }, width: 40, height: 20, rotation: 0 };

describe('rotated rects in the hooks', () => {
  it('shapeKind tells a rotated rect from a circle and names a bad field', () => {
    expect(shapeKind(box, 'shape')).toBe('rotatedRect');
    expect(shapeKind({ center: { x: 0, y: 0 }, radius: 1 }, 'shape')).toBe('circle');
    expect(shapeNumbers(rotatedRect({ x: 1, y: 2 }, 3, 4, 0.5), 'rotatedRect')).toEqual([6, 1, 2, 3, 4, 0.5]);
    expect(() => shapeKind({ ...box, rotation: NaN }, 'shape')).toThrow(new RangeError('shape.rotation must be a finite number, got NaN'));
  });

  it('useShapeDistance answers point–rotated rect (either order)', () => {
    const { result } = renderHook(() => useShapeDistance({ x: 50, y: 70 }, box));
    expect(result.current).toEqual({ distance: 10, pointA: { x: 50, y: 70 }, pointB: { x: 50, y: 60 }, hit: false });
    const back = renderHook(() => useShapeDistance(box, { x: 50, y: 50 }));
    expect(back.result.current).toMatchObject({ distance: -10, pointA: { x: 50, y: 40 }, hit: true });
  });

  it('useShapeDistance answers every pair with a rotated rect, in either order (the reversed pair swaps its points)', () => {
    const turned = rotatedRect({ x: 50, y: 50 }, 40, 20, Math.PI / 6);
    const others: [AnyShape, ClosestPoints & { hit: boolean }][] = [
      [segment({ x: 0, y: 0 }, { x: 10, y: 90 }), { ...segmentRotatedRectClosestPoints(segment({ x: 0, y: 0 }, { x: 10, y: 90 }), turned), hit: false }],
      [
        { center: { x: 50, y: 50 }, radius: 3 },
        { ...circleRotatedRectClosestPoints({ center: { x: 50, y: 50 }, radius: 3 }, turned), hit: true },
      ],
      [
        { x: 80, y: 70, width: 10, height: 10 },
        { ...rectRotatedRectClosestPoints({ x: 80, y: 70, width: 10, height: 10 }, turned), hit: false },
      ],
      [box, { ...rotatedRectRotatedRectClosestPoints(box, turned), hit: true }],
    ];
    // two rotated rects: the same function either way round (`a` first), the same distance
    const swapped = renderHook(() => useShapeDistance(turned, box)).result.current;
    expect(swapped).toEqual({ ...rotatedRectRotatedRectClosestPoints(turned, box), hit: true });
    expect(swapped.distance).toBe(others[3]![1].distance);
    expect(renderHook(() => useShapeDistance(box, turned)).result.current).toEqual(others[3]![1]);
    for (const [other, expected] of others.slice(0, 3)) {
      expect(renderHook(() => useShapeDistance(other, turned)).result.current).toEqual(expected);
      const { distance, pointA, pointB, hit } = expected;
      expect(renderHook(() => useShapeDistance(turned, other)).result.current).toEqual({ distance, pointA: pointB, pointB: pointA, hit });
      expect(expected.hit).toBe(distance <= 0);
    }
    // the circle at the centre: out through the nearest edge, negative
    expect(others[1]![1].distance).toBeCloseTo(-13, 12);
    expect(others[3]![1].distance).toBeLessThan(0);
  });

  it('useCircleContact pushes a circle out of a rotated rect', () => {
    const circle = { center: { x: 50, y: 62 }, radius: 5 };
    const { result } = renderHook(() => useCircleContact(circle, box));
    expect(result.current).toEqual(circleRotatedRectContact(circle, box));
    expect(result.current).toMatchObject({ penetrating: true, depth: 3 });
  });
});

describe('rotated rects drawn', () => {
  it('RotatedRectShape and <Shape> draw the polygon of its corners', () => {
    const { container } = render(
      <Scene viewBox={viewBox} title="t">
        <RotatedRectShape rect={box} />
        <Shape shape={{ ...box, rotation: Math.PI / 2 }} />
      </Scene>,
    );
    const polygons = container.querySelectorAll('polygon.hitkit-rotated-rect');
    expect(polygons).toHaveLength(2);
    expect(polygons[0]).toHaveAttribute('points', '30,40 70,40 70,60 30,60');
    expect(polygons[1]).toHaveAttribute('points', '60,30 60,70 40,70 40,30');
    expect(container.innerHTML).not.toContain('NaN');
  });

  it('throws for a bad rotated rect rather than write NaN', () => {
    quiet();
    expect(() =>
      render(
        <Scene viewBox={viewBox} title="t">
          <RotatedRectShape rect={{ ...box, width: NaN }} />
        </Scene>,
      ),
    ).toThrow(new RangeError('rect.width must be a finite number >= 0, got NaN'));
  });

  it('WorldLayer fills rotated rects with the circles and rects; HitAreaOverlay covers them', () => {
    const world = createWorld({ items: [{ id: 'q', kind: 'rotatedRect', shape: box }] });
    const { container } = render(
      <Scene viewBox={viewBox} title="t">
        <WorldLayer world={world} version={world.version} />
        <HitAreaOverlay world={world} tolerance={2} version={world.version} />
      </Scene>,
    );
    const paths = [...container.querySelectorAll('.hitkit-world-layer path')].map((p) => p.getAttribute('d'));
    expect(paths).toContain('M30 40L70 40L70 60L30 60Z');
    expect([...container.querySelectorAll('.hitkit-hit-areas path')].map((p) => p.getAttribute('d'))).toEqual([
      'M30 40L70 40L70 60L30 60Z',
      'M30 40L70 40L70 60L30 60Z',
    ]);
  });
});
