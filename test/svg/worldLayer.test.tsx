import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createWorld, Scene, WorldLayer, type WorldEntry, type WorldLayerStyle, type WorldShapeStyle } from '../../src';

const viewBox = { x: 0, y: 0, width: 1000, height: 1000 };

/** A world of `n` walls (segments, ids wall-k), `n` room outlines (rects, ids room-k), two points and a filled polygon. */
function building(n: number) {
  const world = createWorld<string>({});
  for (let k = 0; k < n; k++) {
    const x = (k % 30) * 30;
    const y = Math.floor(k / 30) * 30;
    world.insert(`wall-${k}`, 'segment', { start: { x, y }, end: { x: x + 25, y } });
    world.insert(`room-${k}`, 'rect', { x, y: y + 2, width: 20, height: 20 }, { filled: false });
  }
  world.insert('p1', 'point', { x: 5, y: 990 });
  world.insert('p2', 'point', { x: 15, y: 990 });
  world.insert('rock', 'polygon', {
    points: [
      { x: 900, y: 900 },
      { x: 950, y: 900 },
      { x: 925, y: 950 },
    ],
  });
  return world;
}

function paths(container: HTMLElement) {
  return [...container.querySelectorAll('.hitkit-world-layer path')].map((p) => ({
    d: p.getAttribute('d') ?? '',
    stroke: (p as SVGElement).style.stroke,
    strokeWidth: (p as SVGElement).style.strokeWidth,
    fill: (p as SVGElement).style.fill,
    dash: (p as SVGElement).style.strokeDasharray,
    opacity: (p as SVGElement).style.opacity,
    /** The opacity of the fills' group (fills are opaque under a `<g>` carrying the alpha). */
    groupOpacity: p.parentElement?.classList.contains('hitkit-world-fills') ? (p.parentElement as unknown as SVGElement).style.opacity : undefined,
  }));
}

const draw = (ui: React.ReactNode) =>
  render(
    <Scene viewBox={viewBox} title="Building">
      {ui}
    </Scene>,
  );

