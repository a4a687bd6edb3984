'use client';
import { memo, useCallback, type KeyboardEvent } from 'react';
import type { Rect, Vec2 } from '../../geometry/index';
import { useDraggablePoint } from '../../hooks/drag/useDraggablePoint';
import type { ObjectSnap, SnapState } from '../../hooks/drag/snapper';
import { useSnapReport } from '../../hooks/drag/useSnapReport';
import { HandleMarker } from '../handles/Handle';
import { useScene } from '../scene/sceneContext';

/** Which part of a {@link PolygonEditor} reports a snap: a vertex (its index) or the move handle. @internal */
export type PolygonPart = number | 'move';

/** Props of {@link VertexHandle}. @internal */
export interface VertexHandleProps {
  readonly point: Vec2;
  readonly index: number;
  readonly name: string;
  readonly canDelete: boolean;
  readonly onMove: (index: number, point: Vec2) => void;
  readonly onDelete: (index: number) => void;
  readonly onInsertAfter: (index: number) => void;
  readonly step: number | undefined;
  readonly largeStep: number | undefined;
  /** The editor's `snap`: a grid step or an `objectSnap`. */
  readonly snap: number | false | ObjectSnap | undefined;
  /** The editor's `bounds`: the vertex is clamped into them. */
  readonly bounds: Rect | undefined;
  /** Told each change of the target this vertex sits on. */
  readonly onSnap: (part: PolygonPart, snap: SnapState) => void;
}

/**
 * One vertex of a `PolygonEditor`: a handle (drag, arrows; snapped and kept
 * in the bounds as a `<Handle>` is) that also deletes itself (Delete,
 * Backspace) or inserts a vertex after it (Insert, +). @internal
 */
export const VertexHandle = memo(function VertexHandle({
  point,
  index,
  name,
  canDelete,
  onMove,
  onDelete,
  onInsertAfter,
  step,
  largeStep,
  snap,
  bounds,
  onSnap,
}: VertexHandleProps) {
  const scene = useScene();
  const onChange = useCallback((next: Vec2) => onMove(index, next), [onMove, index]);
  const {
    point: shown,
    isDragging,
    handleProps,
    snap: snapped,
  } = useDraggablePoint({
    value: point,
    onChange,
    label: name,
    step,
    largeStep,
    snap,
    bounds,
    yUp: scene?.yUp ?? false,
    clientToScene: scene?.clientToScene,
  });
  const report = useCallback((s: SnapState) => onSnap(index, s), [onSnap, index]);
  useSnapReport(snapped, report);
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
