'use client';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type MouseEvent, type RefObject } from 'react';
import { closestPointOnPolygon, closestPointOnPolyline, type FillRule, type Polygon, type Rect, type Vec2 } from '../../geometry/index';
import { assertPolygon, assertPolyline, assertRect } from '../../geometry/shapes/validate';
import { formatPoint } from '../../format';
import { useControllableState } from '../../hooks/state/useControllableState';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';
import { readSnap } from '../../hooks/drag/constraints';
import { isObjectSnap, NO_SNAP, type ObjectSnap, type SnapState } from '../../hooks/drag/snapper';
import { useSnapReport, type SnapChangeHandler } from '../../hooks/drag/useSnapReport';
import { HandleMarker } from '../handles/Handle';
import { SnapMarker } from '../overlays/SnapMarker';
import { useMoveHandle } from './useMoveHandle';
import { VertexHandle, type PolygonPart } from './VertexHandle';
import { sameProps } from '../memo';
import { useRequiredScene, useScene, useScenePixel, type SceneContextValue } from '../scene/sceneContext';
import { PolygonShape, PolylineShape } from '../shapes/PolygonShape';
import { classNames } from '../style/theme';

/** Props of {@link PolygonEditor}. The points are controlled (`polygon` + `onPolygonChange`) or uncontrolled (`defaultPolygon`). */
export interface PolygonEditorProps {
  readonly polygon?: Polygon;
  readonly defaultPolygon?: Polygon;
  /** Called with the new `{ points }` after every edit (a vertex moved, inserted or deleted, the whole shape moved). */
  readonly onPolygonChange?: (polygon: Polygon) => void;
  /**
   * `true` (default): a closed polygon (at least 3 points); `false`: an open polyline (at least 2).
   * @defaultValue true
   */
  readonly closed?: boolean;
  /**
   * The shape's name in the handles' accessible names: `Polygon vertex 2 at (40, 30)`.
   * @defaultValue 'Polygon'
   */
  readonly label?: string;
  /**
   * The polygon's fill rule, as drawn.
   * @defaultValue 'evenodd'
   */
  readonly fillRule?: FillRule;
  /**
   * Arrow-key step of the handles, scene units.
   * @defaultValue 1
   */
  readonly step?: number;
  /**
   * Arrow-key step of the handles with Shift held, scene units.
   * @defaultValue 10
   */
  readonly largeStep?: number;
  readonly className?: string;
  /** Style of the editor's group (`<g>`). The shape's own colours come from `shapeStyle`. */
  readonly style?: CSSProperties;
  /**
   * Style of the polygon or polyline itself, over its defaults (`--hitkit-shape`
   * stroke): e.g. `hitTone(hit)` to draw it in the hit or miss style. Keep it
   * the same object between renders (a frozen constant, or memoised) so the
   * shape does not re-render.
   */
  readonly shapeStyle?: CSSProperties;
  /**
   * Snapping, as on `<Handle>`: a grid step, scene units (a dragged vertex
   * goes to the nearest multiple; the arrow keys then step by it), or
   * `objectSnap(world, { kinds, radiusPx, grid })` (a dragged vertex goes to
   * the best target of the world's shapes within reach; Tab during the drag
   * chooses another). The move handle snaps its own point, the one grabbed.
   * Leave the polygon itself out of the world, or out with the setting's
   * `filter`.
   * @defaultValue no snapping
   */
  readonly snap?: number | false | ObjectSnap | undefined;
  /**
   * A closed rect the shape may not leave, as on `<DraggableShape>`: a
   * dragged vertex is clamped into it; a move of the whole shape stops
   * where the shape's bounding box meets its edge.
   */
  readonly bounds?: Rect | undefined;
  /**
   * With an `objectSnap`: draw the `<SnapMarker>` of the target the dragged
   * vertex (or move handle) sits on.
   * @defaultValue true
   */
  readonly snapMarker?: boolean;
  /**
   * With an `objectSnap`: called once per change of that target (or of
   * Tab's choice among candidates), before paint, with the `SnapState`
   * (`target` null when none): see {@link SnapChangeHandler}.
   */
  readonly onSnapChange?: SnapChangeHandler | undefined;
}

/**
 * An editable polygon or polyline: every vertex a handle (drag it, or focus it
 * and use the arrow keys, Shift for the large step), and a smaller handle
 * that moves the whole shape: at the centroid (a polyline: the middle of its
 * bounding box), or, where that lies under a vertex's handle or outside the
 * polygon (an L, a U), at the middle of a diagonal (a polyline: of a segment)
 * clear of both. Editing, all by keyboard too:
 *
 * - **insert** a vertex: double-click an edge (the new vertex goes where you
 *   clicked, on that edge), or focus a vertex and press `Insert` or `+` (a new
 *   vertex at the middle of the edge after it; for a polyline's last vertex,
 *   one step beyond it);
 * - **delete** a vertex: focus it and press `Delete` or `Backspace` (not below
 *   3 points for a polygon, 2 for a polyline); focus moves to the previous vertex.
 *
 * With `snap`, a dragged vertex (and the move handle's point) snaps to the
 * grid or, with an `objectSnap`, to the world's shapes, a `<SnapMarker>`
 * shows the target and `onSnapChange` reports it, as on `<Handle>`; with
 * `bounds`, the shape stays inside them.
 *
 * Each change calls `onPolygonChange` with new `{ points }` and is announced
 * through the Scene's live region. Handles are named `Polygon vertex 2 at (40,
 * 30)` (1-based) and `Move polygon at (…)`. Renders inside a {@link Scene}.
 *
 * @throws Error outside a Scene; TypeError when neither `polygon` nor
 *   `defaultPolygon` is given; TypeError / RangeError naming a bad polygon.
 */
