// Type-checked with NodeNext resolution against the built package (dist/*.d.ts)
// through package.json "exports", as a user's project would see it.
import { segmentCircleHit, type Circle } from 'hitkit/geometry';
import { useSegmentCircleHit, Scene } from 'hitkit';

const disk: Circle = { center: { x: 0, y: 0 }, radius: 10 };
export const hit: boolean = segmentCircleHit({ start: { x: 10, y: 0 }, end: { x: 0, y: 10 } }, disk);
export const hook: typeof useSegmentCircleHit = useSegmentCircleHit;
export const scene: typeof Scene = Scene;
