import { describe, expect, it } from 'vitest';
import { createWorld, snapCandidates } from '../../src/geometry';

// Key points of several shapes at one place are one target. 0 and −0 are that place too;
// which shape was gathered first must not decide the sign of the target's coordinates.
describe('snap targets at a signed zero', () => {
  it('a point shared at (−0, 0) and (0, 0) is reported at (0, 0), whichever shape comes first', () => {
    const a = { id: 'a', kind: 'segment' as const, shape: { start: { x: -0, y: 0 }, end: { x: 10, y: 0 } } };
    const b = { id: 'b', kind: 'segment' as const, shape: { start: { x: 0, y: 0 }, end: { x: 0, y: 10 } } };
    for (const items of [
      [a, b],
      [b, a],
    ]) {
      const endpoint = snapCandidates(createWorld({ items }), { x: 1, y: 1 }, 5).find((t) => t.kind === 'endpoint')!;
      expect(Object.is(endpoint.point.x, 0)).toBe(true);
      expect([...endpoint.ids].sort()).toEqual(['a', 'b']);
    }
  });
});
