'use client';
import { createContext, useContext, useMemo } from 'react';
import type { Affine, ObstacleKind, World, WorldEntry, WorldId } from '../../geometry/index';
import { AFFINE_IDENTITY, affineTranslate, keepsAxesAligned } from '../../geometry/transform/affine';
import { gestureWrites, type SelectionGesture } from '../../hooks/scene/useSelectionGesture';
import { formatSvgNumber, type SceneNumbers } from '../scene/number';

// Drawing a selection gesture without redrawing its shapes on every frame.
//
// Every frame of a move, resize, rotation or pinch is an affine map of the
// shapes as they were at the gesture's start (`SelectionGesture`): the hook
// writes each frame into the world (so pick, hover and snapping see the shapes
// where they are), and the layers could redraw every edited shape from the
// world on every frame, as they do outside a gesture. Instead, `<SelectionLayer>`
// tells the layers below it which shapes the gesture edits, their start shapes
// and the frame's map; `<WorldLayer>` and `<SelectionOutline>` then draw the
// start shapes once, as paths inside a `<g transform>` of the frame's map
// (`non-scaling-stroke` outlines: the stroke widths stay CSS pixels), and leave
// them out of everything else they draw for the gesture, so a frame changes one
// attribute, not thousands of path strings. A map draws a shape exactly as the
// gesture writes it (`transformShape`) unless it is not conformal and the
// shape keeps a form the map would not (a circle stays a circle, a rotated
// rect a rotated rect, a rect axis-aligned): those shapes are drawn from the
// world on each such frame, as before.

/**
 * What `<SelectionLayer>` gives the layers inside it while a gesture runs (the
 * context value; `null` without a gesture, or when the hook does not write the
 * world: `updateWorld: false`). @internal
 */
export interface GestureDrawing {
  /** The world the gesture writes (a layer of another world draws as usual). */
  readonly world: World;
  /** The ids the gesture edits (the layers leave them out of their usual drawing for the whole gesture). */
  readonly ids: ReadonlySet<WorldId>;
  /** Each edited shape as it was at the start, as a world entry (its z, fill and fill rule from the world). */
  readonly before: readonly WorldEntry[];
  /** The frame's map from the start shapes to the shapes now, scene units (the identity before the first frame). */
  readonly map: Affine;
  /**
   * How many `world.update`s the gesture has made up to this frame (each adds
   * one to `world.version`): when the version moved by exactly as many since a
   * layer last drew, only the gesture's own shapes changed.
   */
  readonly writes: number;
}

/** The gesture drawing of the `<SelectionLayer>` around, or null. @internal */
export const GestureDrawingContext = createContext<GestureDrawing | null>(null);

/** The gesture drawing for `world` (null: none, or one of another world). @internal */
export function useGestureDrawing(world: World): GestureDrawing | null {
  const drawing = useContext(GestureDrawingContext);
  return drawing !== null && drawing.world === world ? drawing : null;
}

/**
 * The context value for a selection's running gesture (null without one, or
 * when `updateWorld` is false: then the app, not the hook, decides what the
 * world holds). The start part is kept for the whole gesture. @internal
 */
export function useGestureDrawingValue(world: World, gesture: SelectionGesture | null, updateWorld: boolean | undefined): GestureDrawing | null {
  const before = gesture?.before;
  const start = useMemo(() => {
    if (before === undefined) return null;
    const entries: WorldEntry[] = [];
    const ids = new Set<WorldId>();
    for (const s of before) {
      const e = world.lookup(s.id);
      if (!e) continue;
      entries.push({ ...e, kind: s.kind, shape: s.shape } as WorldEntry);
      ids.add(s.id);
    }
    return { ids, before: entries };
  }, [world, before]);
  // A reshape moves one vertex: no affine map draws it, so its shape is drawn from the world on each frame.
  const map = useMemo(() => (gesture === null || gesture.type === 'reshape' ? null : gestureMap(gesture)), [gesture]);
  // -1: not counted (the layers then never take the version's moves for the gesture's own)
  const writes = gesture === null ? -1 : (gestureWrites(gesture) ?? -1);
  return useMemo(
    () => (start === null || map === null || updateWorld === false ? null : { world, ids: start.ids, before: start.before, map, writes }),
    [world, start, map, updateWorld, writes],
  );
}

/**
 * Which gesture floats shapes of a world now (`<SelectionLayer>`'s, any type,
 * a reshape too): the world and a token for the gesture (its `before`, the
 * same array from its start to its end). `null` without one, or when the hook
 * does not write the world. The layers below watch it for the gesture's start
 * and end, which float and settle shapes without a new `world.version`
 * (`<WorldLayer>`'s labels are placed again then). @internal
 */
export interface FloatingGesture {
  readonly world: World;
  readonly token: object;
}

/** The floating gesture of the `<SelectionLayer>` around, or null. @internal */
export const FloatingGestureContext = createContext<FloatingGesture | null>(null);

/** The token of the gesture floating shapes of `world` now (null: none, or one of another world). @internal */
export function useFloatingGesture(world: World): object | null {
  const floating = useContext(FloatingGestureContext);
  return floating !== null && floating.world === world ? floating.token : null;
}

