import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createWorld, pick, type ObstacleKind, type World, type WorldId } from '../../src/geometry';
import { usePick } from '../../src/hooks';

// jsdom has no screen CTM: client coordinates are scene coordinates, one unit per CSS pixel.

/** Fifty circles in a row, 10 apart, ids c0 … c49; and a "locked layer": a second world whose rect covers circles 20 … 29. */
const circles = Array.from({ length: 50 }, (_, i) => ({ id: `c${i}`, kind: 'circle' as const, shape: { center: { x: i * 10, y: 0 }, radius: 4 } }));
const locked = createWorld({ rects: [{ x: 195, y: -10, width: 100, height: 20 }] });

/** A shape is pickable when its centre is not in the locked layer: the filter asks the second world. */
function notLocked(world: World) {
  return (_id: WorldId | undefined, kind: ObstacleKind, index: number) => {
    const circle = world.get(kind as 'circle', index)!;
    return pick(locked, circle.center, 0).length === 0;
  };
}

function Picker({ world }: { world: World }) {
  const { hover, surfaceProps } = usePick(world, { tolerance: 12, filter: notLocked(world) });
  return <svg data-testid="surface" data-hover={hover ? String(hover.id) : ''} {...surfaceProps} />;
}

const surface = () => screen.getByTestId('surface');
const at = (x: number, y: number) => ({ target: surface(), coords: { clientX: x, clientY: y } });

describe('usePick whose filter queries another world', () => {
  it('hovers what pick finds without the nested query: the nearest unlocked shape', async () => {
    const user = userEvent.setup();
    const world = createWorld({ items: circles });
    render(<Picker world={world} />);
    await user.pointer(at(45, 0)); // c4 and c5 at distance 1: the one inserted later
    expect(surface()).toHaveAttribute('data-hover', 'c5');
    await user.pointer(at(205, 0)); // c20 and c21 are locked; c19's outline is 11 away
    expect(surface()).toHaveAttribute('data-hover', 'c19');
    await user.pointer(at(245, 0)); // every shape within reach is locked
    expect(surface()).toHaveAttribute('data-hover', '');
    await user.pointer(at(302, 3)); // c30, just past the locked layer
    expect(surface()).toHaveAttribute('data-hover', 'c30');
  });
});
