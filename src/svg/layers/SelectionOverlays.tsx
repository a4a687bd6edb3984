'use client';
import { memo, useMemo } from 'react';
import { boundsOf, type BoundedShape, type Rect, type World, type WorldEntry, type WorldId } from '../../geometry/index';
import type { SceneNumbers } from '../scene/number';
import type { SelectionBand } from '../../hooks/scene/useSelection';
import { useSceneNumbers, useScenePixels } from '../scene/sceneContext';
import { theme } from '../style/theme';
import { FocusRingPath } from '../handles/FocusRingCircle';
import { shapeNumbers } from '../../geometry/world/shapeNumbers';
import { boxPath, cachedWorldPath, grownRect, numberedPath, worldPath, worldPaths } from './worldPath';
import { mapClass, splitByMap, useGestureDrawing, writtenTransform } from './gestureDrawing';

/** Props of {@link HoverHighlight}. */
export interface HoverHighlightProps {
  readonly world: World;
  /** The id of the shape under the pointer (`usePick`'s `hover?.id`), or null / undefined for none. */
  readonly id: WorldId | null | undefined;
  /** `world.version`: the halo follows the shape when the world changes (the world is mutable: the same object). */
  readonly version: number;
}

/**
 * A translucent halo (8 CSS px, `--hitkit-hover`) along the outline of the
 * shape under the pointer, so hover, click and the drawn outline agree.
 * Decorative (hidden from assistive technology).
 */
export const HoverHighlight = memo(function HoverHighlight({ world, id }: HoverHighlightProps) {
  // `version` is compared by memo: a new one redraws.
  const numbers = useSceneNumbers();
  const entry = id === null || id === undefined ? undefined : world.lookup(id);
  if (!entry) return null;
  return (
    <path
      className="hitkit-hover"
      aria-hidden="true"
      d={worldPath(entry.kind, entry.shape, numbers)}
      vectorEffect="non-scaling-stroke"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ fill: 'none', stroke: theme.hover, strokeWidth: 8, pointerEvents: 'none', willChange: 'transform' }}
    />
  );
});

/** Props of {@link SelectionOutline}. */
export interface SelectionOutlineProps {
  readonly world: World;
  /** The selected ids (ids not in the world are skipped). */
  readonly ids: readonly WorldId[];
  /** The shape the keyboard is on: drawn with the focus mark (`FocusRingPath`: a double line of `--hitkit-focus`) around its bounds. */
  readonly focused?: WorldId | null | undefined;
  /** `world.version`: the shapes are read again when it changes (the world is mutable: the same object). */
  readonly version: number;
  /**
   * Draw each shape's bounding box with a square at each corner. `false`: the
   * outlines alone (`<SelectionLayer>` draws them so under a transform box,
   * whose handles the corner squares would crowd).
   * @defaultValue true
   */
  readonly boxes?: boolean | undefined;
}

/**
 * The selection: each selected shape's outline (2 CSS px, `--hitkit-selection`)
 * and (unless `boxes` is false) its bounding box with a square at each
 * corner, all in one path each, so ten thousand selected shapes cost three
 * elements; the keyboard focus as a dashed box in the focus colour.
 * Decorative (the selection is announced by `useSelection`).
 */
