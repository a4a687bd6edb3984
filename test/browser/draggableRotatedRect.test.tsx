import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { DraggableShape, rotatedRect, rotatedRectCorners, Scene, type RotatedRect, type Vec2 } from '../../src';
import { mouse, settle, type Pt, clientOf } from './input';

/**
 * A rotated rect edited with a real mouse through the DevTools protocol: a
 * 100 × 100-unit Scene on a 400 px figure (4 CSS px a unit).
 */

const VIEW = { x: 0, y: 0, width: 100, height: 100 };

const client = (p: Vec2): Promise<Pt> => clientOf(VIEW, p, 'svg.hitkit-scene');

describe('DraggableShape: a rotated rect (real input in Chromium)', () => {
  it('a corner of a 37° rect dragged with the mouse: the opposite corner stays within 1e-9, the rotation unchanged', async () => {
    const start = rotatedRect({ x: 45, y: 50 }, 40, 20, (37 * Math.PI) / 180);
    const changes: RotatedRect[] = [];
    await render(
      <div style={{ width: 400 }}>
        <Scene viewBox={VIEW} title="Edit">
          <DraggableShape<RotatedRect> defaultValue={start} minSize={0} onChange={(r) => changes.push(r)} />
        </Scene>
      </div>,
    );
    await settle();
    const [tl, , br] = rotatedRectCorners(start);
    const from = await client(br!);
    const to = await client({ x: br!.x + 9, y: br!.y - 4 });
    await mouse.down(from);
    await mouse.drag(from, to, 6);
    await settle();
    await mouse.up(to);
    await settle();
    expect(changes.length).toBeGreaterThan(1);
    const last = changes.at(-1)!;
    expect(last.rotation).toBe(start.rotation);
    const after = rotatedRectCorners(last);
    for (const r of changes) {
      const c = rotatedRectCorners(r)[0]!;
      expect(Math.hypot(c.x - tl!.x, c.y - tl!.y)).toBeLessThanOrEqual(1e-9);
    }
    // the dragged corner followed the pointer (CSS pixels are quarter units: within one pixel's rounding)
    expect(Math.hypot(after[2]!.x - (br!.x + 9), after[2]!.y - (br!.y - 4))).toBeLessThan(0.5);
    expect(last.width).not.toBe(start.width);
    // the drawn polygon is the new rect's corners
    const points = document.querySelector('.hitkit-draggable-shape .hitkit-body polygon:not(.hitkit-focus-ring)')?.getAttribute('points');
    expect(points).toBeTruthy();
  });
});