describe('WorldLayer styles', () => {
  it('by default: one path of outlines, one of points, one of fills (here only a simple filled polygon)', () => {
    const world = building(100);
    const { container } = draw(<WorldLayer world={world} version={world.version} />);
    const drawn = paths(container);
    expect(drawn).toHaveLength(3);
    expect(drawn.map((p) => p.strokeWidth)).toEqual(['', '1.25', '4']); // the fills (the polygon), the outlines, the dots
    expect(drawn[1]!.d.match(/M/g)).toHaveLength(201); // 100 walls, 100 rooms, the polygon
  });

  it('a style per kind: walls thicker than room outlines, still one path per distinct style', () => {
    const world = building(1000);
    const style: WorldLayerStyle = { segment: { strokeWidth: 3, stroke: 'black' }, rect: { strokeWidth: 1, dash: [4, 2] } };
    const { container } = draw(<WorldLayer world={world} version={world.version} shapeStyle={style} />);
    const drawn = paths(container);
    // polygon fill (default style), outlines: walls, rooms, default (the polygon), points (default)
    expect(drawn).toHaveLength(5);
    const walls = drawn.find((p) => p.strokeWidth === '3')!;
    expect(walls.stroke).toBe('black');
    expect(walls.d.match(/M/g)).toHaveLength(1000);
    const rooms = drawn.find((p) => p.strokeWidth === '1')!;
    expect(rooms.dash).toBe('4 2');
    expect(rooms.d.match(/M/g)).toHaveLength(1000);
    expect(container.querySelectorAll('.hitkit-world-layer path[vector-effect="non-scaling-stroke"]')).toHaveLength(4);
  });

  it('a function of the entry: called once per shape, grouped by equal style', () => {
    const world = building(50);
    const thick: WorldShapeStyle = { strokeWidth: 4 };
    const styleOf = vi.fn((e: WorldEntry<string>) => (typeof e.id === 'string' && e.id.startsWith('wall-') ? thick : { strokeWidth: 4 }));
    const { container } = draw(<WorldLayer world={world} version={world.version} shapeStyle={styleOf} />);
    expect(styleOf).toHaveBeenCalledTimes(103);
    // equal styles (not the same object) share a path: walls and rooms together, points in their own dots path
    const drawn = paths(container);
    expect(drawn.filter((p) => p.strokeWidth === '4')).toHaveLength(2);
    expect(drawn.find((p) => p.strokeWidth === '4' && p.fill === 'none')!.d.match(/M/g)!.length).toBeGreaterThanOrEqual(101);
  });

  it('narrows by kind in the function, and fills only filled closed shapes', () => {
    const world = createWorld({
      items: [
        { id: 'c', kind: 'circle', shape: { center: { x: 100, y: 100 }, radius: 20 } },
        { id: 'r', kind: 'rect', shape: { x: 200, y: 200, width: 50, height: 50 }, filled: false },
        { id: 's', kind: 'segment', shape: { start: { x: 0, y: 0 }, end: { x: 10, y: 10 } } },
      ],
    });
    const styleOf = (e: WorldEntry): WorldShapeStyle | undefined => (e.kind === 'circle' && e.shape.radius > 10 ? { fill: 'gold', opacity: 0.5 } : undefined);
    const { container } = draw(<WorldLayer world={world} version={world.version} shapeStyle={styleOf} />);
    const drawn = paths(container);
    expect(drawn.filter((p) => p.stroke === 'none').map((p) => [p.fill, p.opacity, p.groupOpacity])).toEqual([['gold', '', '0.5']]); // only the circle is filled
    expect(drawn.filter((p) => p.stroke !== 'none')).toHaveLength(2); // the circle's outline (half opaque), the rest
  });

  it("fill 'none' draws no fill path", () => {
    const world = createWorld({ circles: [], items: [{ id: 'c', kind: 'circle', shape: { center: { x: 100, y: 100 }, radius: 20 } }] });
    const { container } = draw(<WorldLayer world={world} version={world.version} shapeStyle={{ circle: { fill: 'none' } }} />);
    expect(paths(container).map((p) => p.fill)).toEqual(['none']);
  });

  it('memoised: a re-render with the same world, version and style reads nothing; a new version or style rebuilds', () => {
    const world = building(10);
    const styleOf = vi.fn(() => undefined);
    const ui = (version: number, fn = styleOf) => (
      <Scene viewBox={viewBox} title="Building">
        <WorldLayer world={world} version={version} shapeStyle={fn} />
      </Scene>
    );
    const { rerender } = render(ui(world.version));
    expect(styleOf).toHaveBeenCalledTimes(23);
    rerender(ui(world.version));
    expect(styleOf).toHaveBeenCalledTimes(23);
    world.delete('p1');
    rerender(ui(world.version));
    expect(styleOf).toHaveBeenCalledTimes(45);
    const other = vi.fn(() => undefined);
    rerender(ui(world.version, other));
    expect(other).toHaveBeenCalledTimes(22);
  });

  it.each([
    [{ segment: { strokeWidth: NaN } }, new RangeError('shapeStyle.segment.strokeWidth must be a finite number >= 0 (CSS px), got NaN')],
    [{ rect: { strokeWidth: -1 } }, new RangeError('shapeStyle.rect.strokeWidth must be a finite number >= 0 (CSS px), got -1')],
    [{ rect: { opacity: 2 } }, new RangeError('shapeStyle.rect.opacity must be a number in [0, 1], got 2')],
    [{ segment: { dash: [4, Infinity] } }, new RangeError('shapeStyle.segment.dash[1] must be a finite number >= 0 (CSS px), got Infinity')],
    [() => ({ stroke: 3 }), new TypeError('shapeStyle("wall-0").stroke must be a CSS colour string, got number')],
  ])('bad style %#: throws naming the field, never writes NaN', (style, error) => {
    const world = building(1);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => draw(<WorldLayer world={world} version={world.version} shapeStyle={style as WorldLayerStyle<string>} />)).toThrow(error);
  });
});