/**
 * The two context values for a selection's running gesture: its drawing
 * ({@link useGestureDrawingValue}) and the gesture floating shapes (changes
 * at its start and end only). @internal
 */
export function useGestureContextValues(
  world: World,
  gesture: SelectionGesture | null,
  updateWorld: boolean | undefined,
): [GestureDrawing | null, FloatingGesture | null] {
  const drawing = useGestureDrawingValue(world, gesture, updateWorld);
  const token = gesture?.before;
  const floating = useMemo(() => (token === undefined || updateWorld === false ? null : { world, token }), [world, token, updateWorld]);
  return [drawing, floating];
}

/** A gesture's map now: a move's offset, a transform's map; the identity before the first frame. */
function gestureMap(g: SelectionGesture): Affine {
  if (g.type === 'move') return g.offset.x === 0 && g.offset.y === 0 ? AFFINE_IDENTITY : affineTranslate(g.offset.x, g.offset.y);
  return g.transform?.map ?? AFFINE_IDENTITY;
}

/** How much a map keeps: every shape (conformal), axis-aligned rects too (no turn or shear), or lines and points only. @internal */
export type MapClass = 'conformal' | 'aligned' | 'affine';

/** The {@link MapClass} of `m` (exact comparisons: the maps the gestures build are exactly conformal or aligned when they are). @internal */
export function mapClass(m: Affine): MapClass {
  if ((m.a === m.d && m.b === -m.c) || (m.a === -m.d && m.b === m.c)) return 'conformal';
  return (m.b === 0 && m.c === 0) || (m.a === 0 && m.d === 0) ? 'aligned' : 'affine';
}

/**
 * Whether a map of class `c` draws a shape of `kind` as `transformShape`
 * writes it: points, segments, polylines and polygons always (their points are
 * mapped); circles, rects and rotated rects under a conformal map (a circle's
 * radius times the map's scale, a rect's perpendicular sides kept); rects
 * under an aligned map (`transformShape` keeps them axis-aligned). @internal
 */
export function drawnByMap(kind: ObstacleKind, c: MapClass): boolean {
  if (c === 'conformal') return true;
  if (kind === 'circle' || kind === 'rotatedRect') return false;
  return kind !== 'rect' || c === 'aligned';
}

/**
 * The SVG `transform` that draws, in the Scene's written coordinates, what
 * `m` does in scene units: `W ∘ m ∘ W⁻¹` with `W(p) = (p − origin) × scale`.
 * The linear part is written with 12 significant digits (browsers compose in
 * single precision), the translation with the Scene's decimals. @internal
 */
export function writtenTransform(m: Affine, numbers: SceneNumbers): string {
  const { origin: o, scale: k, decimals } = numbers;
  const e = k * (m.a * o.x + m.c * o.y + m.e - o.x);
  const f = k * (m.b * o.x + m.d * o.y + m.f - o.y);
  const lin = (v: number) => formatSvgNumber(Number(v.toPrecision(12)), 15);
  return `matrix(${lin(m.a)} ${lin(m.b)} ${lin(m.c)} ${lin(m.d)} ${formatSvgNumber(e, decimals)} ${formatSvgNumber(f, decimals)})`;
}

/**
 * The edited shapes split for a frame of class `c`: `moved`, the start
 * entries the map draws, and `rest`, the ids to draw from the world on such
 * a frame (memoise on `drawing.before` and `c`). @internal
 */
export function splitByMap(drawing: GestureDrawing, c: MapClass): { moved: readonly WorldEntry[]; rest: readonly WorldId[] } {
  if (c === 'conformal') return { moved: drawing.before, rest: NO_IDS };
  const moved: WorldEntry[] = [];
  const rest: WorldId[] = [];
  for (const e of drawing.before) {
    if (drawnByMap(e.kind, c)) moved.push(e);
    else rest.push(e.id!);
  }
  return { moved, rest };
}

const NO_IDS: readonly WorldId[] = Object.freeze([]);

/**
 * Whether the frames of `m` write rects as rotated rects: `transformShape`
 * keeps a rect a rect only under a map with no turn (or a quarter turn) and no
 * shear. @internal
 */
export function turnsRects(m: Affine): boolean {
  return !keepsAxesAligned(m);
}

/**
 * `entries` with each rect as the rotated rect (rotation 0, the same four
 * corners) that a frame turning rects writes it as ({@link turnsRects}): drawn
 * under the frame's transform with the style the world's entry has now (a
 * `shapeStyle` by kind gives rects and rotated rects different looks). @internal
 */
export function asTurned(entries: readonly WorldEntry[]): WorldEntry[] {
  return entries.map((e) => {
    if (e.kind !== 'rect') return e;
    const r = e.shape;
    const shape = Object.freeze({ center: Object.freeze({ x: r.x + r.width / 2, y: r.y + r.height / 2 }), width: r.width, height: r.height, rotation: 0 });
    return { ...e, kind: 'rotatedRect', shape } as WorldEntry;
  });
}
