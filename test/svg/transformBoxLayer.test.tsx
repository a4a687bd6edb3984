import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWorld, Scene, SelectionLayer, SelectionOutline, WorldLayer } from '../../src';

// Under a transform box the selected shapes are outlined without their own boxes and corner squares
// (which crowd the box's handles); without one, as before. With `pivotHandle` the pivot is drawn, focusable and named; without it there is none.

const world = () =>
  createWorld({
    items: [
      { id: 'a', kind: 'rect', shape: { x: 10, y: 10, width: 20, height: 10 } },
      { id: 'b', kind: 'circle', shape: { center: { x: 50, y: 30 }, radius: 5 } },
    ],
  });

/** The paths of the selection overlay (`.hitkit-selection`): outlines, then boxes and corner squares when drawn. */
const selectionPaths = (root: HTMLElement) => root.querySelectorAll('.hitkit-selection path');

describe('SelectionLayer: the selection outline under a transform box', () => {
  it('draws no per-shape boxes or corner squares with transformable, and does without it', () => {
    const w = world();
    const figure = (transformable: boolean) => (
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 60 }} title="Level">
        <SelectionLayer world={w} transformable={transformable} pivotHandle defaultSelected={['a', 'b']}>
          <WorldLayer world={w} version={w.version} />
        </SelectionLayer>
      </Scene>
    );
    const plain = render(figure(false));
    expect(selectionPaths(plain.container)).toHaveLength(3);
    expect(plain.container.querySelector('.hitkit-transform-box')).toBeNull();
    plain.unmount();
    const boxed = render(figure(true));
    expect(selectionPaths(boxed.container)).toHaveLength(1);
    expect(boxed.container.querySelector('.hitkit-transform-box')).not.toBeNull();
    const pivot = boxed.container.querySelector('.hitkit-transform-handle[data-handle="pivot"]')!;
    expect(pivot.getAttribute('aria-label')).toBe('Rotation pivot');
    expect(pivot.getAttribute('tabindex')).toBe('0');
    // The handles in tab order: 8 resize handles, the rotation handle, the pivot.
    expect([...boxed.container.querySelectorAll('.hitkit-transform-handle')].map((e) => e.getAttribute('data-handle'))).toEqual([
      'top-left',
      'top',
      'top-right',
      'right',
      'bottom-right',
      'bottom',
      'bottom-left',
      'left',
      'rotate',
      'pivot',
    ]);
  });

  it('draws no pivot without pivotHandle, so a press on the middle of a selected shape is the surface press (a move), not the pivot', () => {
    const w = world();
    const { container } = render(
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 60 }} title="Level">
        <SelectionLayer world={w} movable transformable defaultSelected={['a']}>
          <WorldLayer world={w} version={w.version} />
        </SelectionLayer>
      </Scene>,
    );
    expect(container.querySelector('.hitkit-transform-handle[data-handle="pivot"]')).toBeNull();
    expect(container.querySelectorAll('.hitkit-transform-handle')).toHaveLength(9);
  });

  it('SelectionOutline boxes={false}: the outlines alone', () => {
    const w = world();
    const { container } = render(
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 60 }} title="Level">
        <SelectionOutline world={w} ids={['a', 'b']} version={w.version} boxes={false} />
      </Scene>,
    );
    expect(selectionPaths(container)).toHaveLength(1);
  });
});
