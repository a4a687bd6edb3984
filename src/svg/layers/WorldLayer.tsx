'use client';
import { memo, useMemo, type CSSProperties, type ReactElement } from 'react';
import type { World, WorldId } from '../../geometry/index';
import { useSceneNumbers } from '../scene/sceneContext';
import { styledWorldPaths, type ResolvedWorldStyle, type WorldLayerStyle } from './worldStyle';

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
 * @throws TypeError / RangeError naming a bad style field (`shapeStyle.segment.strokeWidth must be a finite number >= 0 …`)
 */
export const WorldLayer = memo(function WorldLayer({ world, version, shapeStyle }: WorldLayerProps) {
  const numbers = useSceneNumbers();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the mutable world's: the same world object holds other shapes when it changes
  const groups = useMemo(() => styledWorldPaths(world, numbers, shapeStyle), [world, numbers, version, shapeStyle]);
  const filled = groups.filter((g) => g.style.fill !== 'none');
  return (
    // No pointer events: the browser would hit-test every move against these
    // huge paths (about 3 ms per move at 10,000 shapes) for nothing: picking is
    // ours (`usePick`), and a press falls through to the layer's background.
    <g className="hitkit-world-layer" aria-hidden="true" style={{ pointerEvents: 'none', willChange: 'transform' }}>
      {filled.map((g) => g.solids && <path key={`s${g.style.key}`} d={g.solids} style={fillStyle(g.style)} />)}
      {filled.map((g) => g.polygons.map((p, k) => <path key={`p${g.style.key}/${k}`} d={p.d} fillRule={p.rule} style={fillStyle(g.style)} />))}
      {groups.map(
        (g) =>
          g.outlines && <path key={`o${g.style.key}`} d={g.outlines} vectorEffect="non-scaling-stroke" strokeLinejoin="round" style={strokeStyle(g.style)} />,
      )}
      {groups.map(
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
      )}
    </g>
  );
}) as <Id extends WorldId = WorldId>(props: WorldLayerProps<Id>) => ReactElement;
