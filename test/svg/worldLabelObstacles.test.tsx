// Labels keep clear of a world's shapes drawn by WorldLayer, as of shapes drawn one by
// one: the world is asked, through its broad phase, for what lies within a label's reach
// when the label is placed; a new version places the labels again.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWorld, Label, Scene, WorldLayer, type World } from '../../src';
import { worldObstacleSource } from '../../src/svg/layers/worldObstacles';
import type { LabelObstacle } from '../../src/svg/labels/labelTypes';

describe('worldObstacleSource', () => {
  it("lists each kind's strokes, outlines and dots near the point, and nothing far away", () => {
    const world = createWorld({
      segments: [{ start: { x: 0, y: 0 }, end: { x: 10, y: 0 } }],
      circles: [{ center: { x: 5, y: 5 }, radius: 2 }],
      rects: [{ x: 1, y: 1, width: 2, height: 3 }],
      rotatedRects: [{ center: { x: 8, y: 8 }, width: 2, height: 2, rotation: Math.PI / 2 }],
      polylines: [
        {
          points: [
            { x: 0, y: 9 },
            { x: 1, y: 9 },
            { x: 1, y: 10 },
          ],
        },
      ],
      polygons: [
        {
          points: [
            { x: 6, y: 1 },
            { x: 7, y: 1 },
            { x: 7, y: 2 },
          ],
        },
      ],
      points: [
        { x: 4, y: 4 },
        { x: 500, y: 500 },
      ],
    });
    const near: LabelObstacle[] = [];
    worldObstacleSource(world).obstaclesNear(5, 5, 6, 0.5, near);
    const count = (kind: string) => near.filter((o) => o.kind === kind).length;
    // the segment, 4 + 4 + 2 + 3 edges; the circle's ring; one point (the far one is left out)
    expect(count('segment')).toBe(1 + 4 + 4 + 2 + 3);
    expect(near).toContainEqual({ kind: 'segment', x1: 0, y1: 0, x2: 10, y2: 0 });
    expect(near).toContainEqual({ kind: 'segment', x1: 3, y1: 1, x2: 3, y2: 4 });
    expect(near).toContainEqual({ kind: 'segment', x1: 7, y1: 2, x2: 6, y2: 1 });
    expect(near).toContainEqual({ kind: 'ring', x: 5, y: 5, r: 2 });
    expect(near).toContainEqual({ kind: 'disc', x: 4, y: 4, r: 1.5 });
    expect(count('disc')).toBe(1);
    const far: LabelObstacle[] = [];
    worldObstacleSource(world).obstaclesNear(300, 300, 10, 1, far);
    expect(far).toEqual([]);
  });

  it('a reach no box can hold lists nothing and throws nothing', () => {
    const world = createWorld({ segments: [{ start: { x: 0, y: 0 }, end: { x: 10, y: 0 } }] });
    const into: LabelObstacle[] = [];
    for (const [x, reach] of [
      [0, Infinity],
      [0, 1e308],
      [-1.7e308, 1e307],
      [0, Number.NaN],
    ] as const) {
      expect(() => worldObstacleSource(world).obstaclesNear(x, 0, reach, 1, into)).not.toThrow();
    }
    expect(into).toEqual([]);
  });

  it("lists only a long polyline's edges within reach", () => {
    const points = Array.from({ length: 1000 }, (_, i) => ({ x: i, y: i % 2 }));
    const world = createWorld({ polylines: [{ points }] });
    const near: LabelObstacle[] = [];
    worldObstacleSource(world).obstaclesNear(500, 0, 3, 1, near);
    expect(near.map((o) => (o as { x1: number }).x1)).toEqual([496, 497, 498, 499, 500, 501, 502, 503]);
  });
});

/** A wall right where the label asks to be: from (30, 30) it asks for (36, 22) onwards. */
const wall = (x: number) => createWorld({ segments: [{ start: { x, y: 0 }, end: { x, y: 100 } }] });

function Figure({ world, version }: { world: World | null; version: number }) {
  return (
    <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="A label beside a world">
      {world ? <WorldLayer world={world} version={version} /> : null}
      <Label at={{ x: 30, y: 30 }}>over the wall?</Label>
    </Scene>
  );
}

const place = (container: HTMLElement) => {
  const text = container.querySelector('text.hitkit-label')!;
  return { x: Number(text.getAttribute('x')), y: Number(text.getAttribute('y')), anchor: text.getAttribute('text-anchor') };
};

describe('WorldLayer and labels', () => {
  it("a label moves off a world's wall it would cross, and back when the wall moves away", () => {
    const free = place(render(<Figure world={null} version={0} />).container);
    const world = wall(45);
    const view = render(<Figure world={world} version={world.version} />);
    const beside = place(view.container);
    expect(beside).not.toEqual(free);
    // off the wall's side: the text now ends before x = 45 or starts after it
    world.set('segment', 0, { start: { x: 95, y: 0 }, end: { x: 95, y: 100 } });
    view.rerender(<Figure world={world} version={world.version} />);
    expect(place(view.container)).toEqual(free);
    world.set('segment', 0, { start: { x: 45, y: 0 }, end: { x: 45, y: 100 } });
    view.rerender(<Figure world={world} version={world.version} />);
    expect(place(view.container)).toEqual(beside);
    // the layer gone, its world is no longer asked
    view.rerender(<Figure world={null} version={0} />);
    expect(place(view.container)).toEqual(free);
  });
});
