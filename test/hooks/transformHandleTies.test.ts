import { describe, expect, it } from 'vitest';
import { boxHandlePoint, RESIZE_HANDLES, type RotatedRect } from '../../src';
import { nearestHandle } from '../../src/hooks/scene/transformHandles';

// A pivot dragged exactly onto a handle point (it snaps there) must not take that handle's presses.

const box: RotatedRect = { center: { x: 50, y: 40 }, width: 40, height: 20, rotation: 0.3 };

describe('nearestHandle: ties between a handle and the pivot', () => {
  it('a press on a handle point with the pivot on it grabs the handle, whichever element was hit', () => {
    for (const h of RESIZE_HANDLES) {
      const q = boxHandlePoint(box, h);
      expect(nearestHandle(box, q, 5, 'pivot', q)).toBe(h);
      expect(nearestHandle(box, q, 5, h, q)).toBe(h);
    }
  });

  it('the pivot still wins where it is nearer, and is never answered without a pivot', () => {
    const p = { x: 50, y: 40 };
    expect(nearestHandle(box, { x: 50.5, y: 40 }, 5, 'pivot', p)).toBe('pivot');
    expect(nearestHandle(box, { x: 50.5, y: 40 }, 5, 'top', undefined)).not.toBe('pivot');
  });
});