export const SelectionOutline = memo(function SelectionOutline({ world, ids, focused, version, boxes: withBoxes = true }: SelectionOutlineProps) {
  const numbers = useSceneNumbers();
  const gap = useScenePixels(3);
  const corner = useScenePixels(6);
  // A running gesture's selected shapes that its map draws: their start outlines (and boxes, under a move) once, under the map's transform.
  const drawing = useGestureDrawing(world);
  const kind = drawing === null ? null : mapClass(drawing.map);
  const translated = drawing !== null && drawing.map.a === 1 && drawing.map.b === 0 && drawing.map.c === 0 && drawing.map.d === 1;
  const before = drawing?.before;
  const moved = useMemo(() => {
    if (drawing === null || kind === null || (withBoxes && !translated)) return null;
    const selected = new Set(ids);
    const entries = splitByMap(drawing, kind).moved.filter((e) => selected.has(e.id!));
    const drawn = new Set(entries.map((e) => e.id!));
    return {
      // the selected ids drawn from the world on each frame (in selection order): those the map does not draw
      rest: drawn.size === ids.length ? NO_IDS : ids.filter((id) => !drawn.has(id)),
      paths: outlinePaths(entries, (e) => boundsOf(e.shape as BoundedShape), numbers, withBoxes ? { gap, corner } : null),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `drawing`'s start part is `before`
  }, [before, kind, translated, ids, numbers, gap, corner, withBoxes]);
  const inGesture = drawing !== null;
  const paths = useMemo(() => {
    // during a gesture only the shapes its map does not draw are looked up (none under a move): not every selected id per frame
    const fromWorld = moved === null ? ids : moved.rest;
    if (fromWorld.length === 0) return NO_PATHS;
    // a gesture's frame: its circles, rects and rotated rects read as numbers (the world makes no shape object for them)
    if (inGesture) return frameOutlinePaths(world, fromWorld, numbers, withBoxes ? { gap, corner } : null);
    const entries: WorldEntry[] = [];
    for (const id of fromWorld) {
      const entry = world.lookup(id);
      if (entry) entries.push(entry);
    }
    return outlinePaths(entries, (e) => world.bounds(e.id!)!, numbers, withBoxes ? { gap, corner } : null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the mutable world's: the same world object holds other shapes when it changes
  }, [world, ids, numbers, gap, corner, version, withBoxes, moved, inGesture]);
  const focusBox = focused === null || focused === undefined ? undefined : world.bounds(focused);
  return (
    <g className="hitkit-selection" aria-hidden="true" style={{ pointerEvents: 'none' }}>
      <OutlinePaths paths={paths} />
      {moved && drawing && (
        <g transform={writtenTransform(drawing.map, numbers)}>
          <OutlinePaths paths={moved.paths} />
        </g>
      )}
      {focusBox && <FocusRingPath className="hitkit-selection-focus" d={boxPath(grownRect(focusBox, 2 * gap), numbers)} />}
    </g>
  );
});

/** The selection's paths: every outline in one, every box in one, every corner square in one. */
interface OutlinePathData {
  readonly outlines: string;
  readonly boxes: string;
  readonly corners: string;
}

/** No selected id (a frozen empty list) and no path: what a frame whose map draws every selected shape draws from the world. */
const NO_IDS: readonly WorldId[] = Object.freeze([]);
const NO_PATHS: OutlinePathData = Object.freeze({ outlines: '', boxes: '', corners: '' });

/** The outlines of `entries` and (with `boxes`) their bounds grown by `gap` with a square of side `corner` at each corner. */
function outlinePaths(
  entries: readonly WorldEntry[],
  boundsOfEntry: (e: WorldEntry) => Rect,
  numbers: SceneNumbers,
  boxes: { gap: number; corner: number } | null,
): OutlinePathData {
  const paths = { outlines: '', boxes: '', corners: '' };
  for (const entry of entries) {
    paths.outlines += cachedWorldPath(entry, numbers);
    if (boxes !== null) addBox(paths, boundsOfEntry(entry), boxes, numbers);
  }
  return paths;
}

/**
 * {@link outlinePaths} of the shapes under `ids` in the world during a
 * gesture's frame: the circles, rects and rotated rects read as numbers
 * (`readShapeNumbers`; the frame leaves their objects unmade), the others
 * looked up; boxes from the world's bounds.
 */
function frameOutlinePaths(world: World, ids: readonly WorldId[], numbers: SceneNumbers, boxes: { gap: number; corner: number } | null): OutlinePathData {
  const paths = { outlines: '', boxes: '', corners: '' };
  const read = shapeNumbers();
  for (const id of ids) {
    const d = numberedPath(world, id, read, numbers);
    if (d !== null) paths.outlines += d;
    else {
      const entry = world.lookup(id);
      if (!entry) continue;
      paths.outlines += cachedWorldPath(entry, numbers);
    }
    if (boxes !== null) addBox(paths, world.bounds(id)!, boxes, numbers);
  }
  return paths;
}

/** Adds a shape's bounds `b` grown by `gap`, and a square of side `corner` at each of its corners, to `paths`. */
function addBox(paths: { boxes: string; corners: string }, b: Rect, { gap, corner: c }: { gap: number; corner: number }, numbers: SceneNumbers): void {
  const box = grownRect(b, gap);
  paths.boxes += boxPath(box, numbers);
  const x0 = box.x - c / 2;
  const y0 = box.y - c / 2;
  const x1 = box.x + box.width - c / 2;
  const y1 = box.y + box.height - c / 2;
  paths.corners += boxPath({ x: x0, y: y0, width: c, height: c }, numbers) + boxPath({ x: x1, y: y0, width: c, height: c }, numbers);
  paths.corners += boxPath({ x: x1, y: y1, width: c, height: c }, numbers) + boxPath({ x: x0, y: y1, width: c, height: c }, numbers);
}

/** The three paths of {@link outlinePaths}, each drawn when not empty. */
function OutlinePaths({ paths }: { paths: OutlinePathData }) {
  return (
    <>
      {paths.outlines && (
        <path
          d={paths.outlines}
          vectorEffect="non-scaling-stroke"
          strokeLinecap="round"
          strokeLinejoin="round"
          style={{ fill: 'none', stroke: theme.selection, strokeWidth: 2 }}
        />
      )}
      {paths.boxes && <path d={paths.boxes} vectorEffect="non-scaling-stroke" style={{ fill: 'none', stroke: theme.selection, strokeWidth: 1 }} />}
      {paths.corners && (
        <path d={paths.corners} vectorEffect="non-scaling-stroke" style={{ fill: theme.handleFill, stroke: theme.selection, strokeWidth: 1.5 }} />
      )}
    </>
  );
}

/** Props of {@link RubberBand}. */
export interface RubberBandProps {
  /** `useSelection`'s `band`; nothing is drawn when null. */
  readonly band: SelectionBand | null;
}

/**
 * The rubber band: a window (selects shapes wholly inside) with a solid
 * border, a crossing (selects every shape it touches) with a dashed one, both
 * in the selection colour over a faint fill, so the two read apart without
 * hue. Decorative.
 */
export const RubberBand = memo(function RubberBand({ band }: RubberBandProps) {
  const numbers = useSceneNumbers();
  if (!band) return null;
  const window = band.mode === 'window';
  return (
    <path
      className={window ? 'hitkit-band hitkit-band-window' : 'hitkit-band hitkit-band-crossing'}
      aria-hidden="true"
      d={boxPath(band.box, numbers)}
      vectorEffect="non-scaling-stroke"
      style={{ fill: theme.selectionFill, stroke: theme.selection, strokeWidth: 1.5, pointerEvents: 'none', ...(window ? {} : { strokeDasharray: '6 4' }) }}
    />
  );
});

/** Props of {@link HitAreaOverlay}. */
export interface HitAreaOverlayProps {
  readonly world: World;
  /** The pick tolerance, scene units (`usePick`'s / `useSelection`'s `tolerance`). */
  readonly tolerance: number;
  /** `world.version`: the shapes are read again when it changes (the world is mutable: the same object). */
  readonly version: number;
}

/**
 * Where each shape is hit at the current tolerance, the debug view editors'
 * users ask for: every outline widened by the tolerance on both sides (round
 * ends and joins, so a point is a disk of radius `tolerance`), and the inside
 * of every filled shape, in `--hitkit-hit-area`. The same rule as `pick`: a
 * pointer anywhere in the tinted area picks the shape. One path for every
 * outline, one for the filled circles, rects and simple polygons, one per
 * filled polygon that touches or crosses itself (its own fill rule). Decorative.
 */
export const HitAreaOverlay = memo(function HitAreaOverlay({ world, tolerance, version }: HitAreaOverlayProps) {
  const numbers = useSceneNumbers();
  const drawn = useMemo(() => {
    const paths = worldPaths(world, numbers);
    // A point's hit area is a disk: its zero-length stroke with round caps, as wide as the outlines'.
    return { ...paths, outlines: paths.outlines + paths.points };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the mutable world's: the same world object holds other shapes when it changes
  }, [world, numbers, version]);
  if (!(tolerance >= 0) || !Number.isFinite(tolerance)) return null;
  return (
    <g className="hitkit-hit-areas" aria-hidden="true" style={{ pointerEvents: 'none' }}>
      {drawn.outlines && (
        <path
          d={drawn.outlines}
          strokeLinecap="round"
          strokeLinejoin="round"
          style={{ fill: 'none', stroke: theme.hitArea, strokeWidth: Number(numbers.len(2 * tolerance)) }}
        />
      )}
      {drawn.solids && <path d={drawn.solids} style={{ fill: theme.hitArea, stroke: 'none' }} />}
      {drawn.polygons.map((p, k) => (
        <path key={k} d={p.d} fillRule={p.rule} style={{ fill: theme.hitArea, stroke: 'none' }} />
      ))}
    </g>
  );
});
