'use client';
import { boxPath } from './worldPath';
import type { SceneContextValue } from '../scene/sceneContext';
import { theme } from '../style/theme';

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

/** A layer's keyboard focus: a 4 px ring (`--hitkit-focus`) just inside the Scene's view. @internal */
export function SurfaceFocusRing({ scene, className }: { scene: SceneContextValue; className: string }) {
  const view = scene.viewBox;
  const inset = 2 * scene.pixel;
  return (
    <path
      className={className}
      aria-hidden="true"
      d={boxPath({ x: view.x + inset, y: view.y + inset, width: view.width - 2 * inset, height: view.height - 2 * inset }, scene.numbers)}
      vectorEffect="non-scaling-stroke"
      style={{ fill: 'none', stroke: theme.focus, strokeWidth: 4, pointerEvents: 'none' }}
    />
  );
}
