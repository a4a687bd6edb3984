// A pair's letters: a segment's letter sits by its start, or by its end when the start lies on
// the other segment (an intersection's marker covers it there) and the end does not.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Scene, SegmentIntersectionView, type Segment } from '../../src';

const letters = (a: Segment, b: Segment) => {
  const { container } = render(
    <Scene viewBox={{ x: -5, y: -10, width: 30, height: 20 }} title="Two segments">
      <SegmentIntersectionView a={a} b={b} />
    </Scene>,
  );
  const [la, lb] = [...container.querySelectorAll('text.hitkit-shape-letter')].map((t) => Number(t.getAttribute('x')));
  return { a: la!, b: lb! };
};
const seg = (x1: number, y1: number, x2: number, y2: number): Segment => ({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 } });

describe('ShapeLetter on a segment', () => {
  it("by its start when the start is off the other segment; by its end when the start is on it (a collinear overlap's B)", () => {
    const apart = letters(seg(0, 0, 10, 0), seg(0, 5, 20, 5));
    const overlap = letters(seg(0, 0, 10, 0), seg(4, 0, 20, 0));
    // A starts at 0 in both: its letter stays where it was
    expect(overlap.a).toBe(apart.a);
    // B's start (4, 0) lies on A: the letter goes near its end, x = 20, not near x = 4
    expect(Math.abs(overlap.b - 20)).toBeLessThan(Math.abs(overlap.b - 4));
    expect(Math.abs(apart.b - 0)).toBeLessThan(Math.abs(apart.b - 20));
  });

  it('by its end too when the start lies a hair off a slanted segment (a T-junction dragged or snapped)', () => {
    // B starts a hair off a third of the way along the slanted A (a snap or a drag leaves it so), under the marker
    const a = seg(0, 0, 3, 7);
    const b = seg(1, 2.334, 20, 5);
    const letter = letters(a, b);
    expect(Math.abs(letter.b - 20)).toBeLessThan(Math.abs(letter.b - 1));
  });

  it('by its start when both ends lie on the other segment (nothing better to go to)', () => {
    const inside = letters(seg(0, 0, 20, 0), seg(4, 0, 10, 0));
    expect(Math.abs(inside.b - 4)).toBeLessThan(Math.abs(inside.b - 10));
  });
});
