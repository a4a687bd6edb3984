'use client';
import { createContext, useContext } from 'react';
import type { Rect, Vec2 } from '../../geometry/index';
import { assertNonNegative } from '../../geometry/shapes/validate';
import { DEFAULT_SCENE_NUMBERS, type SceneNumbers } from './number';

/** What a {@link Scene} tells the components inside it. */
export interface SceneContextValue {
  /** The visible area, scene units, after pan and zoom; `(x, y)` is its least corner. */
  readonly viewBox: Rect;
  /** True when the y axis points up (`<Scene yUp>`). */
  readonly yUp: boolean;
  /** The scene point at the figure's top-left corner on screen. */
  readonly topLeft: Vec2;
  /**
   * One nominal pixel in scene units: `max(width, height) / 400` of the visible
   * area. It grows with the figure's rendered size (on a figure 800 CSS px
   * wide a nominal pixel is 2 CSS px), so it sets only what belongs to the
   * figure's layout (`fit`'s padding, how many decimals are written); every
   * on-screen size (handles, markers, labels, the status line) is in CSS
   * pixels, `pixel`.
   */
  readonly unit: number;
  /**
   * One CSS pixel of the rendered figure in scene units, measured from the
   * `<svg>`'s screen transform after layout (and on resize, pan and zoom);
   * `unit` until measured (server rendering, jsdom). Handles, markers, labels
   * and the status line are sized in it, so they keep their CSS size at any
   * figure width and zoom.
   */
  readonly pixel: number;
  /**
   * The local origin, scene units: every component writes its coordinates as
   * `value − origin` (the viewBox too), so that the browser, which composes
   * SVG in single precision, draws them exactly far from 0. `(0, 0)` while
   * the visible area lies within 2^14 nominal pixels of 0; otherwise the
   * view's centre rounded to a multiple of a power of two about the view's
   * size (see `sceneOrigin`). The `<svg>` then carries `data-origin="ox oy"`
   * (exact, scene units).
   */
  readonly origin: Vec2;
  /**
   * How to write numbers into this Scene's SVG: `numbers.x(v)` and
   * `numbers.y(v)` for scene coordinates (relative to `origin`),
   * `numbers.len(v)` for lengths, all times `numbers.scale` (1 unless the view
   * is narrower than 1e-2 or wider than 1e5 units; the `<svg>` then carries
   * `data-scale`) and with `numbers.decimals` decimals (a twentieth of a
   * nominal pixel or finer, at least 3). Also from {@link useSceneNumbers}.
   */
  readonly numbers: SceneNumbers;
  /**
   * Client (CSS pixel) coordinates → scene coordinates through the `<svg>`'s
   * current `getScreenCTM()`, so CSS scaling, zoom and scrolling are accounted
   * for; the written units are turned back into scene units (`/ numbers.scale`,
   * `+ origin`). Before mount or where there is no CTM (jsdom), the client
   * point is taken as the svg's own written coordinates:
   * `(clientX / scale + origin.x, ±clientY / scale + origin.y)`, y flipped with `yUp`.
   * The same as the function {@link clientToScene} given this Scene's `<svg>`.
   */
  readonly clientToScene: (clientX: number, clientY: number) => Vec2;
  /**
   * Scene coordinates → client (CSS pixel) coordinates through the `<svg>`'s
   * current `getScreenCTM()`: the inverse of `clientToScene` (the point is
   * written as the components write it, `(p − origin) × scale` with y flipped
   * under `yUp`, then the CTM is applied). Before mount or where there is no
   * CTM: that written point itself. A non-finite point gives non-finite
   * coordinates (nothing is thrown). The same as the function
   * {@link sceneToClient} given this Scene's `<svg>`.
   */
  readonly sceneToClient: (p: Vec2) => { x: number; y: number };
  /** Says `message` politely to assistive technology (the Scene's `aria-live` region). */
  readonly announce: (message: string) => void;
}

/** The context a {@link Scene} provides. @internal */
export const SceneContext = createContext<SceneContextValue | null>(null);

/** The nearest {@link Scene}'s context, or `null` outside one. */
export function useScene(): SceneContextValue | null {
  return useContext(SceneContext);
}

/** The nearest Scene's context; throws an Error naming `component` outside one. @internal */
export function useRequiredScene(component: string): SceneContextValue {
  const scene = useContext(SceneContext);
  if (!scene) throw new Error(`${component} must be rendered inside a <Scene>`);
  return scene;
}

/**
 * How to write numbers into the nearest Scene's SVG (the Scene context's
 * `numbers`): `x(v)` / `y(v)` write a scene coordinate relative to the
 * Scene's local origin, `len(v)` a length (scene units in, y down), all times
 * the Scene's `scale` and rounded to `decimals` decimals. Use it for any SVG
 * you draw yourself inside a Scene. Outside a Scene: origin `(0, 0)`, scale 1
 * and 3 decimals. The `x`/`y`/`len` functions throw a RangeError for NaN or
 * ±Infinity.
 */
export function useSceneNumbers(): SceneNumbers {
  return useContext(SceneContext)?.numbers ?? DEFAULT_SCENE_NUMBERS;
}

/**
 * One CSS pixel in scene units: the nearest Scene's `pixel` (measured after
 * layout; its `unit` until then), 1 outside a Scene. What every on-screen size
 * is multiplied by (handle dots and grab targets, markers, label text), so it
 * keeps its CSS size at any figure width and zoom. @internal
 */
export function useScenePixel(): number {
  return useContext(SceneContext)?.pixel ?? 1;
}

/**
 * `pixels` screen pixels in scene units at the Scene's current zoom: use it for
 * a hit tolerance that feels the same at every zoom
 * (`segmentCircleHit(s, c, useScenePixels(8))`). Outside a Scene, 1 unit per pixel.
 *
 * @throws RangeError for a negative or non-finite `pixels`.
 */
export function useScenePixels(pixels: number): number {
  assertNonNegative(pixels, 'pixels');
  return pixels * (useContext(SceneContext)?.pixel ?? 1);
}
