'use client';
import { memo, useMemo } from 'react';
import type { World } from '../geometry/index';
import { useSceneNumbers } from './Scene';
import { worldPath } from './overlays/worldPath';
import { theme } from './theme';

/** Props of {@link WorldLayer}. */
export interface WorldLayerProps {
  readonly world: World;
  /** Re-read the shapes when this changes (pass `world.version`; default: read on every render). */
  readonly version?: number | undefined;
}

/**
 * Draws every shape of a world with an id in three paths — the filled
 * circles and rects, the filled polygons (one path per fill rule), every
 * outline — whatever their number: ten thousand shapes cost a handful of
 * elements instead of ten thousand components. Colours `--hitkit-shape` and
 * `--hitkit-shape-fill`; points as 4 px dots. Decorative: describe the scene
 * in text (the Scene's title), and let `SelectionLayer` say what is selected.
 */
export const WorldLayer = memo(function WorldLayer({ world, version }: WorldLayerProps) {
  const numbers = useSceneNumbers();
  const paths = useMemo(() => {
    let outlines = '';
    let points = '';
    let solids = '';
    const polygons = { evenodd: '', nonzero: '' };
    for (const id of world.ids()) {
      const entry = world.lookup(id)!;
      const d = worldPath(entry.kind, entry.shape, numbers);
      if (entry.kind === 'point') {
        points += d;
        continue;
      }
      outlines += d;
      if (!entry.filled) continue;
      if (entry.kind === 'polygon') polygons[entry.fillRule] += d;
      else if (entry.kind === 'circle' || entry.kind === 'rect') solids += d;
    }
    return { outlines, points, solids, polygons };
  }, [world, numbers, version ?? {}]);
  const fill = { fill: theme.shapeFill, stroke: 'none' };
  return (
    <g className="hitkit-world-layer" aria-hidden="true">
      {paths.solids && <path d={paths.solids} style={fill} />}
      {paths.polygons.evenodd && <path d={paths.polygons.evenodd} fillRule="evenodd" style={fill} />}
      {paths.polygons.nonzero && <path d={paths.polygons.nonzero} fillRule="nonzero" style={fill} />}
      {paths.outlines && (
        <path d={paths.outlines} vectorEffect="non-scaling-stroke" strokeLinejoin="round" style={{ fill: 'none', stroke: theme.shape, strokeWidth: 1.25 }} />
      )}
      {paths.points && <path d={paths.points} vectorEffect="non-scaling-stroke" strokeLinecap="round" style={{ fill: 'none', stroke: theme.shape, strokeWidth: 4 }} />}
    </g>
  );
});