export const PolygonEditor = memo(function PolygonEditor(props: PolygonEditorProps) {
  useRequiredScene('PolygonEditor');
  const scene = useScene();
  const px = useScenePixel();
  const { closed = true, label = 'Polygon', fillRule = 'evenodd', step, largeStep, className, style, shapeStyle, snap, bounds, snapMarker = true } = props;
  assertSnapAndBounds(snap, bounds);
  // The shape's style: the editor's cursor (and a polyline's wider stroke, easier to double-click) under shapeStyle.
  const drawnStyle = useMemo(() => ({ cursor: 'copy', ...(closed ? {} : { strokeWidth: 3 }), ...shapeStyle }), [closed, shapeStyle]);
  const [value, setValue] = useControllableState(props.polygon, props.defaultPolygon, props.onPolygonChange);
  if (value === undefined) throw new TypeError('PolygonEditor needs polygon (controlled) or defaultPolygon (uncontrolled)');
  if (closed) assertPolygon(value, props.polygon !== undefined ? 'polygon' : 'defaultPolygon');
  else assertPolyline(value, props.polygon !== undefined ? 'polygon' : 'defaultPolygon');
  const points = value.points;
  const least = closed ? 3 : 2;
  const group = useRef<SVGGElement | null>(null);
  const edits = usePolygonEdits({ points, setValue, closed, least, label, step, scene, group });
  // The move handle: 14 px clear of the vertices (a vertex handle's dot (6) and the move handle's (4), and 4 between them).
  const { replace, current } = edits;
  const move = useMoveHandle({ points, current, replace, closed, clear: 14 * px, label, step, largeStep, snap, bounds, scene });
  const [snapShown, onSnap] = usePartSnaps(move.snap);
  useSnapReport(snapShown, props.onSnapChange);

  return (
    <g ref={group} className={classNames('hitkit-polygon-editor', className)} style={style} data-vertices={points.length}>
      {closed ? (
        <PolygonShape polygon={value} fillRule={fillRule} onDoubleClick={edits.onDoubleClick} style={drawnStyle} />
      ) : (
        <PolylineShape polyline={value} onDoubleClick={edits.onDoubleClick} style={drawnStyle} />
      )}
      <HandleMarker point={move.point} isDragging={move.isDragging} size={4} handleProps={move.handleProps} className="hitkit-move-handle" />
      {points.map((p, k) => (
        <VertexHandle
          key={k}
          point={p}
          index={k}
          name={`${label} vertex ${k + 1}`}
          canDelete={points.length > least}
          onMove={edits.onMove}
          onDelete={edits.onDelete}
          onInsertAfter={edits.onInsertAfter}
          step={step}
          largeStep={largeStep}
          snap={snap}
          bounds={bounds}
          onSnap={onSnap}
        />
      ))}
      {snapMarker && isObjectSnap(snap) ? <SnapMarker snap={snapShown} announce={false} /> : null}
    </g>
  );
}, sameProps);

/** What {@link usePolygonEdits} edits, and how it tells. */
interface PolygonEditOptions {
  /** The points drawn now. */
  readonly points: readonly Vec2[];
  readonly setValue: (polygon: Polygon) => void;
  readonly closed: boolean;
  /** The fewest points (3 for a polygon, 2 for a polyline): no delete below. */
  readonly least: number;
  /** The shape's name in announcements. */
  readonly label: string;
  /** The arrow-key step: how far past a polyline's last vertex `Insert` puts the next, when the last segment has no length. */
  readonly step: number | undefined;
  readonly scene: SceneContextValue | null;
  /** The editor's group: after an insert or a delete, the vertex that takes the edited place is focused in it. */
  readonly group: RefObject<SVGGElement | null>;
}

/** The edits of a {@link PolygonEditor}: stable callbacks (the handles are memoised) that each make new points. */
interface PolygonEdits {
  /** Puts `next` in place of the points (and tells `onPolygonChange`). */
  readonly replace: (next: Vec2[]) => void;
  /** The points the next edit builds on: the ones drawn, or an edit's not drawn yet. */
  readonly current: () => readonly Vec2[];
  readonly onMove: (index: number, point: Vec2) => void;
  readonly onDelete: (index: number) => void;
  readonly onInsertAfter: (index: number) => void;
  /** A double-click on an edge inserts a vertex there. */
  readonly onDoubleClick: (event: MouseEvent) => void;
}

