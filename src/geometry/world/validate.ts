import { CIRCLE_KIND, KINDS, POINT_KIND, POLYLINE_KIND, RECT_KIND, ROTATED_RECT_KIND, SEGMENT_KIND } from './itemCode';
import type { ObstacleKind, ShapeOptions, WorldId, WorldItem, WorldShapes } from './types';
import { assertCircle, assertFillRule, assertPolygon, assertPolyline, assertRect, assertRotatedRect, assertSegment, assertVec2 } from '../shapes/validate';

/**
 * Checks of a world's input: kinds, shapes, ids, shape options and the
 * `createWorld` argument, each throwing a `TypeError` or `RangeError` that
 * names the argument and its value (`shapes.segments[3].end.x must be …`).
 */

/** The kind code of a kind name. @throws TypeError naming `name` when `kind` is not one of the seven kinds */
export function kindCode(kind: unknown, name: string): number {
  const code = KINDS.indexOf(kind as ObstacleKind);
  if (code < 0) {
    throw new TypeError(`${name} must be one of ${KINDS.map((k) => `'${k}'`).join(', ')}, got ${JSON.stringify(kind) ?? String(kind)}`);
  }
  return code;
}

/** Checks a shape of kind code `kind` (`assertSegment`, `assertCircle`, …), naming it `name`. */
export function assertShape(kind: number, shape: unknown, name: string): void {
  if (kind === SEGMENT_KIND) assertSegment(shape, name);
  else if (kind === CIRCLE_KIND) assertCircle(shape, name);
  else if (kind === RECT_KIND) assertRect(shape, name);
  else if (kind === POINT_KIND) assertVec2(shape, name);
  else if (kind === POLYLINE_KIND) assertPolyline(shape, name);
  else if (kind === ROTATED_RECT_KIND) assertRotatedRect(shape, name);
  else assertPolygon(shape, name);
}

/** Checks an id: a string or a finite number. */
export function assertId(id: unknown, name: string): asserts id is WorldId {
  if (typeof id === 'string') return;
  if (typeof id === 'number') {
    if (Number.isFinite(id)) return;
    throw new RangeError(`${name} must be a string or a finite number, got ${String(id)}`);
  }
  throw new TypeError(`${name} must be a string or a finite number, got ${id === null ? 'null' : typeof id}`);
}

/** Checks a shape's options `{ z?, filled?, fillRule? }` (absent: fine). */
export function assertOptions(options: unknown, name: string): asserts options is ShapeOptions | undefined {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null) throw new TypeError(`${name} must be an object { z?, filled?, fillRule? }, got ${String(options)}`);
  const { z, filled, fillRule } = options as ShapeOptions;
  if (z !== undefined && !(typeof z === 'number' && Number.isFinite(z))) {
    const message = `${name}.z must be a finite number, got ${String(z)}`;
    throw typeof z === 'number' ? new RangeError(message) : new TypeError(message);
  }
  if (filled !== undefined && typeof filled !== 'boolean') throw new TypeError(`${name}.filled must be a boolean, got ${String(filled)}`);
  if (fillRule !== undefined) assertFillRule(fillRule, `${name}.fillRule`);
}

/** Checks `options.cellSize` of `createWorld`: absent, or a finite number > 0. */
export function assertCellSize(cellSize: unknown): asserts cellSize is number | undefined {
  if (cellSize !== undefined && !(typeof cellSize === 'number' && cellSize > 0 && cellSize < Infinity)) {
    const message = `options.cellSize must be a finite number > 0, got ${String(cellSize)}`;
    throw typeof cellSize === 'number' ? new RangeError(message) : new TypeError(message);
  }
}

/** Checks that `createWorld`'s `shapes` is an object (its lists and items: `checkedShapes`). */
export function assertWorldShapes(shapes: unknown): asserts shapes is WorldShapes {
  if (typeof shapes !== 'object' || shapes === null) {
    throw new TypeError(
      `shapes must be an object { segments?, circles?, rects?, points?, polylines?, polygons?, rotatedRects?, items? }, got ${String(shapes)}`,
    );
  }
}

/** A checked shape of `createWorld`'s input: its kind code, the shape, its id and options (those of `items` only). */
export type PendingShape = readonly [kind: number, shape: unknown, id: WorldId | undefined, options: ShapeOptions | undefined];

const LIST_NAMES = ['segments', 'circles', 'rects', 'points', 'polylines', 'polygons', 'rotatedRects'] as const;

/**
 * Checks every shape of `createWorld`'s `shapes` (the kind lists, then
 * `items`: ids unique, kinds, shapes, options) before any is added, so a world
 * is never half built; returns them in the order they are to be added.
 * @throws TypeError / RangeError naming the first invalid list, shape, id or option
 */
export function checkedShapes(shapes: WorldShapes): PendingShape[] {
  const lists = [shapes.segments, shapes.circles, shapes.rects, shapes.points, shapes.polylines, shapes.polygons, shapes.rotatedRects] as const;
  const pending: PendingShape[] = [];
  for (let kind = 0; kind < lists.length; kind++) {
    const list = lists[kind];
    if (list === undefined) continue;
    const name = `shapes.${LIST_NAMES[kind]}`;
    if (!Array.isArray(list)) throw new TypeError(`${name} must be an array, got ${typeof list}`);
    for (let index = 0; index < list.length; index++) {
      assertShape(kind, list[index], `${name}[${index}]`);
      pending.push([kind, list[index], undefined, undefined]);
    }
  }
  if (shapes.items !== undefined) {
    if (!Array.isArray(shapes.items)) throw new TypeError(`shapes.items must be an array, got ${typeof shapes.items}`);
    const seen = new Set<WorldId>();
    shapes.items.forEach((item: WorldItem, k) => {
      const name = `shapes.items[${k}]`;
      if (typeof item !== 'object' || item === null)
        throw new TypeError(`${name} must be an object { id, kind, shape, z?, filled?, fillRule? }, got ${String(item)}`);
      assertId(item.id, `${name}.id`);
      if (seen.has(item.id)) throw new RangeError(`${name}.id ${JSON.stringify(item.id)} is already used by an earlier item`);
      seen.add(item.id);
      const kind = kindCode(item.kind, `${name}.kind`);
      assertShape(kind, item.shape, `${name}.shape`);
      assertOptions(item, name);
      pending.push([kind, item.shape, item.id, item]);
    });
  }
  return pending;
}
