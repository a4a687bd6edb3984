'use client';
import { memo, useMemo, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import type { World, WorldId } from '../../geometry/index';
import { useSceneNumbers } from '../scene/sceneContext';
import { asTurned, mapClass, splitByMap, turnsRects, useFloatingGesture, useGestureDrawing, writtenTransform } from './gestureDrawing';
import { restStyledPaths, styledPathsOf, type ResolvedWorldStyle, type StyledPaths, type WorldLayerStyle } from './worldStyle';
import { WorldTiles } from './worldTiles';
import { WorldFills } from './worldFills';
import { useWorldLabelObstacles } from './worldObstacles';

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

function strokeStyle(s: ResolvedWorldStyle): CSSProperties {
  const style: CSSProperties = { fill: 'none', stroke: s.stroke, strokeWidth: s.strokeWidth };
  if (s.dash !== undefined) style.strokeDasharray = s.dash;
  if (s.opacity !== undefined) style.opacity = s.opacity;
  return style;
}

/** Which of a tile's strokes a `<TilePaths>` draws: the layers are drawn in this order, over every tile's fills (`WorldFills`). */
type PaintLayer = 'outlines' | 'points';

/** One paint layer of one tile's style groups (memoised: an unchanged tile's groups are the same array, so it is skipped). */
const TilePaths = memo(function TilePaths({ groups, layer }: { groups: readonly StyledPaths[]; layer: PaintLayer }) {
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

const PAINT_LAYERS: readonly PaintLayer[] = ['outlines', 'points'];

/** `WorldFills`, re-rendered only when its sources change. */
const Fills = memo(WorldFills);

/** The moved shapes' group is its own composited layer: a frame moves it without repainting the rest. */
const OWN_LAYER: CSSProperties = { willChange: 'transform' };

/** The layer's own style: no pointer events (see the comment where it is drawn). */
const WORLD_LAYER_STYLE: CSSProperties = { pointerEvents: 'none' };

/**
 * Draws every shape of a world with an id in a handful of paths: per
 * distinct style (`shapeStyle`; one style by default), one path for the
 * filled circles, rects, rotated rects and polygons, one for the outlines, one
 * for the points; a filled polygon that touches or crosses itself (or has more
 * than 64 vertices) gets a path of its own, with its fill rule (in a shared
 * path it could cut holes in the fills it overlaps). The cost is one set of paths per distinct style,
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
 * Fills are drawn per style, opaque, every tile's fills of a style under one
 * `<g>` carrying the fill's alpha (and the style's `opacity`), so overlapping
 * translucent fills of one style (two shapes, or shapes in two tiles) look
 * like one fill, not darker where they overlap; a fill given as
 * `var(--name, fallback)` is drawn in the property's colour at the fallback's
 * alpha. Fills of two styles are drawn one style after the other.
 *
 * Inside a `<SelectionLayer>` of the same world, while a gesture moves,
 * resizes or turns the selection, its shapes are left out of the tiles and
 * drawn once, as they were at the gesture's start, in a `<g transform>` of
 * the frame's map, on top of the other shapes (outlines keep their CSS-pixel
 * widths); only shapes a map cannot draw as the gesture writes them (circles
 * and rotated rects under a non-uniform resize) are drawn from the world on
 * each frame. A frame then changes one attribute, not the path data of the
 * tiles, while the world (pick, hover, snapping) holds every frame's shapes.
 * A `shapeStyle` styles them by the kind they have in the world on that
 * frame: a rect that a rotation turns is styled as a rotated rect until the
 * turn is undone (or is a quarter turn).
 *
 * Labels in the Scene (`<Label>`, a snap's tooltip) keep clear of the world's
 * shapes as of shapes drawn one by one (strokes, outlines, points as dots):
 * each place a label considers asks the world for the shapes under it (one
 * broad-phase query of the place's box), and each new `version` places the
 * labels again — except the versions a `<SelectionLayer>` gesture's own frames
 * make (a move, resize, rotation, pinch or reshape of the world drawn inside
 * it): its shapes float while it runs and are not counted; its start and end
 * place the labels again. Draw the layer inside the `<SelectionLayer>` of its
 * world (the innermost one, when they nest): a layer elsewhere sees no
 * gesture, and its labels keep clear of a dropped shape only from the world's
 * next `version` on.
 *
 * @throws TypeError / RangeError naming a bad style field (`shapeStyle.segment.strokeWidth must be a finite number >= 0 …`)
 */
export const WorldLayer = memo(function WorldLayer({ world, version, shapeStyle }: WorldLayerProps) {
  const numbers = useSceneNumbers();
  const drawing = useGestureDrawing(world);
  // labels keep clear of the world's shapes (asked of the world per place a label considers; a gesture's start and end
  // float and settle shapes without a new version)
  useWorldLabelObstacles(world, version, useFloatingGesture(world));
  const leftOut = drawing?.ids ?? null;
  const writes = drawing?.writes ?? -1;
  // The tiles of the last drawing (a cache kept across renders; a new one for a new world, view or style).
  const [cache] = useState<{ tiles: WorldTiles | null }>(() => ({ tiles: null }));
  const tiles = useMemo(() => {
    if (!cache.tiles?.matches(world, numbers, shapeStyle)) cache.tiles = new WorldTiles(world, numbers, shapeStyle);
    return cache.tiles.tiles(leftOut, writes);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the mutable world's: the same world object holds other shapes when it changes
  }, [cache, world, numbers, version, shapeStyle, leftOut, writes]);
  // A running gesture's shapes (`<SelectionLayer>`'s): those its map draws, once from their start, under the map's transform
  // (its own composited layer: a frame moves it without repainting the rest); the others from the world.
  const kind = drawing === null ? null : mapClass(drawing.map);
  const before = drawing?.before;
  const split = useMemo(() => (drawing === null || kind === null ? null : splitByMap(drawing, kind)), [before, kind]); // eslint-disable-line react-hooks/exhaustive-deps -- `drawing`'s start part is `before`
  // styled by the kind each shape has now: a turning frame's rects are the world's rotated rects (the same corners)
  const turned = drawing !== null && shapeStyle !== undefined && turnsRects(drawing.map);
  const moved = useMemo(
    () => split && styledPathsOf(turned ? asTurned(split.moved) : split.moved, numbers, shapeStyle, cache.tiles!.pathOf),
    [split, turned, numbers, shapeStyle, cache],
  );
  const rest = useMemo(
    () => (split && split.rest.length > 0 ? restStyledPaths(world, split.rest, numbers, shapeStyle) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version`: the rest is read from the mutable world
    [split, world, numbers, shapeStyle, version],
  );
  const transform = drawing === null ? undefined : writtenTransform(drawing.map, numbers);
  // The same sources while no tile and no shape drawn apart changed: a gesture's frame then leaves every fill alone.
  const fills = useMemo(() => (rest ? [...tiles, { key: 'rest', groups: rest }] : tiles), [tiles, rest]);
  const movedFills = useMemo(() => (moved ? [{ key: 'moved', groups: moved }] : null), [moved]);
  // The same elements while no tile and no shape drawn apart changed: a frame that only moves the gesture's group
  // re-renders nothing else (React skips an element it was given before). The tiles' elements are kept apart from
  // the shapes redrawn on each frame (`rest`), so such a frame hands React the same tile elements too.
  const tileLayers = useMemo(
    () => PAINT_LAYERS.map((layer) => tiles.map((t) => <TilePaths key={`${layer}${t.key}`} groups={t.groups} layer={layer} />)),
    [tiles],
  );
  const still = useMemo(() => {
    const layers: ReactNode[] = [<Fills key="fills" sources={fills} />];
    PAINT_LAYERS.forEach((layer, i) => {
      layers.push(...tileLayers[i]!);
      if (rest) layers.push(<TilePaths key={`${layer}rest`} groups={rest} layer={layer} />);
    });
    return layers;
  }, [fills, tileLayers, rest]);
  const movedPaths = useMemo(
    () => moved && [<Fills key="fills" sources={movedFills!} />, ...PAINT_LAYERS.map((layer) => <TilePaths key={layer} groups={moved} layer={layer} />)],
    [moved, movedFills],
  );
  return (
    // No pointer events: the browser would hit-test every move against these
    // huge paths (about 3 ms per move at 10,000 shapes) for nothing: picking is
    // ours (`usePick`), and a press falls through to the layer's background.
    // Not a composited layer (no will-change): in Chromium 156 a composited
    // layer of 10,000 shapes cost about 9 ms of main-thread layerization on
    // every frame that repainted anything (a hover, a handle), far more than
    // the repaint it saved.
    <g className="hitkit-world-layer" aria-hidden="true" style={WORLD_LAYER_STYLE}>
      {still}
      {movedPaths && (
        <g key="moved" transform={transform} style={OWN_LAYER}>
          {movedPaths}
        </g>
      )}
    </g>
  );
}) as <Id extends WorldId = WorldId>(props: WorldLayerProps<Id>) => ReactElement;
