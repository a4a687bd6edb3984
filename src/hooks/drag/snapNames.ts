// Plain data (no 'use client'): a React Server Component can read it too.
import type { SnapKind } from '../../geometry/index';

/** The names of the snap kinds, as `<SnapMarker>`'s tooltip and announcements and `useDraggablePoint`'s accessible name say them. */
export const SNAP_KIND_NAMES: Readonly<Record<SnapKind, string>> = Object.freeze({
  endpoint: 'Endpoint',
  intersection: 'Intersection',
  midpoint: 'Midpoint',
  center: 'Centre',
  quadrant: 'Quadrant',
  perpendicular: 'Perpendicular',
  tangent: 'Tangent',
  nearest: 'Nearest',
  alignment: 'Aligned',
  grid: 'Grid',
});

/** The default snap radius, CSS pixels. */
export const SNAP_RADIUS_PX = 10;
