import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Circle, Rect, Segment, Vec2 } from '../../src/geometry';
import {
  ArrowShape,
  circleLineContact,
  CircleCircleDistanceView,
  CircleContactView,
  CircleLineContactView,
  ContactOverlay,
  DistanceToCircleView,
  DistanceToLineView,
  DistanceToSegmentView,
  DraggableShape,
  lineThrough,
  LineShape,
  RayShape,
  Scene,
  SegmentCircleIntersectionView,
  SegmentIntersectionView,
  SegmentRectIntersectionView,
  ShapeDistanceView,
  type SceneView,
} from '../../src';
import { anyCircle, anyPoint, anyRect, anySegment } from '../geometry/arbitraries';

/** Everything hitkit draws for these shapes, in one figure: every view, the line/ray/arrow shapes and a contact overlay. */
function Everything({ s, t, c, d, p, r, yUp, view }: { s: Segment; t: Segment; c: Circle; d: Circle; p: Vec2; r: Rect; yUp: boolean; view: SceneView }) {
  const distinct = s.start.x !== s.end.x || s.start.y !== s.end.y;
  const line = distinct ? lineThrough(s.start, s.end) : null;
  return (
    <Scene viewBox={{ x: -1000, y: -1000, width: 2000, height: 2000 }} title="All" grid={100} yUp={yUp} view={view}>
      <DistanceToCircleView defaultPoint={p} defaultCircle={c} />
      <DistanceToSegmentView defaultPoint={p} defaultSegment={s} />
      <CircleCircleDistanceView defaultA={c} defaultB={d} />
      <SegmentIntersectionView defaultA={s} defaultB={t} />
      <SegmentCircleIntersectionView defaultSegment={s} defaultCircle={c} />
      <SegmentRectIntersectionView defaultSegment={s} defaultRect={r} />
      <CircleContactView defaultCircle={c} defaultObstacle={r} />
      <CircleContactView defaultCircle={c} defaultObstacle={t} />
      <CircleContactView defaultCircle={c} defaultObstacle={d} />
      <ShapeDistanceView defaultA={s} defaultB={r} />
      <ShapeDistanceView defaultA={c} defaultB={r} />
      <ShapeDistanceView defaultA={p} defaultB={t} />
      <DraggableShape defaultValue={r} />
      <ArrowShape from={p} to={c.center} />
      {line ? (
        <>
          <DistanceToLineView defaultPoint={p} line={line} />
          <CircleLineContactView defaultCircle={c} defaultThrough={s} sides="both" />
          <LineShape line={line} />
          <RayShape ray={{ origin: s.start, direction: { x: s.end.x - s.start.x, y: s.end.y - s.start.y } }} />
          <ContactOverlay circle={c} contact={circleLineContact(c, line)} />
        </>
      ) : null}
    </Scene>
  );
}

/** Degenerate shapes mixed in: zero radius, zero length, zero size, shared points. */
const circles = fc.oneof(
  anyCircle,
  anyPoint.map((center) => ({ center, radius: 0 })),
);
const segments = fc.oneof(
  anySegment,
  anyPoint.map((q) => ({ start: q, end: q })),
);
const rects = fc.oneof(
  anyRect,
  anyPoint.map((q) => ({ ...q, width: 0, height: 0 })),
);
const views = fc.record({
  center: anyPoint,
  zoom: fc.constantFrom(0.1, 1, 3.7, 50),
});

describe('no component writes NaN, Infinity or rounding noise into SVG', () => {
  it('property: every view and shape, over random and degenerate shapes, y down and y up, at any pan and zoom', () => {
    fc.assert(
      fc.property(segments, segments, circles, circles, anyPoint, rects, fc.boolean(), views, (s, t, c, d, p, r, yUp, view) => {
        const markup = renderToStaticMarkup(<Everything s={s} t={t} c={c} d={d} p={p} r={r} yUp={yUp} view={view} />);
        // no rounding noise written as 1e-17 (hex colours such as #e2e8f0 are not numbers); a huge
        // ratio such as t = 7e99 for a 1e-100 radius is a true value and may keep its exponent
        expect(markup.match(/.{30}(NaN|Infinity|(?<![#\w.])\d+(\.\d+)?e-\d).{10}/)?.[0] ?? null).toBeNull();
      }),
      { numRuns: 150 },
    );
    // 150 full figures take a few seconds; on a 2-core machine more than vitest's default 5 s
  }, 120_000);

  it('the same figure with shapes on top of each other (ties) and at the origin', () => {
    const q = { x: 0, y: 0 };
    const zero = { start: q, end: q };
    const markup = renderToStaticMarkup(
      <Everything
        s={zero}
        t={zero}
        c={{ center: q, radius: 0 }}
        d={{ center: q, radius: 0 }}
        p={q}
        r={{ ...q, width: 0, height: 0 }}
        yUp={false}
        view={{ center: q, zoom: 1 }}
      />,
    );
    expect(markup).not.toMatch(/NaN|Infinity/);
    expect(markup).toContain('hitkit-segment-intersection');
  });
});
