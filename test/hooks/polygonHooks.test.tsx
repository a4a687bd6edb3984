import { render as renderDom, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { distanceToPolygon, pointInPolygon, type FillRule, type Polygon, type Rect, type Segment, type Vec2 } from '../../src/geometry';
import { useDistanceToPolygon, usePointInPolygon, useRectRectDistance, useSegmentPolygonIntersection, useSegmentPolylineIntersection } from '../../src/hooks';
import { PolygonShape, PolylineShape, Scene, SegmentPolygonIntersectionView } from '../../src/svg';

const notched: Polygon = {
  points: [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 100, y: 30 },
    { x: 40, y: 30 },
    { x: 40, y: 70 },
    { x: 100, y: 70 },
    { x: 100, y: 100 },
    { x: 0, y: 100 },
  ],
};

type Props = { point: Vec2; polygon: Polygon; fillRule?: FillRule };
const render = (initialProps: Props) => renderHook((p: Props) => useDistanceToPolygon(p.point, p.polygon, p.fillRule), { initialProps });

describe('useDistanceToPolygon', () => {
  it.each([
    ['inside', { x: 15, y: 50 }, { distance: -15, inside: true, closestPoint: { x: 0, y: 50 }, edgeIndex: 7, t: 0.5 }],
    ['in the concave notch: outside', { x: 80, y: 50 }, { distance: 20, inside: false, closestPoint: { x: 80, y: 30 }, edgeIndex: 2, t: 1 / 3 }],
    ['on a vertex: 0, inside (closed)', { x: 100, y: 30 }, { distance: 0, inside: true, closestPoint: { x: 100, y: 30 }, edgeIndex: 1, t: 1 }],
  ])('%s', (_name, point, expected) => {
    const result = render({ point, polygon: notched }).result.current;
    expect({ distance: result.distance, inside: result.inside, closestPoint: result.closestPoint, edgeIndex: result.edgeIndex, t: result.t }).toEqual(expected);
  });

  it('is memoised on the numbers: new arrays with the same points reuse the result; a moved vertex or another fill rule do not', () => {
    const copy = () => ({ points: notched.points.map((p) => ({ ...p })) });
    const { result, rerender } = render({ point: { x: 15, y: 50 }, polygon: copy() });
    const first = result.current;
    expect(Object.isFrozen(first)).toBe(true);
    rerender({ point: { x: 15, y: 50 }, polygon: copy() });
    expect(result.current).toBe(first);
    const moved = copy();
    (moved.points[7] as { x: number }).x = -5;
    rerender({ point: { x: 15, y: 50 }, polygon: moved });
    expect(result.current).not.toBe(first);
    expect(result.current.distance).toBe(distanceToPolygon({ x: 15, y: 50 }, moved)); // the left edge now slants: about -17.48
    const second = result.current;
    rerender({ point: { x: 15, y: 50 }, polygon: moved, fillRule: 'nonzero' });
    expect(result.current).not.toBe(second);
    rerender({ point: { x: 15, y: 50 }, polygon: { points: moved.points.slice(0, 7) } }); // a vertex fewer
    expect(result.current.edgeIndex).not.toBe(7);
  });

  it('inside is the exact answer even where the rounded distance is 0 (found in review)', () => {
    const thin: Polygon = {
      points: [
        { x: 0, y: 0 },
        { x: 3.11347827081124, y: 1.892424623720847 },
        { x: 0, y: 5 },
      ],
    };
    const p = { x: 1.5031017834326434, y: 0.9136106243598408 };
    const result = render({ point: p, polygon: thin }).result.current;
    expect(result.distance).toBe(0);
    expect(result.inside).toBe(pointInPolygon(p, thin));
    expect(result.inside).toBe(false);
  });

  it('bad input throws with the argument named', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render({
        point: { x: 0, y: 0 },
        polygon: {
          points: [
            { x: 0, y: 0 },
            { x: 1, y: NaN },
            { x: 2, y: 2 },
          ],
        },
      }),
    ).toThrow(new RangeError('polygon.points[1].y must be a finite number, got NaN'));
    expect(() => render({ point: { x: 0, y: 0 }, polygon: { points: [{ x: 0, y: 0 }] } })).toThrow(RangeError);
    expect(() => render({ point: { x: 0, y: 0 }, polygon: notched, fillRule: 'odd' as FillRule })).toThrow(/fillRule/);
  });
});

