'use client';
import { memo } from 'react';
import type { ReshapeState } from '../../hooks/scene/reshapeHandles';
import { useSceneNumbers, useScenePixels } from '../scene/sceneContext';
import { FocusRingCircle } from '../handles/FocusRingCircle';
import { useFocusRing } from '../handles/focusRing';
import { theme } from '../style/theme';

/**
 * The class on the root `<g>` of every vertex handle `<VertexHandles>` draws
 * (`hitkit-vertex-handle`; the same element carries `data-vertex`, the
 * vertex's index, and the handle's props: role `button`, its name, tab stop,
 * pointer and key handlers). A press on one reshapes the shape (or goes to a
 * nearer transform-box handle); it never selects or starts a band. For
 * styling and tests: `.hitkit-vertex-handle:focus-visible` is not needed, the
 * handle draws the focus mark itself.
 *
 * @internal
 */
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
  if (!state) return null;
  return (
    <g className="hitkit-vertex-handles">
      {state.vertices.map((q, k) => (
        <VertexHandle
          key={k}
          index={k}
          x={n.x(q.x)}
          y={n.y(q.y)}
          radii={[n.len(DOT_RADIUS * px), n.len(TARGET_RADIUS * px), n.len((TARGET_RADIUS - 3) * px)]}
          state={state}
        />
      ))}
    </g>
  );
});

/**
 * One vertex's handle at `(x, y)`, with its dot's, grab target's and focus ring's radii (all as written in the
 * Scene). Its focus ring follows `:focus-visible` (`useFocusRing`): none when a press focused it.
 */
function VertexHandle(props: { index: number; x: string; y: string; radii: readonly [string, string, string]; state: ReshapeState }) {
  const { index, x, y, radii, state } = props;
  const [dot, target, ring] = radii;
  const { ringVisible, focusProps } = useFocusRing();
  return (
    <g
      className={VERTEX_HANDLE_CLASS}
      data-vertex={index}
      {...state.handleProps(index)}
      {...focusProps}
      style={{ cursor: 'move', outline: 'none', touchAction: 'none' }}
    >
      <circle cx={x} cy={y} r={target} style={{ fill: 'transparent', stroke: 'none' }} />
      <circle
        aria-hidden="true"
        cx={x}
        cy={y}
        r={dot}
        vectorEffect="non-scaling-stroke"
        style={{ fill: theme.handleFill, stroke: theme.selection, strokeWidth: 1.5 }}
      />
      {ringVisible && <FocusRingCircle cx={x} cy={y} r={ring} />}
    </g>
  );
}
