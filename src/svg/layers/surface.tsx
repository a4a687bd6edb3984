'use client';
import { boxPath } from './worldPath';
import type { SceneContextValue } from '../scene/sceneContext';
import { FocusRingPath } from '../handles/FocusRingCircle';

/** A transparent rect over the Scene's whole view: what takes a layer's pointer events on empty space. @internal */
export function SurfaceBackground({ scene, className }: { scene: SceneContextValue; className: string }) {
  const view = scene.viewBox;
  return (
    <rect
      className={className}
      x={scene.numbers.x(view.x)}
      y={scene.numbers.y(view.y)}
      width={scene.numbers.len(view.width)}
      height={scene.numbers.len(view.height)}
      style={{ fill: 'transparent' }}
    />
  );
}

/**
 * A layer's keyboard focus: the focus mark (`FocusRingPath`, a 4 CSS px double
 * line of `--hitkit-focus`) just inside the Scene's view. @internal
 */
export function SurfaceFocusRing({ scene, className }: { scene: SceneContextValue; className: string }) {
  const view = scene.viewBox;
  const inset = 2 * scene.pixel;
  return (
    <g aria-hidden="true" className={className}>
      <FocusRingPath d={boxPath({ x: view.x + inset, y: view.y + inset, width: view.width - 2 * inset, height: view.height - 2 * inset }, scene.numbers)} />
    </g>
  );
}