describe('useRectRectDistance', () => {
  type RProps = { a: Rect; b: Rect };
  const renderRects = (initialProps: RProps) => renderHook((p: RProps) => useRectRectDistance(p.a, p.b), { initialProps });
  it('distance, hit, witnesses, overlap and contact; memoised on the eight numbers', () => {
    const { result, rerender } = renderRects({ a: { x: 8, y: 1, width: 5, height: 5 }, b: { x: 0, y: 0, width: 10, height: 10 } });
    const first = result.current;
    expect([first.distance, first.hit]).toEqual([-2, true]);
    expect(first.overlap).toEqual({ x: 8, y: 1, width: 2, height: 5 });
    expect(first.contact.pushOut).toEqual({ x: 2, y: 0 });
    expect(Math.hypot(first.closestPoints.pointA.x - first.closestPoints.pointB.x, first.closestPoints.pointA.y - first.closestPoints.pointB.y)).toBe(2);
    rerender({ a: { x: 8, y: 1, width: 5, height: 5 }, b: { x: 0, y: 0, width: 10, height: 10 } });
    expect(result.current).toBe(first);
    rerender({ a: { x: 13, y: 1, width: 5, height: 5 }, b: { x: 0, y: 0, width: 10, height: 10 } });
    expect([result.current.distance, result.current.hit, result.current.overlap]).toEqual([3, false, null]);
  });
});

describe('PolygonShape and PolylineShape', () => {
  it('draw their points through the Scene, the fill rule on the polygon; bad input throws', () => {
    const { container } = renderDom(
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Shapes">
        <PolygonShape polygon={notched} fillRule="nonzero" />
        <PolylineShape
          polyline={{
            points: [
              { x: 1, y: 2 },
              { x: 3.5, y: 4 },
            ],
          }}
        />
      </Scene>,
    );
    const polygon = container.querySelector('polygon')!;
    expect(polygon.getAttribute('points')).toBe('0,0 100,0 100,30 40,30 40,70 100,70 100,100 0,100');
    expect(polygon.getAttribute('fill-rule')).toBe('nonzero');
    expect(container.querySelector('polyline')!.getAttribute('points')).toBe('1,2 3.5,4');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderDom(
        <Scene viewBox={{ x: 0, y: 0, width: 10, height: 10 }} title="Bad">
          <PolylineShape polyline={{ points: [{ x: 1, y: 2 }] }} />
        </Scene>,
      ),
    ).toThrow(/polyline\.points must have at least 2 points, got 1/);
  });
});

describe('usePointInPolygon and useSegmentPolygonIntersection', () => {
  it('exact inside / boundary / notch; crossings by t with edges; memoised on the numbers', () => {
    type P = { point: Vec2; polygon: Polygon; fillRule?: FillRule };
    const { result, rerender } = renderHook((p: P) => usePointInPolygon(p.point, p.polygon, p.fillRule), {
      initialProps: { point: { x: 40, y: 50 }, polygon: notched },
    });
    expect(result.current).toBe(true); // on the notch's edge
    rerender({ point: { x: 80, y: 50 }, polygon: notched });
    expect(result.current).toBe(false); // in the notch
    type S = { segment: Segment; polygon: Polygon };
    const crossings = renderHook((p: S) => useSegmentPolygonIntersection(p.segment, p.polygon), {
      initialProps: { segment: { start: { x: -10, y: 50 }, end: { x: 110, y: 50 } }, polygon: notched },
    });
    const first = crossings.result.current;
    expect(first.map((c) => [c.point.x, c.edgeIndex])).toEqual([
      [0, 7],
      [40, 3],
    ]);
    expect(Object.isFrozen(first)).toBe(true);
    crossings.rerender({ segment: { start: { x: -10, y: 50 }, end: { x: 110, y: 50 } }, polygon: { points: notched.points.map((p) => ({ ...p })) } });
    expect(crossings.result.current).toBe(first);
  });
});

