import { act, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createWorld, rotatedRectCorners, Scene, SelectionLayer, WorldLayer, type RotatedRect } from '../../src';

// The transform box is drawn in its own frame under one transform: a rotation or a move of the
// selection rewrites that transform (and the rotation handle's name), not every handle's coordinates.

function Level() {
  const [w] = useState(() =>
    createWorld({
      items: [
        { id: 'a', kind: 'rect', shape: { x: 10, y: 10, width: 20, height: 10 } },
        { id: 'b', kind: 'circle', shape: { center: { x: 50, y: 30 }, radius: 5 } },
      ],
    }),
  );
  const [, setVersion] = useState(0);
  return (
    <Scene viewBox={{ x: 0, y: 0, width: 100, height: 60 }} title="Level">
      <SelectionLayer world={w} movable transformable defaultSelected={['a', 'b']} onGestureChange={() => setVersion(w.version)}>
        <WorldLayer world={w} version={w.version} />
      </SelectionLayer>
    </Scene>
  );
}

/** Every attribute written under the transform box while `act` runs: `element attribute` strings. */
function writes(root: Element, run: () => void): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) seen.push(`${(r.target as Element).getAttribute('data-handle') ?? (r.target as Element).localName} ${r.attributeName}`);
  });
  observer.observe(root, { attributes: true, subtree: true, childList: true });
  act(run);
  seen.push(...observer.takeRecords().map((r) => `${(r.target as Element).getAttribute('data-handle') ?? (r.target as Element).localName} ${r.attributeName}`));
  observer.disconnect();
  return seen;
}

/** The matrix of the box's transform attribute, and a point of its own frame placed by it (written units, y down). */
function placed(box: Element, x: number, y: number) {
  const m = /^matrix\(([^)]*)\)$/.exec(box.getAttribute('transform')!)![1]!.split(' ').map(Number);
  const [a, b, c, d, e, f] = m as [number, number, number, number, number, number];
  return { x: a * x + c * y + e, y: b * x + d * y + f };
}

describe('TransformBox: a rotation frame', () => {
  it('writes the box transform and the rotation handle’s name only; the corners land where the box is', () => {
    const { container } = render(<Level />);
    const box = container.querySelector('.hitkit-transform-box')!;
    const rotate = container.querySelector<SVGElement>('.hitkit-transform-handle[data-handle="rotate"]')!;
    act(() => rotate.focus());
    fireEvent.keyDown(rotate, { key: 'ArrowRight' }); // the first frame of the run
    const seen = writes(box, () => fireEvent.keyDown(rotate, { key: 'ArrowRight', shiftKey: true }));
    expect(new Set(seen)).toEqual(new Set(['g transform', 'rotate aria-label']));
    expect(rotate.getAttribute('aria-label')).toBe('Rotate selection, 15°');
    // the box of both shapes: 10..55 × 10..35, turned 15° about its centre (32.5, 22.5)
    const turned: RotatedRect = { center: { x: 32.5, y: 22.5 }, width: 45, height: 25, rotation: Math.PI / 12 };
    const topLeft = rotatedRectCorners(turned)[0];
    const drawn = placed(box, -22.5, -12.5);
    expect(drawn.x).toBeCloseTo(topLeft.x, 2);
    expect(drawn.y).toBeCloseTo(topLeft.y, 2);
    const outline = box.querySelector('path')!.getAttribute('d')!;
    expect(outline.startsWith('M-22.5 -12.5L22.5 -12.5L22.5 12.5L-22.5 12.5Z')).toBe(true);
  });
});
