import type { World, WorldEntry, WorldId } from '../../geometry/index';
import type { SceneNumbers } from '../scene/number';
import { cachedWorldPath } from './worldPath';
import { assertShapeStyle, styledPathsOf, type StyledPaths, type WorldLayerStyle } from './worldStyle';

/** Worlds of up to this many shapes are drawn as one set of paths (one tile). */
export const TILED_ABOVE = 2048;
/** Tiles across each axis of a larger world's extent (so at most 8 × 8 tiles). */
const TILES = 8;

/** One tile of a world's drawing: its key and its paths grouped by style. @internal */
export interface WorldTile {
  readonly key: number;
  readonly groups: readonly StyledPaths[];
}

/** What a tile's paths were built from: per shape, the entry's parts that change its drawing. */
interface Built {
  readonly entries: readonly WorldEntry[];
  readonly tile: WorldTile;
}

/**
 * The drawing of a world cut into spatial tiles, each rebuilt only when one of
 * its shapes changed (`<WorldLayer>` keeps one per world, Scene numbers and
 * style). A shape stays in the tile of its first drawn place (the centre of
 * its bounds then, on a grid of 8 × 8 tiles over the world's extent then)
 * while it is in the world, so a gesture that edits a few shapes rebuilds the
 * few tiles they were first drawn in, and the other tiles keep their path
 * strings (React and the browser then leave their elements alone); a rebuilt
 * tile writes only its changed shapes' path data (each shape object's is kept). Worlds of
 * up to {@link TILED_ABOVE} shapes are one tile. @internal
 */
export class WorldTiles {
  private readonly tileOf = new Map<WorldId, number>();
  private readonly built = new Map<number, Built>();
  /** A shape's path data in these numbers, cached per shape object (`cachedWorldPath`; also for a gesture's shapes drawn apart). */
  readonly pathOf = (e: WorldEntry): string => cachedWorldPath(e, this.numbers);
  private extent: { x: number; y: number; w: number; h: number } | null = null;
  /** The last pass: its tiles, the world's version then, the shapes left out and the gesture's world writes then (−1: none counted). */
  private last: { out: WorldTile[]; version: number; leftOut: ReadonlySet<WorldId> | null; writes: number } | null = null;

  constructor(
    private readonly world: World,
    private readonly numbers: SceneNumbers,
    private readonly shapeStyle: WorldLayerStyle | undefined,
  ) {
    assertShapeStyle(shapeStyle);
  }

  /** Whether this holds the drawing of `world` in `numbers` with `shapeStyle`. */
  matches(world: World, numbers: SceneNumbers, shapeStyle: WorldLayerStyle | undefined): boolean {
    return this.world === world && this.numbers === numbers && this.shapeStyle === shapeStyle;
  }

  /**
   * The tiles of the world as it is now, in key order; an unchanged tile is
   * the same object as last time. The shapes of `leftOut` (a running
   * gesture's, drawn apart) are left out of their tiles. `writes`: how many
   * `world.update`s of `leftOut`'s shapes the gesture has made so far (−1:
   * not counted); when the world's version moved by exactly as many since
   * the last pass with the same `leftOut` (each change adds one), nothing the
   * tiles draw changed, and the last tiles are returned without a pass over
   * every shape (a gesture's frames then cost the tiles nothing; any other
   * change, to any shape, makes the count differ and the pass run).
   */
  tiles(leftOut: ReadonlySet<WorldId> | null = null, writes = -1): WorldTile[] {
    const last = this.last;
    const version = this.world.version;
    if (last !== null && leftOut !== null && last.leftOut === leftOut && writes >= 0 && last.writes >= 0 && version - last.version === writes - last.writes) {
      this.last = { out: last.out, version, leftOut, writes };
      return last.out;
    }
    const out = this.pass(leftOut);
    this.last = { out, version, leftOut, writes };
    return out;
  }

  /** The tiles from a pass over every shape (see `tiles`). */
  private pass(leftOut: ReadonlySet<WorldId> | null): WorldTile[] {
    const ids = this.world.ids();
    const members = new Map<number, WorldEntry[]>();
    if (ids.length > TILED_ABOVE && this.extent === null) this.extent = this.extentOf(ids);
    else if (ids.length <= TILED_ABOVE && this.extent !== null) {
      // small again: one tile, and the next time it grows the tiles fit where its shapes are then
      this.extent = null;
      this.tileOf.clear();
    }
    for (const id of ids) {
      const key = this.keyOf(id);
      if (leftOut !== null && leftOut.has(id)) continue;
      const entry = this.world.lookup(id)!;
      const list = members.get(key);
      if (list) list.push(entry);
      else members.set(key, [entry]);
    }
    if (this.tileOf.size > 2 * ids.length + 64) this.prune(new Set(ids));
    const out: WorldTile[] = [];
    for (const key of [...members.keys()].sort((a, b) => a - b)) {
      const entries = members.get(key)!;
      const was = this.built.get(key);
      if (was && sameDrawing(was.entries, entries)) {
        out.push(was.tile);
        continue;
      }
      const tile = { key, groups: styledPathsOf(entries, this.numbers, this.shapeStyle, this.pathOf) };
      this.built.set(key, { entries, tile });
      out.push(tile);
    }
    for (const key of this.built.keys()) if (!members.has(key)) this.built.delete(key);
    return out;
  }

  /** The tile of `id`: 0 while the world is small, else the one of its first drawn place. */
  private keyOf(id: WorldId): number {
    const e = this.extent;
    if (e === null) return 0;
    let key = this.tileOf.get(id);
    if (key === undefined) {
      const b = this.world.bounds(id)!;
      const tx = Math.min(TILES - 1, Math.max(0, Math.floor(((b.x + b.width / 2 - e.x) / e.w) * TILES)));
      const ty = Math.min(TILES - 1, Math.max(0, Math.floor(((b.y + b.height / 2 - e.y) / e.h) * TILES)));
      key = 1 + ty * TILES + tx;
      this.tileOf.set(id, key);
    }
    return key;
  }

  /** The box of every shape's bounds (sides at least 1e-9, so every centre falls in a tile). */
  private extentOf(ids: readonly WorldId[]) {
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (const id of ids) {
      const b = this.world.bounds(id)!;
      x0 = Math.min(x0, b.x);
      y0 = Math.min(y0, b.y);
      x1 = Math.max(x1, b.x + b.width);
      y1 = Math.max(y1, b.y + b.height);
    }
    return { x: x0, y: y0, w: Math.max(1e-9, x1 - x0), h: Math.max(1e-9, y1 - y0) };
  }

  private prune(live: ReadonlySet<WorldId>): void {
    for (const id of this.tileOf.keys()) if (!live.has(id)) this.tileOf.delete(id);
  }
}

/** Whether two lists of entries draw the same: the same ids in the same order, each with the same shape object, kind, z and fill. */
function sameDrawing(a: readonly WorldEntry[], b: readonly WorldEntry[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const p = a[i]!;
    const q = b[i]!;
    if (p.id !== q.id || p.shape !== q.shape || p.kind !== q.kind || p.z !== q.z || p.filled !== q.filled || p.fillRule !== q.fillRule) return false;
  }
  return true;
}