describe('useSegmentPolylineIntersection and SegmentPolygonIntersectionView', () => {
  it('polyline crossings by t with segment indices (no closing edge); memoised on the numbers; bad input named', () => {
    type S = { segment: Segment; polyline: Polygon };
    const { result, rerender } = renderHook((p: S) => useSegmentPolylineIntersection(p.segment, p.polyline), {
      initialProps: { segment: { start: { x: -10, y: 50 }, end: { x: 110, y: 50 } }, polyline: notched },
    });
    const first = result.current;
    expect(first.map((c) => [c.point.x, c.segmentIndex, c.u])).toEqual([[40, 3, 0.5]]); // the left side (0, 100)→(0, 0) is not a segment
    expect(Object.isFrozen(first)).toBe(true);
    rerender({ segment: { start: { x: -10, y: 50 }, end: { x: 110, y: 50 } }, polyline: { points: notched.points.map((p) => ({ ...p })) } });
    expect(result.current).toBe(first);
    expect(() => renderHook(() => useSegmentPolylineIntersection({ start: { x: 0, y: 0 }, end: { x: 1, y: 1 } }, { points: [{ x: 0, y: 0 }] }))).toThrow(
      /polyline\.points must have at least 2 points, got 1/,
    );
  });
  it('the view: markers named with their edge, the status line, hit or not; a polyline when closed is false; bad input named', () => {
    const view = (segment: Segment, closed = true) =>
      renderDom(
        <Scene viewBox={{ x: -20, y: -20, width: 140, height: 140 }} title="Segment and polygon">
          <SegmentPolygonIntersectionView segment={segment} polygon={notched} closed={closed} draggable={false} />
        </Scene>,
      ).container;
    let c = view({ start: { x: -10, y: 50 }, end: { x: 110, y: 50 } });
    const names = [...c.querySelectorAll('[role="img"]')].map((el) => el.getAttribute('aria-label')).filter((n) => n?.startsWith('Crossing'));
    expect(names).toEqual(['Crossing 1 at (0, 50) on edge 7, t = 0.083, u = 0.5', 'Crossing 2 at (40, 50) on edge 3, t = 0.417, u = 0.5']);
    expect(c.querySelector('.hitkit-status')!.textContent).toBe('2 crossings · edges 7, 3');
    c = view({ start: { x: 10, y: 20 }, end: { x: 20, y: 80 } });
    expect(c.querySelector('.hitkit-status')!.textContent).toBe('Inside, no crossing');
    expect(c.querySelector('.hitkit-segment-polygon-intersection')!.getAttribute('data-hit')).toBe('true');
    c = view({ start: { x: 60, y: 40 }, end: { x: 90, y: 60 } });
    expect(c.querySelector('.hitkit-status')!.textContent).toBe('No contact');
    c = view({ start: { x: 10, y: 20 }, end: { x: 20, y: 80 } }, false);
    expect(c.querySelector('.hitkit-status')!.textContent).toBe('No contact'); // a polyline has no inside
    expect(c.querySelector('polyline')).not.toBeNull();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderDom(
        <Scene viewBox={{ x: 0, y: 0, width: 10, height: 10 }} title="Bad polygon">
          <SegmentPolygonIntersectionView
            defaultSegment={{ start: { x: 0, y: 0 }, end: { x: 1, y: 1 } }}
            polygon={{
              points: [
                { x: 0, y: 0 },
                { x: 1, y: 0 },
              ],
            }}
          />
        </Scene>,
      ),
    ).toThrow(/polygon\.points must have at least 3 points, got 2/);
    spy.mockRestore();
  });
});
