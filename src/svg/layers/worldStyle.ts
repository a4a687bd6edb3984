import type { ObstacleKind, World, WorldEntry, WorldId } from '../../geometry/index';
import type { SceneNumbers } from '../scene/number';
import { theme } from '../style/theme';
import { shapeNumbers } from '../../geometry/world/shapeNumbers';
import { addFill, numberedPath, worldPath, type FillPaths } from './worldPath';

/**
 * How `<WorldLayer>` draws a shape. Every field is optional (the default look
 * where absent); sizes are CSS pixels, the same at every zoom and figure size,
 * never scaled with the shape (strokes are `non-scaling-stroke`).
 */
export interface WorldShapeStyle {
  /**
   * The outline's colour (any CSS colour or `var(…)`).
   * @defaultValue `theme.shape` (`--hitkit-shape`)
   */
  readonly stroke?: string | undefined;
  /**
   * The outline's width in CSS pixels (≥ 0); for a point, the dot's diameter.
   * @defaultValue 1.25 (a point: 4)
   */
  readonly strokeWidth?: number | undefined;
  /**
   * The fill of a filled circle, rect or polygon (`filled` in the world; an
   * outline-only shape is never filled); `'none'` for no fill.
   * @defaultValue `theme.shapeFill` (`--hitkit-shape-fill`)
   */
  readonly fill?: string | undefined;
  /** Opacity of the outline and of the fill, each on its own, in [0, 1]. @defaultValue 1 */
  readonly opacity?: number | undefined;
  /** A dash pattern for the outline, CSS pixels (each ≥ 0), e.g. `[6, 3]`. @defaultValue solid */
  readonly dash?: readonly number[] | undefined;
}

/** A style per kind of shape (`{ segment: { strokeWidth: 3 }, rect: { fill: 'none' } }`); kinds left out keep the default look. */
export type WorldKindStyles = { readonly [K in ObstacleKind]?: WorldShapeStyle };

/**
 * `<WorldLayer>`'s `shapeStyle`: a style per kind, or a function of each
 * shape's entry (its id, kind, shape, z and fill) returning its style
 * (`undefined`: the default look). `Id`: the world's id type.
 */
export type WorldLayerStyle<Id extends WorldId = WorldId> = WorldKindStyles | ((entry: WorldEntry<Id>) => WorldShapeStyle | undefined);

/** A style with every field decided, and its key (equal styles, equal keys). @internal */
export interface ResolvedWorldStyle {
  readonly key: string;
  readonly stroke: string;
  readonly strokeWidth: number;
  readonly fill: string;
  readonly opacity: number | undefined;
  readonly dash: string | undefined;
}

/** The shapes of one style as path data, split by how they are painted (as `WorldPaths`). @internal */
export interface StyledPaths extends FillPaths {
  readonly style: ResolvedWorldStyle;
  outlines: string;
  points: string;
}

function checkWidth(value: unknown, name: string): void {
  if (value === undefined) return;
  if (typeof value !== 'number') throw new TypeError(`${name} must be a number (CSS px), got ${typeof value}`);
  if (!(value >= 0 && value < Infinity)) throw new RangeError(`${name} must be a finite number >= 0 (CSS px), got ${value}`);
}

function checkColour(value: unknown, name: string): void {
  if (value !== undefined && typeof value !== 'string') throw new TypeError(`${name} must be a CSS colour string, got ${typeof value}`);
}

/**
 * A shape's style with the defaults filled in, checked.
 * @throws TypeError / RangeError naming the bad field (`shapeStyle.segment.strokeWidth must be …`)
 */
function resolveStyle(style: WorldShapeStyle | undefined, point: boolean, name: string): ResolvedWorldStyle {
  if (style !== undefined && (typeof style !== 'object' || style === null))
    throw new TypeError(`${name} must be a style object or undefined, got ${style === null ? 'null' : typeof style}`);
  checkColour(style?.stroke, `${name}.stroke`);
  checkColour(style?.fill, `${name}.fill`);
  checkWidth(style?.strokeWidth, `${name}.strokeWidth`);
  const opacity = style?.opacity;
  if (opacity !== undefined && !(typeof opacity === 'number' && opacity >= 0 && opacity <= 1)) {
    const message = `${name}.opacity must be a number in [0, 1], got ${String(opacity)}`;
    throw typeof opacity === 'number' ? new RangeError(message) : new TypeError(message);
  }
  const dashes = style?.dash;
  if (dashes !== undefined && !Array.isArray(dashes)) throw new TypeError(`${name}.dash must be an array of CSS px lengths, got ${typeof dashes}`);
  dashes?.forEach((d, k) => checkWidth(d, `${name}.dash[${k}]`));
  const stroke = style?.stroke ?? theme.shape;
  const strokeWidth = style?.strokeWidth ?? (point ? 4 : 1.25);
  const fill = style?.fill ?? theme.shapeFill;
  const dash = dashes !== undefined && dashes.length > 0 ? dashes.join(' ') : undefined;
  return { key: `${stroke}|${strokeWidth}|${fill}|${opacity ?? ''}|${dash ?? ''}`, stroke, strokeWidth, fill, opacity, dash };
}

