'use client';
import { memo, useMemo } from 'react';
import { intersectSegmentPolygon, intersectSegmentPolyline, pointInPolygon, type FillRule, type Polygon, type Segment } from '../../geometry/index';
import { assertFillRule, assertPolygon, assertPolyline } from '../../geometry/shapes/validate';
import { usePointsVersion } from '../../hooks/state/memo';
import { IntersectionMarkers, type IntersectionMarker } from '../overlays/IntersectionMarkers';
import { SceneStatus } from '../scene/SceneStatus';
import { PolygonEditor } from '../editors/PolygonEditor';
import { useRequiredScene } from '../scene/sceneContext';
import { PolygonShape, PolylineShape } from '../shapes/PolygonShape';
import { classNames, hitTone } from '../style/theme';
import { dragSettings, EditableInput, useViewShape, type ViewProps } from './inputs';
import { sameProps } from '../memo';

/**
 * Props of {@link SegmentPolygonIntersectionView}. Each input is controlled
 * (`segment` + `onSegmentChange`, `polygon` + `onPolygonChange`) or
 * uncontrolled (`defaultSegment`, `defaultPolygon`).
 */
export interface SegmentPolygonIntersectionViewProps extends ViewProps {
  readonly segment?: Segment;
  readonly defaultSegment?: Segment;
  readonly onSegmentChange?: (segment: Segment) => void;
  /** The polygon's (or, with `closed: false`, the polyline's) points. */
  readonly polygon?: Polygon;
  readonly defaultPolygon?: Polygon;
  readonly onPolygonChange?: (polygon: Polygon) => void;
  /**
   * `true` (default): a closed polygon; `false`: an open polyline through the same points.
   * @defaultValue true
   */
  readonly closed?: boolean;
  /**
   * A closed polygon's fill rule, for "inside".
   * @defaultValue 'evenodd'
   */
  readonly fillRule?: FillRule;
}

/** What {@link SegmentPolygonIntersectionView} shows of a segment and a polygon (or polyline): its crossings, their edges' indices, and whether the segment lies wholly inside. */
interface Crossings {
  readonly markers: readonly IntersectionMarker[];
  /** The indices of the edges (a polyline's segments) crossed, `"7, 3"`, in the markers' order. */
  readonly edges: string;
  /** A closed polygon with no crossing whose inside holds the segment's start (so all of it). */
  readonly inside: boolean;
}

/** The crossings of `segment` with the boundary of `polygon` (a polyline's segments when not `closed`), each marked with its edge. */
function crossingsOf(segment: Segment, polygon: Polygon, closed: boolean, fillRule: FillRule): Crossings {
  const what = closed ? 'edge' : 'segment';
  const markers: IntersectionMarker[] = [];
  const indices: number[] = [];
  for (const c of closed ? intersectSegmentPolygon(segment, polygon) : intersectSegmentPolyline(segment, polygon)) {
    const index = 'edgeIndex' in c ? c.edgeIndex : c.segmentIndex;
    markers.push({ point: c.point, t: c.t, u: c.u, detail: `on ${what} ${index}` });
    indices.push(index);
  }
  return { markers, edges: indices.join(', '), inside: closed && markers.length === 0 && pointInPolygon(segment.start, polygon, fillRule) };
}

/**
 * Where a segment meets a polygon's boundary (or a polyline): a cross at every
 * crossing, named with the edge it is on (`Crossing 1 at (0, 5) on edge 7, t =
 * 0.25, u = 0.5`), the shapes in the hit style while they touch, and a status
 * line (`2 crossings · edges 7, 3`, `Inside, no crossing`, `No contact`).
 * Uses `intersectSegmentPolygon` / `intersectSegmentPolyline` (exact
 * decisions, crossing points within 1 ulp; a vertex once, on the edge that
 * starts there, a polyline's last point on its last segment) and
 * `pointInPolygon` for a segment wholly inside. With `draggable` (default) the
 * segment is a {@link DraggableShape} and the polygon a {@link PolygonEditor};
 * `step` and `largeStep` apply to both, `snap` and `bounds` to the segment
 * only. Renders inside a {@link Scene}.
 *
 * @throws Error outside a Scene; TypeError when an input has neither a value
 *   nor a default; TypeError / RangeError naming a bad input.
 */
export const SegmentPolygonIntersectionView = memo(function SegmentPolygonIntersectionView(props: SegmentPolygonIntersectionViewProps) {
  useRequiredScene('SegmentPolygonIntersectionView');
  const { draggable = true, closed = true, fillRule = 'evenodd', className, style } = props;
  const [segment, setSegment] = useViewShape('SegmentPolygonIntersectionView', 'segment', props.segment, props.defaultSegment, props.onSegmentChange);
  const [polygon, setPolygon] = useViewShape('SegmentPolygonIntersectionView', 'polygon', props.polygon, props.defaultPolygon, props.onPolygonChange);
  if (closed) assertPolygon(polygon, 'polygon');
  else assertPolyline(polygon, 'polygon');
  assertFillRule(fillRule, 'fillRule');
  const version = usePointsVersion(polygon.points);
  const { start, end } = segment;
  const { markers, edges, inside } = useMemo(
    () => crossingsOf(segment, polygon, closed, fillRule),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the numbers, not the objects (inline literals with the same numbers keep the answer): the segment's coordinates and the polygon's through its version
    [start.x, start.y, end.x, end.y, version, closed, fillRule],
  );
  const hit = markers.length > 0 || inside;
  const tone = hitTone(hit);
  const plural = markers.length === 1 ? '' : 's';
  const status =
    markers.length > 0
      ? `${markers.length} crossing${plural} · ${closed ? 'edge' : 'segment'}${plural} ${edges}`
      : inside
        ? 'Inside, no crossing'
        : 'No contact';
  const settings = dragSettings(props);
  const steps = { ...(props.step === undefined ? {} : { step: props.step }), ...(props.largeStep === undefined ? {} : { largeStep: props.largeStep }) };
  return (
    <g className={classNames('hitkit-segment-polygon-intersection', className)} style={style} data-hit={hit} data-crossings={markers.length}>
      {draggable ? (
        <PolygonEditor
          polygon={polygon}
          onPolygonChange={setPolygon}
          closed={closed}
          fillRule={fillRule}
          label={closed ? 'Polygon' : 'Polyline'}
          {...steps}
          shapeStyle={tone}
        />
      ) : closed ? (
        <PolygonShape polygon={polygon} fillRule={fillRule} style={tone} />
      ) : (
        <PolylineShape polyline={polygon} style={tone} />
      )}
      <EditableInput shape={segment} onChange={(s) => setSegment(s as Segment)} draggable={draggable} label="Segment" settings={settings} style={tone} />
      <IntersectionMarkers points={markers} label="Crossing" />
      <SceneStatus>{status}</SceneStatus>
    </g>
  );
}, sameProps);
