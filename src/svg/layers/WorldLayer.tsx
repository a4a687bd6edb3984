'use client';
import { memo, useMemo, useState, type CSSProperties, type ReactElement } from 'react';
import type { World, WorldId } from '../../geometry/index';
import { useSceneNumbers } from '../scene/sceneContext';
import type { ResolvedWorldStyle, StyledPaths, WorldLayerStyle } from './worldStyle';
import { WorldTiles } from './worldTiles';

/** Props of {@link WorldLayer}. `Id`: the world's id type. */
export interface WorldLayerProps<Id extends WorldId = WorldId> {
  readonly world: World<Id>;
  /** `world.version`: the shapes are read again when it changes (the world is mutable: the same object). */
  readonly version: number;
  /**
   * How shapes are drawn: a style per kind (`{ segment: { strokeWidth: 3 } }`),
   * or a function of each shape's entry returning its style (`undefined`: the
   * default look), e.g. walls thicker than room outlines by id or z. Fields:
   * `stroke`, `strokeWidth` (CSS px, never scaled with the shape or the zoom;
   * a point's dot diameter), `fill` (filled circles, rects and polygons;
   * `'none'`), `opacity`, `dash` (CSS px). Give it a stable identity (a
   * constant, `useMemo`, `useCallback`): the paths are rebuilt when it
   * changes, as when `version` does, and a function is called once per shape
   * each time.
   * @defaultValue every shape in `--hitkit-shape` (1.25 px outlines, 4 px dots), filled with `--hitkit-shape-fill`
   */
  readonly shapeStyle?: WorldLayerStyle<Id> | undefined;
}

function fillStyle(s: ResolvedWorldStyle): CSSProperties {
  return s.opacity === undefined ? { fill: s.fill, stroke: 'none' } : { fill: s.fill, stroke: 'none', opacity: s.opacity };
}

function strokeStyle(s: ResolvedWorldStyle): CSSProperties {
  const style: CSSProperties = { fill: 'none', stroke: s.stroke, strokeWidth: s.strokeWidth };
  if (s.dash !== undefined) style.strokeDasharray = s.dash;
  if (s.opacity !== undefined) style.opacity = s.opacity;
  return style;
}

/** Which of a tile's paths a `<TilePaths>` draws: the layers are drawn in this order, every tile's fills under every tile's outlines. */
type PaintLayer = 'solids' | 'polygons' | 'outlines' | 'points';

/** One paint layer of one tile's style groups (memoised: an unchanged tile's groups are the same array, so it is skipped). */
const TilePaths = memo(function TilePaths({ groups, layer }: { groups: readonly StyledPaths[]; layer: PaintLayer }) {
  if (layer === 'solids' || layer === 'polygons') {
    const filled = groups.filter((g) => g.style.fill !== 'none');
    if (layer === 'solids') return filled.map((g) => g.solids && <path key={`s${g.style.key}`} d={g.solids} style={fillStyle(g.style)} />);
    return filled.map((g) => g.polygons.map((p, k) => <path key={`p${g.style.key}/${k}`} d={p.d} fillRule={p.rule} style={fillStyle(g.style)} />));
  }
  if (layer === 'outlines') {
    return groups.map(
      (g) =>
        g.outlines && <path key={`o${g.style.key}`} d={g.outlines} vectorEffect="non-scaling-stroke" strokeLinejoin="round" style={strokeStyle(g.style)} />,
    );
  }
  return groups.map(
    (g) =>
      g.points && (
        <path
          key={`d${g.style.key}`}
          d={g.points}
          vectorEffect="non-scaling-stroke"
          strokeLinecap="round"
          style={{ ...strokeStyle(g.style), strokeDasharray: undefined }}
        />
      ),
  );
});

const PAINT_LAYERS: readonly PaintLayer[] = ['solids', 'polygons', 'outlines', 'points'];

/**
 * Draws every shape of a world with an id in a handful of paths: per
 * distinct style (`shapeStyle`; one style by default), one path for the
 * filled circles, rects and rotated rects, one for the outlines, one for the points, and one
 * path per filled polygon. The cost is one set of paths per distinct style,
 * not per shape: ten thousand shapes in three styles are about ten elements.
 * Fills are drawn under every outline, outlines under the points. Colours
 * `--hitkit-shape` and `--hitkit-shape-fill` by default; points as 4 px dots.
 * Decorative: describe the scene in text (the Scene's title), and let
 * `SelectionLayer` say what is selected. Takes no pointer events (pick with
 * `usePick` / `SelectionLayer`). Memoised; the paths are rebuilt when
 * `world`, `version`, `shapeStyle` or the Scene's view changes.
 *
 * A world of more than 2,048 shapes is drawn in up to 8 × 8 spatial tiles
 * (each shape in the tile where it was first drawn, as long as it stays in
 * the world), each tile its own set of paths: after a change of `version`
 * only the tiles holding a changed shape are rebuilt, so dragging a few
 * shapes of a large world redraws them and their tiles, not every shape.
 * (Where translucent fills of two tiles overlap, the overlap is filled twice;
 * and within a paint layer the tiles are drawn one after another, so where
 * opaque fills of two styles in two tiles overlap, the later tile's is on top.)
 *
 * @throws TypeError / RangeError naming a bad style field (`shapeStyle.segment.strokeWidth must be a finite number >= 0 …`)
 */
export const WorldLayer = memo(function WorldLayer({ world, version, shapeStyle }: WorldLayerProps) {
  const numbers = useSceneNumbers();
  // The tiles of the last drawing (a cache kept across renders; a new one for a new world, view or style).
  const [cache] = useState<{ tiles: WorldTiles | null }>(() => ({ tiles: null }));
  const tiles = useMemo(() => {
    if (!cache.tiles?.matches(world, numbers, shapeStyle)) cache.tiles = new WorldTiles(world, numbers, shapeStyle);
    return cache.tiles.tiles();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the mutable world's: the same world object holds other shapes when it changes
  }, [cache, world, numbers, version, shapeStyle]);
  return (
    // No pointer events: the browser would hit-test every move against these
    // huge paths (about 3 ms per move at 10,000 shapes) for nothing: picking is
    // ours (`usePick`), and a press falls through to the layer's background.
    <g className="hitkit-world-layer" aria-hidden="true" style={{ pointerEvents: 'none', willChange: 'transform' }}>
      {PAINT_LAYERS.map((layer) => tiles.map((t) => <TilePaths key={`${layer}${t.key}`} groups={t.groups} layer={layer} />))}
    </g>
  );
}) as <Id extends WorldId = WorldId>(props: WorldLayerProps<Id>) => ReactElement;