/**
 * Every shape of a world with an id as path data grouped by style: shapes of
 * equal style share their paths, so the layer draws one set of paths per
 * distinct style (in the order each style first appears), whatever the number
 * of shapes. The style function is called once per shape. @internal
 */
export function styledWorldPaths<Id extends WorldId>(world: World<Id>, numbers: SceneNumbers, shapeStyle: WorldLayerStyle<Id> | undefined): StyledPaths[] {
  assertShapeStyle(shapeStyle);
  return styledPathsOf(
    world.ids().map((id) => world.lookup(id)!),
    numbers,
    shapeStyle,
  );
}

/** Checks `shapeStyle`'s type (its fields are checked as each style is resolved). @internal */
export function assertShapeStyle(shapeStyle: unknown): void {
  if (shapeStyle !== undefined && (typeof shapeStyle !== 'object' || shapeStyle === null) && typeof shapeStyle !== 'function') {
    throw new TypeError(`shapeStyle must be a style per kind or a function of the entry, got ${shapeStyle === null ? 'null' : typeof shapeStyle}`);
  }
}

/**
 * The entries' path data grouped by style, as {@link styledWorldPaths} (a
 * checked `shapeStyle`); `pathOf` gives each shape's path data (a cache of
 * `worldPath` in these numbers). @internal
 */
export function styledPathsOf<Id extends WorldId>(
  entries: readonly WorldEntry<Id>[],
  numbers: SceneNumbers,
  shapeStyle: WorldLayerStyle<Id> | undefined,
  pathOf: (entry: WorldEntry<Id>) => string = (e) => worldPath(e.kind, e.shape, numbers),
): StyledPaths[] {
  const groups = new StyleGroups(shapeStyle);
  for (const entry of entries) addPath(groups.of(entry.kind, entry), entry.kind, entry.filled, pathOf(entry), entry, numbers);
  return groups.paths();
}

/**
 * {@link styledPathsOf} of the shapes under `ids` (those in the world), the
 * same groups and path data, with the circles, rects and rotated rects read
 * from the world's numbers (`readShapeNumbers`): no shape object is made, so a
 * gesture's frame that rewrites them (`writeMappedFrame`) is drawn without
 * them. A style function is given each shape's entry: then every shape is
 * looked up. @internal
 */
export function restStyledPaths<Id extends WorldId>(
  world: World<Id>,
  ids: readonly Id[],
  numbers: SceneNumbers,
  shapeStyle: WorldLayerStyle<Id> | undefined,
): StyledPaths[] {
  const byFunction = typeof shapeStyle === 'function';
  const groups = new StyleGroups(shapeStyle);
  const read = shapeNumbers();
  for (const id of ids) {
    const d = byFunction ? null : numberedPath(world, id, read, numbers);
    if (d !== null) {
      addPath(groups.of(read.kind, null), read.kind, read.filled, d, null, numbers);
      continue;
    }
    const e = world.lookup(id);
    if (e) addPath(groups.of(e.kind, e), e.kind, e.filled, worldPath(e.kind, e.shape, numbers), e, numbers);
  }
  return groups.paths();
}

/** Adds a shape's path data `d` to its style's group: a point's dot, an outline, and a closed filled shape's fill. */
function addPath(group: StyledPaths, kind: ObstacleKind, filled: boolean, d: string, entry: WorldEntry | null, numbers: SceneNumbers): void {
  if (kind === 'point') {
    group.points += d;
    return;
  }
  group.outlines += d;
  // Open shapes have no inside; every other kind is closed (a polygon that may touch itself on its own: its fill rule).
  if (!filled || kind === 'segment' || kind === 'polyline') return;
  if (entry === null) group.solids += d;
  else addFill(group, entry, d, numbers);
}

/** The groups of one drawing, by style key, in the order each style first appears. */
class StyleGroups<Id extends WorldId> {
  private readonly groups = new Map<string, StyledPaths>();
  /** Without a style function, a kind's resolved style is the same for every shape: resolved once. */
  private readonly byKind = new Map<ObstacleKind, ResolvedWorldStyle>();

  constructor(private readonly shapeStyle: WorldLayerStyle<Id> | undefined) {}

  /** The group of a shape of `kind` (its `entry`, needed under a style function). */
  of(kind: ObstacleKind, entry: WorldEntry<Id> | null): StyledPaths {
    const shapeStyle = this.shapeStyle;
    let style: ResolvedWorldStyle | undefined;
    if (typeof shapeStyle === 'function') style = resolveStyle(shapeStyle(entry!), kind === 'point', `shapeStyle(${JSON.stringify(entry!.id)})`);
    else {
      style = this.byKind.get(kind);
      if (style === undefined) {
        style = resolveStyle(shapeStyle?.[kind], kind === 'point', `shapeStyle.${kind}`);
        this.byKind.set(kind, style);
      }
    }
    let group = this.groups.get(style.key);
    if (group === undefined) {
      group = { style, outlines: '', points: '', solids: '', polygons: [] };
      this.groups.set(style.key, group);
    }
    return group;
  }

  paths(): StyledPaths[] {
    return [...this.groups.values()];
  }
}
