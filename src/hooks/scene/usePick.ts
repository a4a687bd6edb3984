'use client';
import { useCallback, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../state/useIsomorphicLayoutEffect';
import { useLatest } from '../state/useLatest';
import { flushSync } from 'react-dom';
import { pick, type PickHit, type PickOptions, type Vec2, type World, type WorldId } from '../../geometry/index';
import { assertNonNegative } from '../../geometry/shapes/validate';
import { clientToElement, sceneUnitsPerPixel, type ClientToScene } from '../gesture/clientToScene';
import { PICK_TOLERANCE, type PickTolerance } from './pickTolerance';

/** Options of {@link usePick}. `Id`: the world's id type. */
export interface UsePickOptions<Id extends WorldId = WorldId> {
  /**
   * Hit tolerance in CSS pixels: one number for every pointer, or per pointer type.
   * @defaultValue `PICK_TOLERANCE`: 6 for a mouse or pen, 20 for a finger
   */
  readonly tolerance?: number | PickTolerance | undefined;
  /** Only shapes for which this returns true can be hovered or picked. */
  readonly filter?: PickOptions<Id>['filter'] | undefined;
  /**
   * Client → scene transform. Default: the inverse of the surface element's
   * `getScreenCTM()` (SVG user units). Inside a hitkit `<Scene>` pass the
   * Scene's `clientToScene` (its `useScene()` context), which also undoes
   * the Scene's local origin and scale; `<SelectionLayer>` does.
   * @defaultValue the inverse of the element's `getScreenCTM()`
   */
  readonly clientToScene?: ClientToScene | undefined;
  /**
   * Called on a click or tap (press and release within 4 CSS px) with the
   * shape under it, or null on empty space.
   */
  readonly onPick?: ((hit: PickHit<Id> | null, info: PickInfo) => void) | undefined;
  /** When true, nothing is hovered or picked. */
  readonly disabled?: boolean | undefined;
}

/** What {@link UsePickOptions.onPick} is told besides the hit. */
export interface PickInfo {
  /** The pointer, scene units. */
  readonly point: Vec2;
  readonly pointerType: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/** Pointer handlers to spread on the element whose area picks (the `<svg>`, or a `<g>` around the shapes and a background). */
export interface PickSurfaceProps {
  readonly onPointerMove: (event: ReactPointerEvent<Element>) => void;
  readonly onPointerDown: (event: ReactPointerEvent<Element>) => void;
  readonly onPointerUp: (event: ReactPointerEvent<Element>) => void;
  readonly onPointerLeave: (event: ReactPointerEvent<Element>) => void;
  readonly onPointerCancel: (event: ReactPointerEvent<Element>) => void;
}

/** What {@link usePick} returns. `Id`: the world's id type. */
export interface PickState<Id extends WorldId = WorldId> {
  /**
   * The shape under the pointer (nearest within the tolerance, `pick`'s
   * first), or null. It changes, and the component re-renders, only when the
   * shape under the pointer changes: its `distance` and `closestPoint` are
   * those of the move that reached it.
   */
  readonly hover: PickHit<Id> | null;
  /** The tolerance of the last pointer, in scene units (CSS px ÷ the pixels per scene unit there); NaN before any pointer was over the surface. */
  readonly tolerance: number;
  readonly surfaceProps: PickSurfaceProps;
  /** The shape at client point `(clientX, clientY)` for a pointer of `pointerType` (default `'mouse'`) over `element`, or null. */
  readonly pickAt: (clientX: number, clientY: number, element: Element, pointerType?: string) => PickHit<Id> | null;
}

/** The tolerance in CSS px for a pointer type. @internal */
export function tolerancePixels(tolerance: UsePickOptions['tolerance'], pointerType: string): number {
  if (typeof tolerance === 'number') return tolerance;
  const type = pointerType === 'touch' || pointerType === 'pen' ? pointerType : 'mouse';
  return tolerance?.[type] ?? PICK_TOLERANCE[type];
}

/** Checks a tolerance option once per render: a number ≥ 0, or an object of them. @internal */
export function assertTolerance(tolerance: UsePickOptions['tolerance'], name: string): void {
  if (tolerance === undefined) return;
  if (typeof tolerance === 'object' && tolerance !== null) {
    for (const type of ['mouse', 'pen', 'touch'] as const) if (tolerance[type] !== undefined) assertNonNegative(tolerance[type], `${name}.${type}`);
  } else assertNonNegative(tolerance, name);
}

/**
 * The tolerance at the pointer (scene units; NaN until a pointer has been over
 * the surface) and the function that keeps a new one. The scale varies by a
 * few ulps across the surface: only a real change re-renders, and the same
 * tolerance sets no state at all (a set state, even to the same value, can
 * render the component once more after the frame's commit).
 */
function useKeptTolerance(): [number, (units: number) => void] {
  const [tolerance, setTolerance] = useState(NaN);
  const kept = useRef(NaN);
  const keep = useCallback((units: number) => {
    if (Math.abs(kept.current - units) <= 1e-9 * units) return;
    kept.current = units;
    setTolerance(units);
  }, []);
  return [tolerance, keep];
}

/** Same shape (kind and index), or both null. @internal */
export function sameHit(a: PickHit | null, b: PickHit | null): boolean {
  return a === b || (a !== null && b !== null && a.kind === b.kind && a.index === b.index);
}

/** How far (CSS px) a press may move and still be a click or tap. @internal */
export const CLICK_SLOP = 4;

/** What a pick was made against: the world at its version, and the options that change the answer. */
interface PickedFor {
  world: World | null;
  version: number;
  tolerance: unknown;
  filter: unknown;
  disabled: unknown;
}

/** Writes what a pick is made against into `p`, in place (a pick per pointer move allocates nothing for it). */
function recordPick(p: PickedFor, world: World, options: UsePickOptions): void {
  p.world = world;
  p.version = world.version;
  p.tolerance = options.tolerance;
  p.filter = options.filter;
  p.disabled = options.disabled;
}

/**
 * The world, the tolerance or the filter changed under a still pointer: what
 * is under it may have too. Not when the last pick saw them as they are (a
 * drag's frame writes the world, then picks, in one event): picking again
 * would only force the browser's layout (`clientToScene`) right after the
 * commit's changes.
 */
function useRepick(world: World, options: UsePickOptions, pickedFor: RefObject<PickedFor>, last: RefObject<unknown>, update: (now: boolean) => void) {
  const version = world.version;
  const { tolerance, filter, disabled } = options;
  useIsomorphicLayoutEffect(() => {
    const p = pickedFor.current;
    const seen = p.world === world && p.version === version && p.tolerance === tolerance && p.filter === filter && p.disabled === disabled;
    if (last.current && !seen) update(false);
  }, [world, version, update, tolerance, filter, disabled, pickedFor, last]);
}

/**
 * The shape under the pointer, for hover and click / tap: `pick` on the
 * world at every pointer move over the surface, with a tolerance given in CSS
 * pixels per pointer type (larger for a finger) and converted to scene units
 * where the pointer is, so it feels the same at every zoom and under any CSS
 * scaling. The nearest shape wins where tolerance zones overlap (ties: the one
 * drawn on top); a filled shape is hit anywhere inside. A move costs one
 * `pick` (about a microsecond among 10,000 shapes) and re-renders only when
 * the hovered shape changes. When the world changes (`world.version`), or
 * `tolerance`, `filter` or `disabled` do, the hover is recomputed at the last
 * pointer position after the render, unless a pointer event has already picked
 * against them as they are (a drag that writes the world picks after its
 * write). Give `filter` and an object `tolerance` a stable identity, or it is
 * recomputed after every render.
 *
 * @param world a world made by `createWorld` (its shapes carry the ids you get back, of its id type)
 * @param options `tolerance` (CSS px), `filter`, `clientToScene`, `onPick`, `disabled`
 * @returns `{ hover, tolerance, surfaceProps, pickAt }`
 * @throws TypeError / RangeError naming a bad tolerance (during render)
 */
export function usePick<Id extends WorldId = WorldId>(world: World<Id>, options?: UsePickOptions<NoInfer<Id>>): PickState<Id>;
export function usePick(world: World, options: UsePickOptions = {}): PickState {
  assertTolerance(options.tolerance, 'options.tolerance');
  const [hover, setHover] = useState<PickHit | null>(null);
  const [tolerance, keepTolerance] = useKeptTolerance();
  const latestRef = useLatest({ world, options });
  const last = useRef<{ clientX: number; clientY: number; element: Element; pointerType: string } | null>(null);
  const press = useRef<{ pointerId: number; clientX: number; clientY: number } | null>(null);

  const pickAt = useCallback(
    (clientX: number, clientY: number, element: Element, pointerType = 'mouse'): PickHit | null => {
      const { world: w, options: o } = latestRef.current;
      if (o.disabled) return null;
      const toScene = o.clientToScene ?? clientToElement;
      const point = toScene(clientX, clientY, element);
      if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) return null;
      const units = tolerancePixels(o.tolerance, pointerType) * sceneUnitsPerPixel(toScene, clientX, clientY, element, point);
      keepTolerance(units);
      return pick(w, point, units, { limit: 1, ...(o.filter ? { filter: o.filter } : {}) })[0] ?? null;
    },
    [latestRef, keepTolerance],
  );

  // What is shown, for comparing at event time.
  const shown = useRef<PickHit | null>(null);
  // What the last pick was made against: the world at its version, and the options that change the answer.
  const pickedFor = useRef<PickedFor>({ world: null, version: -1, tolerance: undefined, filter: undefined, disabled: undefined });
  /**
   * Picks at the last pointer position. From a pointer event (`now`), a change
   * is rendered at once (`flushSync`), so the hover lands in the frame that
   * delivered the move instead of a second frame after it: one frame sooner,
   * and one rendering pass of the page per move instead of two. Not for a
   * move with a button held: a drag renders its own frame from the same event,
   * and the hover is batched into that render instead of forcing a second one
   * first (without a drag, such a hover renders in React's task right after
   * the event). A press is always rendered at once.
   */
  const update = useCallback(
    (now: boolean) => {
      const at = last.current;
      const { world: w, options: o } = latestRef.current;
      recordPick(pickedFor.current, w, o);
      const next = at ? pickAt(at.clientX, at.clientY, at.element, at.pointerType) : null;
      if (sameHit(shown.current, next)) return;
      shown.current = next;
      if (now) flushSync(() => setHover(next));
      else setHover(next);
    },
    [pickAt, latestRef],
  );

  useRepick(world, options, pickedFor, last, update);

  const surfaceProps = useMemo<PickSurfaceProps>(() => {
    const track = (e: ReactPointerEvent<Element>) => {
      last.current = { clientX: e.clientX, clientY: e.clientY, element: e.currentTarget, pointerType: e.pointerType };
    };
    // Nothing is under a pointer that left (a finger lifted, a mouse gone, pressed or not).
    const forget = () => {
      last.current = null;
      shown.current = null;
      setHover(null);
    };
    return {
      onPointerMove: (e) => {
        track(e);
        update(e.buttons === 0);
      },
      onPointerDown: (e) => {
        track(e);
        const id = e.pointerId;
        press.current = { pointerId: id, clientX: e.clientX, clientY: e.clientY };
        whenReleased(e.currentTarget.ownerDocument.defaultView, id, () => {
          if (press.current?.pointerId === id) press.current = null;
        });
        update(true);
      },
      onPointerUp: (e) => {
        const down = press.current;
        press.current = null;
        const { options: o } = latestRef.current;
        if (!down || down.pointerId !== e.pointerId || !o.onPick) return;
        if (Math.hypot(e.clientX - down.clientX, e.clientY - down.clientY) > CLICK_SLOP) return;
        const hit = pickAt(down.clientX, down.clientY, e.currentTarget, e.pointerType);
        const point = (o.clientToScene ?? clientToElement)(down.clientX, down.clientY, e.currentTarget);
        o.onPick(hit, { point, pointerType: e.pointerType, shiftKey: e.shiftKey, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey });
      },
      onPointerLeave: forget,
      onPointerCancel: () => {
        press.current = null;
        forget();
      },
    };
  }, [latestRef, pickAt, update]);

  return { hover: options.disabled ? null : hover, tolerance, surfaceProps, pickAt };
}

/**
 * Calls `forget` once pointer `id` is released or cancelled anywhere in `view`
 * (the surface does not capture the pointer: that would take clicks from its
 * children), so a drag out of the surface leaves no stale press; after that
 * event's whole dispatch, since the surface's own pointerup reads the press
 * for a click.
 */
function whenReleased(view: Window | null, id: number, forget: () => void): void {
  const end = (event: PointerEvent) => {
    if (event.pointerId !== id) return;
    view?.removeEventListener('pointerup', end, true);
    view?.removeEventListener('pointercancel', end, true);
    view?.setTimeout(forget, 0);
  };
  view?.addEventListener('pointerup', end, true);
  view?.addEventListener('pointercancel', end, true);
}

/**
 * The id of the shape under the pointer, or undefined: {@link usePick}'s
 * `hover` for a component that only highlights. Spread `surfaceProps` as with
 * `usePick`.
 */
export function useHover(world: World, options: Omit<UsePickOptions, 'onPick'> = {}): Pick<PickState, 'hover' | 'surfaceProps'> {
  const { hover, surfaceProps } = usePick(world, options);
  return { hover, surfaceProps };
}
