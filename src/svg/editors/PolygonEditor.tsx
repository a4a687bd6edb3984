'use client';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { closestPointOnPolygon, closestPointOnPolyline, type FillRule, type Polygon, type Vec2 } from '../../geometry/index';
import { assertPolygon, assertPolyline } from '../../geometry/shapes/validate';
import { formatPoint } from '../../format';
import { useControllableState } from '../../hooks/state/useControllableState';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';
import { useDraggablePoint } from '../../hooks/drag/useDraggablePoint';
import { HandleMarker } from '../handles/Handle';
import { moveAnchor } from './moveAnchor';
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
}

interface VertexHandleProps {
  readonly point: Vec2;
  readonly index: number;
  readonly name: string;
  readonly canDelete: boolean;
  readonly onMove: (index: number, point: Vec2) => void;
  readonly onDelete: (index: number) => void;
  readonly onInsertAfter: (index: number) => void;
  readonly step: number | undefined;
  readonly largeStep: number | undefined;
}

/** One vertex: a handle (drag, arrows) that also deletes itself (Delete, Backspace) or inserts a vertex after it (Insert, +). */
const VertexHandle = memo(function VertexHandle({ point, index, name, canDelete, onMove, onDelete, onInsertAfter, step, largeStep }: VertexHandleProps) {
  const scene = useScene();
  const onChange = useCallback((next: Vec2) => onMove(index, next), [onMove, index]);
  const {
    point: shown,
    isDragging,
    handleProps,
  } = useDraggablePoint({
    value: point,
    onChange,
    label: name,
    step,
    largeStep,
    yUp: scene?.yUp ?? false,
    clientToScene: scene?.clientToScene,
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key === 'Delete' || event.key === 'Backspace') && canDelete) {
      event.preventDefault();
      onDelete(index);
      return;
    }
    if (event.key === 'Insert' || event.key === '+') {
      event.preventDefault();
      onInsertAfter(index);
      return;
    }
    handleProps.onKeyDown(event);
  };
  const props: object = { ...handleProps, onKeyDown, 'data-vertex': index };
  return <HandleMarker point={shown} isDragging={isDragging} handleProps={props} />;
});

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
  const { closed = true, label = 'Polygon', fillRule = 'evenodd', step, largeStep, className, style, shapeStyle } = props;
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
  const move = useMoveHandle({ edits, points, closed, clear: 14 * px, label, step, largeStep, scene });

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
        />
      ))}
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

/** What {@link useMoveHandle} moves. */
interface MoveHandleOptions {
  readonly edits: PolygonEdits;
  readonly points: readonly Vec2[];
  readonly closed: boolean;
  /** How far the handle keeps from every vertex, scene units. */
  readonly clear: number;
  readonly label: string;
  readonly step: number | undefined;
  readonly largeStep: number | undefined;
  readonly scene: SceneContextValue | null;
}

/**
 * The handle that moves a whole {@link PolygonEditor} shape: at its
 * `moveAnchor` (the centroid, a polyline's box middle, unless that is under a
 * vertex's handle or outside the polygon); a drag or an arrow key moves every
 * point by the handle's movement.
 */
function useMoveHandle({ edits, points, closed, clear, label, step, largeStep, scene }: MoveHandleOptions) {
  // The last anchor, with what it was found for: the render and the drag's next move
  // ask for the same points, and it is found once.
  const lastAnchor = useRef<{ points: readonly Vec2[]; closed: boolean; clear: number; at: Vec2 } | null>(null);
  const anchorOf = useCallback(
    (of: readonly Vec2[]): Vec2 => {
      const last = lastAnchor.current;
      if (last && last.points === of && last.closed === closed && last.clear === clear) return last.at;
      const at = moveAnchor(of, closed, clear);
      lastAnchor.current = { points: of, closed, clear, at };
      return at;
    },
    [closed, clear],
  );
  // A pure cache keyed on all its inputs (the points' identity, closed, clear): what a render React discards stored is still right.
  // eslint-disable-next-line react-hooks/refs -- a pure cache keyed on all its inputs, safe under discarded renders
  const anchor = anchorOf(points);
  const { replace, current } = edits;
  const onMoveAll = useCallback(
    (to: Vec2) => {
      const now = current();
      const from = anchorOf(now);
      const dx = to.x - from.x;
      const dy = to.y - from.y;
      replace(now.map((p) => ({ x: p.x + dx, y: p.y + dy })));
    },
    [replace, current, anchorOf],
  );
  return useDraggablePoint({
    value: anchor,
    onChange: onMoveAll,
    label: `Move ${label.toLowerCase()}`,
    step,
    largeStep,
    yUp: scene?.yUp ?? false,
    clientToScene: scene?.clientToScene,
  });
}
