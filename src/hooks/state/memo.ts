'use client';
import { useMemo, useRef } from 'react';
import type { Circle, Rect, Segment, Vec2 } from '../../geometry/index';
import { assertCircle, assertRect, assertSegment, assertVec2 } from '../../geometry/shapes/validate';

/**
 * Freezes `value` and every object and array reachable from it, so that a hook's
 * result cannot be mutated by one consumer under another's feet.
 *
 * @internal
 */
export function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) freezeDeep((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * `useMemo` keyed on numbers, with a deeply frozen result: the same numbers give
 * the same object, whatever the identity of the objects they came from. The
 * array must have the same length on every render of one call site.
 *
 * @internal
 */
export function useFrozenMemo<T>(compute: () => T, numbers: readonly number[]): T {
  // The deps are the numbers themselves; compute reads the objects of the render
  // that (re)computes, which hold exactly these numbers.
  return useMemo(() => freezeDeep(compute()), numbers);
}

/** A shape hitkit's pairwise hooks and components accept. */
export type AnyShape = Vec2 | Segment | Circle | Rect;

/** Which of the four shapes a value is, told apart by its fields. */
export type ShapeKind = 'point' | 'segment' | 'circle' | 'rect';

const KIND_CODE: Readonly<Record<ShapeKind, number>> = { point: 0, segment: 1, circle: 2, rect: 3 };

/**
 * Tells a point `{ x, y }`, segment `{ start, end }`, circle `{ center, radius }`
 * and rect `{ x, y, width, height }` apart, and validates it.
 *
 * @throws TypeError / RangeError naming `name` when it is none of them or has a bad field.
 * @internal
 */
export function shapeKind(value: unknown, name: string): ShapeKind {
  if (typeof value === 'object' && value !== null) {
    if ('start' in value) return assertSegment(value, name), 'segment';
    if ('center' in value) return assertCircle(value, name), 'circle';
    if ('width' in value || 'height' in value) return assertRect(value, name), 'rect';
    if ('x' in value) return assertVec2(value, name), 'point';
  }
  throw new TypeError(
    `${name} must be a point { x, y }, segment { start, end }, circle { center, radius } or rect { x, y, width, height }, got ${
      value === null ? 'null' : typeof value === 'object' ? JSON.stringify(value) : String(value)
    }`,
  );
}

/**
 * A shape's numbers with its kind first, padded to a fixed length of 5, so that
 * `useFrozenMemo` can key on any shape at one call site.
 *
 * @internal
 */
export function shapeNumbers(shape: AnyShape, kind: ShapeKind): [number, number, number, number, number] {
  switch (kind) {
    case 'point': {
      const p = shape as Vec2;
      return [KIND_CODE.point, p.x, p.y, 0, 0];
    }
    case 'segment': {
      const s = shape as Segment;
      return [KIND_CODE.segment, s.start.x, s.start.y, s.end.x, s.end.y];
    }
    case 'circle': {
      const c = shape as Circle;
      return [KIND_CODE.circle, c.center.x, c.center.y, c.radius, 0];
    }
    case 'rect': {
      const r = shape as Rect;
      return [KIND_CODE.rect, r.x, r.y, r.width, r.height];
    }
  }
}

/**
 * A number that changes exactly when the coordinates of `points` change (any
 * count, compared by value), so that a hook can memoise on a polygon's or
 * polyline's numbers: inline arrays with the same numbers keep the same
 * version. Keeps a copy of the coordinates; allocates only when they change.
 *
 * @internal
 */
export function usePointsVersion(points: readonly Vec2[]): number {
  const state = useRef<{ coordinates: Float64Array; count: number; version: number } | null>(null);
  let current = state.current;
  const n = points.length;
  let same = current !== null && current.count === n;
  for (let k = 0; same && k < n; k++) {
    same = Object.is(current!.coordinates[2 * k], points[k]!.x) && Object.is(current!.coordinates[2 * k + 1], points[k]!.y);
  }
  if (!same) {
    const coordinates = current !== null && current.coordinates.length >= 2 * n ? current.coordinates : new Float64Array(2 * n);
    for (let k = 0; k < n; k++) {
      coordinates[2 * k] = points[k]!.x;
      coordinates[2 * k + 1] = points[k]!.y;
    }
    current = { coordinates, count: n, version: (current?.version ?? 0) + 1 };
    state.current = current;
  }
  return current!.version;
}
