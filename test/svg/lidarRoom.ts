import type { Segment } from '../../src/geometry/index';

/**
 * The lidar tests' room: a box 0…100 × 0…100 and a wall x = 60 from y = 40 to
 * 60 (index 4). A sensor at (20, 50) facing +x sees the wall 40 away; rays
 * that pass it reach the box. New objects every call.
 */
export function roomWalls(): Segment[] {
  return [
    { start: { x: 0, y: 0 }, end: { x: 100, y: 0 } },
    { start: { x: 100, y: 0 }, end: { x: 100, y: 100 } },
    { start: { x: 100, y: 100 }, end: { x: 0, y: 100 } },
    { start: { x: 0, y: 100 }, end: { x: 0, y: 0 } },
    { start: { x: 60, y: 40 }, end: { x: 60, y: 60 } },
  ];
}
