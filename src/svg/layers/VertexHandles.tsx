'use client';
import { memo, useRef, useState } from 'react';
import type { ReshapeState } from '../../hooks/scene/reshapeHandles';
import { useSceneNumbers, useScenePixels } from '../scene/sceneContext';
import { FocusRingCircle } from '../handles/FocusRingCircle';
import { theme } from '../style/theme';

/** The class of every vertex handle (a press on one reshapes the shape; it selects nothing). @internal */
export const VERTEX_HANDLE_CLASS = 'hitkit-vertex-handle';

/** The visible dot's radius, CSS px (round, where the transform box's handles are squares). */
const DOT_RADIUS = 4.5;
/** The radius of every vertex's invisible grab target, CSS px: a 24 px touch target (WCAG 2.5.8). */
const TARGET_RADIUS = 12;

/** Props of {@link VertexHandles}. */
export interface VertexHandlesProps {
  /** `useSelection`'s `reshape` (null: nothing is drawn). */
  readonly state: ReshapeState | null;
}

/**
 * The vertex handles of one selected shape (drawn by `<SelectionLayer
 * reshapable>`): a round dot (9 CSS px across, `--hitkit-handle-fill` ringed in
 * `--hitkit-selection`) on each end of a segment and each vertex of a
 * polyline or polygon, in CSS pixels at any figure size and zoom, each with
 * a 24 CSS px round grab target; where targets overlap (vertices close
 * together, a corner of the transform box) the nearest handle to the press
 * wins. Each is a focusable, named button ("Move vertex 2 of 5, rock"), in
 * the shape's vertex order, drawn with the double focus ring when focused
 * from the keyboard; the keys are `useSelection`'s (option `reshapable`).
 */
export const VertexHandles = memo(function VertexHandles({ state }: VertexHandlesProps) {
  const n = useSceneNumbers();
  const px = useScenePixels(1);
  const [focused, setFocused] = useState<number | null>(null);
  // a handle focused by a press shows no ring (`:focus-visible`)
  const pressed = useRef(false);
  if (!state) return null;
  return (
    <g className="hitkit-vertex-handles">
      {state.vertices.map((q, k) => (
        <g
          key={k}
          className={VERTEX_HANDLE_CLASS}
          data-vertex={k}
          {...state.handleProps(k)}
          onPointerDownCapture={() => {
            pressed.current = true;
          }}
          onFocus={() => {
            setFocused(pressed.current ? null : k);
            pressed.current = false;
          }}
          onBlur={() => setFocused((f) => (f === k ? null : f))}
          style={{ cursor: 'move', outline: 'none', touchAction: 'none' }}
        >
          <circle cx={n.x(q.x)} cy={n.y(q.y)} r={n.len(TARGET_RADIUS * px)} style={{ fill: 'transparent', stroke: 'none' }} />
          <circle
            aria-hidden="true"
            cx={n.x(q.x)}
            cy={n.y(q.y)}
            r={n.len(DOT_RADIUS * px)}
            vectorEffect="non-scaling-stroke"
            style={{ fill: theme.handleFill, stroke: theme.selection, strokeWidth: 1.5 }}
          />
          {focused === k && <FocusRingCircle cx={n.x(q.x)} cy={n.y(q.y)} r={n.len((TARGET_RADIUS - 3) * px)} />}
        </g>
      ))}
    </g>
  );
});
