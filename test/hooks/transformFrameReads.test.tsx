import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createWorld, selectionBox, type RotatedRect, type TransformableShape, type World } from '../../src';
import { TRANSFORM_HANDLES, useSelection, type UseSelectionOptions } from '../../src/hooks';

// jsdom has no screen CTM: client coordinates are scene coordinates, one unit per CSS pixel.
// A gesture's frames draw the transform box without reading every selected shape again:
// a resize or rotate shows the gesture's box, a move the start box moved by the offset.

const N = 200;
const ids = Array.from({ length: N }, (_, k) => `r${k}`);

function world(): World {
  return createWorld({
    items: ids.map((id, k) => ({ id, kind: 'rect' as const, shape: { x: 10 + (k % 20) * 10, y: 10 + Math.floor(k / 20) * 10, width: 6, height: 4 } })),
  });
}

/** Counts `world.lookup` calls made while rendering (the world is the same object: only its method is wrapped). */
function counted(w: World): { world: World; lookups: () => number; reset: () => void } {
  let calls = 0;
  const lookup = w.lookup.bind(w);
  w.lookup = ((id: string) => {
    calls++;
    return lookup(id);
  }) as World['lookup'];
  return { world: w, lookups: () => calls, reset: () => (calls = 0) };
}

function Editor({ w, ...options }: UseSelectionOptions & { w: World }) {
  const s = useSelection(w, { movable: true, transformable: true, ...options });
  const t = s.transformBox;
  return (
    <svg data-testid="surface" data-box={t ? JSON.stringify(t.box) : ''} {...s.surfaceProps}>
      {t && TRANSFORM_HANDLES.map((h) => <rect key={h} data-testid={h} {...t.handleProps(h)} />)}
    </svg>
  );
}

const box = (): RotatedRect => JSON.parse(screen.getByTestId('surface').getAttribute('data-box')!) as RotatedRect;
const at = (target: string, x: number, y: number) => ({ target: screen.getByTestId(target), coords: { clientX: x, clientY: y } });
const boxNow = (w: World) => selectionBox(ids.map((id) => w.lookup(id)!) as unknown as TransformableShape[]);

describe('the transform box during a gesture of many shapes', () => {
  it('a rotation frame reads no selected shape for the box: it is the gesture’s, kept after the release', async () => {
    const user = userEvent.setup();
    const c = counted(world());
    render(<Editor w={c.world} defaultSelected={ids} />);
    const start = box();
    const top = { x: start.center.x, y: start.center.y - start.height / 2 - 28 };
    await user.pointer([{ keys: '[MouseLeft>]', ...at('rotate', top.x, top.y) }, at('rotate', top.x + 5, top.y)]);
    c.reset();
    await user.pointer(at('rotate', top.x + 40, top.y + 10));
    // a box read from the world would look up every selected shape on every frame
    expect(c.lookups()).toBeLessThan(20);
    const turned = box();
    expect(turned.rotation).not.toBe(0);
    expect([turned.width, turned.height]).toEqual([start.width, start.height]);
    await user.pointer({ keys: '[/MouseLeft]', ...at('rotate', top.x + 40, top.y + 10) });
    expect(box()).toEqual(turned); // the turned box is kept after the gesture
  });

  it('a move frame draws the start box moved by the offset: equal to the shapes’ box now', async () => {
    const user = userEvent.setup();
    const c = counted(world());
    render(<Editor w={c.world} defaultSelected={ids} />);
    const start = box();
    await user.pointer([{ keys: '[MouseLeft>]', ...at('surface', 13, 12) }, at('surface', 15, 12)]);
    c.reset();
    await user.pointer(at('surface', 40, 31));
    // the move itself reads each shape once; a box read from the world would be N more
    expect(c.lookups()).toBeLessThan(N + 20);
    const now = box();
    const shapes = boxNow(c.world);
    expect(now.center.x).toBeCloseTo(shapes.center.x, 9);
    expect(now.center.y).toBeCloseTo(shapes.center.y, 9);
    expect([now.width, now.height, now.rotation]).toEqual([start.width, start.height, 0]);
    expect(now.center.x - start.center.x).toBeCloseTo(27, 9);
    expect(now.center.y - start.center.y).toBeCloseTo(19, 9);
    await user.pointer({ keys: '[/MouseLeft]', ...at('surface', 40, 31) });
    expect(box()).toEqual(boxNow(c.world));
  });
});
