import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createWorld, objectSnap, type Rect, type World } from '../../src';
import { TRANSFORM_HANDLES, useSelection, type SelectionGesture, type TransformHandle, type UseSelectionOptions } from '../../src/hooks';

// Shift-resize (keep the ratio) snaps along the ratio's diagonal: the corner goes where the
// diagonal crosses the vertical or horizontal line through the target (the nearer), so a side
// lines up with it; a target on the diagonal is reached itself. jsdom: client = scene units.

const world = (): World =>
  createWorld({
    items: [
      { id: 'c', kind: 'rect', shape: { x: 0, y: 0, width: 40, height: 20 } },
      { id: 'd', kind: 'rect', shape: { x: 100, y: 53, width: 10, height: 10 } },
      { id: 'p', kind: 'point', shape: { x: 80, y: 40 } },
    ],
  });

function Editor({ w, ...options }: UseSelectionOptions & { w: World }) {
  const s = useSelection(w, { movable: true, transformable: true, defaultSelected: ['c'], ...options });
  const t = s.transformBox;
  return (
    <svg data-testid="surface" {...s.surfaceProps}>
      {t && TRANSFORM_HANDLES.map((h) => <rect key={h} data-testid={h} {...t.handleProps(h)} />)}
    </svg>
  );
}

const on = (h: TransformHandle, x: number, y: number) => ({ target: screen.getByTestId(h), coords: { clientX: x, clientY: y } });
const rect = (w: World) => w.lookup('c')!.shape as Rect;

describe('Shift-resize snaps along the ratio’s diagonal', () => {
  it('a side lines up with a target off the diagonal (an alignment at the crossing); the ratio is kept exactly', async () => {
    const user = userEvent.setup();
    const w = world();
    const changes: SelectionGesture[] = [];
    render(<Editor w={w} snap={objectSnap(w, { radiusPx: 8 })} onGestureChange={(g) => changes.push(g)} />);
    await user.keyboard('{Shift>}');
    // Unsnapped the corner would be at (98.4, 49.2), 4.1 from d's corner (100, 53); the diagonal (slope 1/2) crosses
    // x = 100 at (100, 50), 1.8 away, and y = 53 at (106, 53), 8.5 away: the right side goes onto x = 100.
    await user.pointer([{ keys: '[MouseLeft>]', ...on('bottom-right', 40, 20) }, on('bottom-right', 98, 50)]);
    expect(rect(w)).toEqual({ x: 0, y: 0, width: 100, height: 50 });
    const snap = changes.at(-1)!.snap!;
    expect(snap).toMatchObject({
      kind: 'alignment',
      point: { x: 100, y: 50 },
      ids: ['d'],
      guides: [{ axis: 'x', from: { x: 100, y: 53 }, to: { x: 100, y: 50 } }],
    });
    // Beyond the radius of every target: the plain ratio, no target.
    await user.pointer(on('bottom-right', 150, 120));
    expect(changes.at(-1)!.snap).toBeNull();
    const r = rect(w);
    expect(r.width / r.height).toBe(2);
    await user.pointer({ keys: '[/MouseLeft]', ...on('bottom-right', 150, 120) });
    await user.keyboard('{/Shift}');
  });

  it('a target on the diagonal is reached exactly and reported as it is', async () => {
    const user = userEvent.setup();
    const w = world();
    const changes: SelectionGesture[] = [];
    render(<Editor w={w} snap={objectSnap(w, { radiusPx: 8 })} onGestureChange={(g) => changes.push(g)} />);
    await user.keyboard('{Shift>}');
    // unsnapped at (82.4, 41.2), 2.7 from the point (80, 40), which lies on the diagonal
    await user.pointer([{ keys: '[MouseLeft>]', ...on('bottom-right', 40, 20) }, on('bottom-right', 83, 40)]);
    expect(rect(w)).toEqual({ x: 0, y: 0, width: 80, height: 40 });
    expect(changes.at(-1)!.snap).toMatchObject({ point: { x: 80, y: 40 }, ids: ['p'] });
    expect(changes.at(-1)!.snap!.kind).not.toBe('alignment');
    await user.pointer({ keys: '[/MouseLeft]', ...on('bottom-right', 83, 40) });
    await user.keyboard('{/Shift}');
  });

  it('with Alt too (about the centre) the diagonal runs through the centre; a grid step lines a side up with a grid line', async () => {
    const user = userEvent.setup();
    const w = world();
    const changes: SelectionGesture[] = [];
    const { unmount } = render(<Editor w={w} snap={objectSnap(w, { radiusPx: 8 })} onGestureChange={(g) => changes.push(g)} />);
    await user.keyboard('{Shift>}{Alt>}');
    // from the centre (20, 10): unsnapped the corner is at 2.46× the half diagonal, (69.2, 34.6); the point (80, 40)
    // is 12 away (out of reach)… then at (78.6, 39.3): on the diagonal through the centre? (80 − 20) / (40 − 10) = 2: yes
    await user.pointer([{ keys: '[MouseLeft>]', ...on('bottom-right', 40, 20) }, on('bottom-right', 79, 39)]);
    expect(changes.at(-1)!.snap).toMatchObject({ point: { x: 80, y: 40 }, ids: ['p'] });
    expect(rect(w)).toEqual({ x: -40, y: -20, width: 120, height: 60 });
    await user.pointer({ keys: '[/MouseLeft]', ...on('bottom-right', 79, 39) });
    await user.keyboard('{/Alt}{/Shift}');
    unmount();
    // a grid step of 25: the corner would go to (71, 35.5); the grid point nearest it is (75, 25); the diagonal
    // crosses x = 75 at (75, 37.5) (2.0 away) and y = 25 at (50, 25) (23 away): the right side on x = 75
    const w2 = world();
    render(<Editor w={w2} snap={25} />);
    await user.keyboard('{Shift>}');
    await user.pointer([
      { keys: '[MouseLeft>]', ...on('bottom-right', 40, 20) },
      on('bottom-right', 71, 35.5),
      { keys: '[/MouseLeft]', ...on('bottom-right', 71, 35.5) },
    ]);
    await user.keyboard('{/Shift}');
    expect(rect(w2)).toEqual({ x: 0, y: 0, width: 75, height: 37.5 });
  });

  it('an edge with Shift snaps along its axis as without it (the other side follows the ratio about the centre line)', async () => {
    const user = userEvent.setup();
    const w = world();
    render(<Editor w={w} snap={objectSnap(w, { radiusPx: 8 })} />);
    await user.keyboard('{Shift>}');
    // the right edge's middle (40, 10) dragged to (97, 10): 3 from x = 100 (d's left side, its corner (100, 53) is far:
    // an alignment guide with it at (100, 10)); the width 100, the height 50 about y = 10
    await user.pointer([{ keys: '[MouseLeft>]', ...on('right', 40, 10) }, on('right', 97, 10), { keys: '[/MouseLeft]', ...on('right', 97, 10) }]);
    await user.keyboard('{/Shift}');
    expect(rect(w)).toEqual({ x: 0, y: -15, width: 100, height: 50 });
  });
});
