'use client';
import { memo, useMemo } from 'react';
import type { World } from '../../geometry/index';
import { useSceneNumbers } from '../scene/sceneContext';
import { worldPaths } from './worldPath';
import { theme } from '../style/theme';

/** Props of {@link WorldLayer}. */
export interface WorldLayerProps {
  readonly world: World;
  /** `world.version`: the shapes are read again when it changes (the world is mutable: the same object). */
  readonly version: number;
}

/**
 * Draws every shape of a world with an id in a few paths — the filled
 * circles, rects and rotated rects, every outline, the points — and one path per filled
 * polygon: ten thousand shapes cost far fewer elements than ten thousand
 * components. Colours `--hitkit-shape` and
 * `--hitkit-shape-fill`; points as 4 px dots. Decorative: describe the scene
 * in text (the Scene's title), and let `SelectionLayer` say what is selected.
 * Takes no pointer events (pick with `usePick` / `SelectionLayer`).
 */
export const WorldLayer = memo(function WorldLayer({ world, version }: WorldLayerProps) {
  const numbers = useSceneNumbers();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the mutable world's: the same world object holds other shapes when it changes
  const paths = useMemo(() => worldPaths(world, numbers), [world, numbers, version]);
  const fill = { fill: theme.shapeFill, stroke: 'none' };
  return (
    // No pointer events: the browser would hit-test every move against these
    // huge paths (about 3 ms per move at 10,000 shapes) for nothing: picking is
    // ours (`usePick`), and a press falls through to the layer's background.
    <g className="hitkit-world-layer" aria-hidden="true" style={{ pointerEvents: 'none', willChange: 'transform' }}>
      {paths.solids && <path d={paths.solids} style={fill} />}
      {paths.polygons.map((p, k) => (
        <path key={k} d={p.d} fillRule={p.rule} style={fill} />
      ))}
      {paths.outlines && (
        <path d={paths.outlines} vectorEffect="non-scaling-stroke" strokeLinejoin="round" style={{ fill: 'none', stroke: theme.shape, strokeWidth: 1.25 }} />
      )}
      {paths.points && (
        <path d={paths.points} vectorEffect="non-scaling-stroke" strokeLinecap="round" style={{ fill: 'none', stroke: theme.shape, strokeWidth: 4 }} />
      )}
    </g>
  );
});