/**
 * A {@link PolygonEditor}'s vertex edits: move, delete (announced, focus to
 * the previous vertex), insert after a vertex or where an edge is
 * double-clicked (announced, focus to the new vertex).
 */
function usePolygonEdits({ points, setValue, closed, least, label, step, scene, group }: PolygonEditOptions): PolygonEdits {
  // The points the callbacks build on, so that they stay stable: the ones drawn (set after every commit), or an edit's before it is drawn.
  const latest = useRef(points);
  useIsomorphicLayoutEffect(() => {
    latest.current = points;
  });
  // The vertex to focus once an insert or a delete is drawn (a new object per request: the effect runs once for each).
  const [focusRequest, setFocusRequest] = useState<{ readonly index: number } | null>(null);
  const announce = scene?.announce;
  const replace = useCallback(
    (next: Vec2[]) => {
      latest.current = next; // a second edit before the re-render builds on this one
      setValue({ points: next });
    },
    [setValue],
  );
  const current = useCallback(() => latest.current, []);
  const onMove = useCallback(
    (index: number, point: Vec2) => {
      const next = latest.current.slice();
      next[index] = { x: point.x, y: point.y };
      replace(next);
    },
    [replace],
  );
  const onDelete = useCallback(
    (index: number) => {
      const now = latest.current;
      if (now.length <= least) return;
      replace(now.filter((_, k) => k !== index));
      setFocusRequest({ index: index === 0 ? 0 : index - 1 });
      announce?.(`${label} vertex ${index + 1} deleted, ${now.length - 1} vertices`);
    },
    [replace, least, label, announce],
  );
  const insertAt = useCallback(
    (index: number, point: Vec2) => {
      const now = latest.current;
      replace([...now.slice(0, index), { x: point.x, y: point.y }, ...now.slice(index)]);
      setFocusRequest({ index });
      announce?.(`${label} vertex ${index + 1} inserted at ${formatPoint(point)}, ${now.length + 1} vertices`);
    },
    [replace, label, announce],
  );
  const onInsertAfter = useCallback((index: number) => insertAt(index + 1, insertedAfter(latest.current, index, closed, step)), [insertAt, closed, step]);
  const onDoubleClick = useCallback(
    (event: MouseEvent) => {
      if (!scene) return;
      const at = scene.clientToScene(event.clientX, event.clientY);
      const shape = { points: latest.current };
      const nearest = closed ? closestPointOnPolygon(at, shape) : closestPointOnPolyline(at, shape);
      const edge = 'edgeIndex' in nearest ? nearest.edgeIndex : nearest.segmentIndex;
      insertAt(edge + 1, nearest.point);
    },
    [scene, closed, insertAt],
  );
  // After an insert or a delete, focus the vertex that takes the edited place.
  useEffect(() => {
    if (focusRequest === null) return;
    const target = group.current?.querySelector<SVGGElement>(`[data-vertex="${focusRequest.index}"]`);
    target?.focus();
  }, [focusRequest, group]);
  return { replace, current, onMove, onDelete, onInsertAfter, onDoubleClick };
}

/**
 * Where `Insert` on vertex `index` puts the new vertex: the middle of the edge
 * after it; past a polyline's last vertex, half its last segment further on
 * (or `step`, default 1, to the right when that segment has no length).
 */
function insertedAfter(points: readonly Vec2[], index: number, closed: boolean, step: number | undefined): Vec2 {
  const a = points[index]!;
  const last = index === points.length - 1;
  if (last && !closed) {
    const b = points[index - 1]!;
    const dx = a.x - b.x;
    const dy = a.y - b.y;
    return dx === 0 && dy === 0 ? { x: a.x + (step ?? 1), y: a.y } : { x: a.x + dx / 2, y: a.y + dy / 2 };
  }
  const b = points[last ? 0 : index + 1]!;
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** `PolygonEditor`'s `snap` and `bounds`, checked (naming the props). */
function assertSnapAndBounds(snap: PolygonEditorProps['snap'], bounds: Rect | undefined): void {
  if (!isObjectSnap(snap)) readSnap(snap, 'snap');
  if (bounds !== undefined) assertRect(bounds, 'bounds');
}

/**
 * The one snap target an editor shows, of all its handles: the last part to
 * sit on a target, until it leaves it (the move handle's, `moveSnap`, comes
 * from its hook; the vertices report theirs through the callback returned).
 */
function usePartSnaps(moveSnap: SnapState): [SnapState, (part: PolygonPart, snap: SnapState) => void] {
  const [shown, setShown] = useState<{ readonly part: PolygonPart; readonly snap: SnapState } | null>(null);
  const onSnap = useCallback((part: PolygonPart, snap: SnapState) => {
    setShown((was) => (snap.target ? { part, snap } : was && was.part === part ? null : was));
  }, []);
  useSnapReport(moveSnap, (snap) => onSnap('move', snap));
  return [shown?.snap ?? NO_SNAP, onSnap];
}
