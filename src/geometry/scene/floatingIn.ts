import type { World, WorldId } from '../world/types';
import { WorldImpl } from '../world/worldImpl';

/**
 * Whether `world` has floating shapes (`floatShapes`) and every one of them is
 * under an id of `ids`: then a snap search whose filter rejects the shapes of
 * `ids` may pass over the floating ones without looking at them
 * (`searchSnap`'s `skipFloating`). One pass over the world's outside list;
 * false for a world not made by `createWorld`. @internal
 */
export function floatingAllIn(world: World, ids: ReadonlySet<WorldId>): boolean {
  if (!(world instanceof WorldImpl) || world.floating === 0) return false;
  const outside = world.outside;
  for (let k = 0; k < outside.length; k++) {
    const item = outside[k]!;
    if (!world.isFloating(item)) continue;
    const id = world.itemIds[item];
    if (id === undefined || !ids.has(id)) return false;
  }
  return true;
}
