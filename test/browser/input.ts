import { commands } from 'vitest/browser';
import type { Box, CdpCall, MouseStep } from './commands';

declare module 'vitest/browser' {
  interface BrowserCommands {
    boundingBox(selector: string): Promise<Box>;
    mouse(steps: MouseStep[]): Promise<void>;
    cdp(calls: CdpCall[], burst?: boolean): Promise<void>;
  }
}

/**
 * Real input for the browser tests, through the DevTools protocol (Chromium
 * decides touch-action, capture and cancellation as it would for a person).
 * Coordinates are main-frame CSS pixels, as `commands.boundingBox` gives them.
 */

export interface Pt {
  x: number;
  y: number;
}

export const centre = (box: Box): Pt => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** The centre of the first element matching `selector`, main-frame CSS px. */
export const centreOf = async (selector: string): Promise<Pt> => centre(await commands.boundingBox(selector));

/** DevTools modifier bits. */
export const MODIFIERS = { alt: 1, ctrl: 2, meta: 4, shift: 8 } as const;

const KEYS: Record<string, { code: string; keyCode: number }> = {
  ArrowLeft: { code: 'ArrowLeft', keyCode: 37 },
  ArrowUp: { code: 'ArrowUp', keyCode: 38 },
  ArrowRight: { code: 'ArrowRight', keyCode: 39 },
  ArrowDown: { code: 'ArrowDown', keyCode: 40 },
  PageUp: { code: 'PageUp', keyCode: 33 },
  PageDown: { code: 'PageDown', keyCode: 34 },
  End: { code: 'End', keyCode: 35 },
  Home: { code: 'Home', keyCode: 36 },
  Escape: { code: 'Escape', keyCode: 27 },
};

function keyCall(type: 'rawKeyDown' | 'keyUp', key: string, autoRepeat = false, modifiers = 0): CdpCall {
  const k = KEYS[key];
  if (!k) throw new Error(`no key code for ${key}`);
  return {
    method: 'Input.dispatchKeyEvent',
    params: { type, key, code: k.code, windowsVirtualKeyCode: k.keyCode, nativeVirtualKeyCode: k.keyCode, autoRepeat, modifiers },
  };
}

/** Presses and releases `key` `times` times, each press a separate key down/up, awaited one by one. */
export async function press(key: string, times = 1, modifiers = 0): Promise<void> {
  const calls: CdpCall[] = [];
  for (let i = 0; i < times; i++) calls.push(keyCall('rawKeyDown', key, false, modifiers), keyCall('keyUp', key, false, modifiers));
  await commands.cdp(calls);
}

/**
 * Holds `key` down for `repeats` auto-repeat key downs, then releases it. With
 * `burst`, the repeats are sent back to back, as they queue up when the page
 * is busy (the browser then runs them before anything else).
 */
export async function hold(key: string, repeats: number, burst = true): Promise<void> {
  const downs: CdpCall[] = [];
  for (let i = 0; i < repeats; i++) downs.push(keyCall('rawKeyDown', key, i > 0));
  await commands.cdp(downs, burst);
  await commands.cdp([keyCall('keyUp', key)]);
}

/** Only the key down (a key still held), or only the key up. */
export const keyDown = (key: string) => commands.cdp([keyCall('rawKeyDown', key)]);
export const keyUp = (key: string) => commands.cdp([keyCall('keyUp', key)]);

type MouseType = 'mouseMoved' | 'mousePressed' | 'mouseReleased';

function mouseCall(type: MouseType, p: Pt, buttons: number, modifiers = 0, pointerType: 'mouse' | 'pen' = 'mouse'): CdpCall {
  return {
    method: 'Input.dispatchMouseEvent',
    params: {
      type,
      x: p.x,
      y: p.y,
      button: type === 'mouseMoved' && buttons === 0 ? 'none' : 'left',
      buttons,
      clickCount: type === 'mouseMoved' ? 0 : 1,
      modifiers,
      pointerType,
    },
  };
}

/** Moves in `steps` equal steps from `from` to `to` with the left button held (or not). */
function path(from: Pt, to: Pt, steps: number, buttons: number): CdpCall[] {
  const calls: CdpCall[] = [];
  for (let i = 1; i <= steps; i++) {
    calls.push(mouseCall('mouseMoved', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps }, buttons));
  }
  return calls;
}

/** A real mouse: move there, press, move, release, each as separate calls so a test can act in between. */
export const mouse = {
  moveTo: (p: Pt) => commands.cdp([mouseCall('mouseMoved', p, 0)]),
  down: (p: Pt) => commands.cdp([mouseCall('mouseMoved', p, 0), mouseCall('mousePressed', p, 1)]),
  drag: (from: Pt, to: Pt, steps = 5) => commands.cdp(path(from, to, steps, 1)),
  up: (p: Pt) => commands.cdp([mouseCall('mouseReleased', p, 0)]),
  /** One wheel notch or trackpad delta at `p` (`modifiers`: {@link MODIFIERS}). */
  wheel: (p: Pt, deltaY: number, modifiers = 0) =>
    commands.cdp([{ method: 'Input.dispatchMouseEvent', params: { type: 'mouseWheel', x: p.x, y: p.y, deltaX: 0, deltaY, modifiers } }]),
};

/** A pen (stylus) pressed at `from`, moved to `to` in `steps`, lifted. */
export async function penDrag(from: Pt, to: Pt, steps = 5): Promise<void> {
  const calls: CdpCall[] = [mouseCall('mouseMoved', from, 0, 0, 'pen'), mouseCall('mousePressed', from, 1, 0, 'pen')];
  for (let i = 1; i <= steps; i++) {
    calls.push(mouseCall('mouseMoved', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps }, 1, 0, 'pen'));
  }
  calls.push(mouseCall('mouseReleased', to, 0, 0, 'pen'));
  await commands.cdp(calls);
}

/** Touch points by id, as the touch screen reports them. */
export type Touches = ReadonlyArray<Pt & { id: number }>;

const touchCall = (type: 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel', touchPoints: Touches): CdpCall => ({
  method: 'Input.dispatchTouchEvent',
  params: { type, touchPoints: touchPoints.map((t) => ({ x: t.x, y: t.y, id: t.id, radiusX: 1, radiusY: 1, force: 1 })) },
});

/**
 * Fingers on the touch screen: each finger goes from its start to its end in
 * `steps` moves (all fingers move together), then all lift.
 */
export async function touchDrag(fingers: ReadonlyArray<{ from: Pt; to: Pt }>, steps = 10): Promise<void> {
  const at = (i: number): Touches =>
    fingers.map((f, id) => ({ id, x: f.from.x + ((f.to.x - f.from.x) * i) / steps, y: f.from.y + ((f.to.y - f.from.y) * i) / steps }));
  const calls: CdpCall[] = [];
  // fingers land one by one, as real ones do
  for (let k = 1; k <= fingers.length; k++) calls.push(touchCall('touchStart', at(0).slice(0, k)));
  for (let i = 1; i <= steps; i++) calls.push(touchCall('touchMove', at(i)));
  calls.push(touchCall('touchEnd', []));
  await commands.cdp(calls);
}

/** Records the pointer events the browser really dispatched in `doc` (type and pointer type), from now on. */
export function recordPointerEvents(doc: Document = document): { types: string[]; stop: () => void } {
  const types: string[] = [];
  const names = ['pointerdown', 'pointerup', 'pointercancel', 'lostpointercapture', 'gotpointercapture'];
  const listener = (e: Event) => types.push(`${e.type}:${(e as PointerEvent).pointerType}`);
  for (const name of names) doc.addEventListener(name, listener, true);
  return { types, stop: () => names.forEach((name) => doc.removeEventListener(name, listener, true)) };
}

/** Collects uncaught errors of this window (React reports an update loop there). */
export function recordErrors(): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const listener = (e: ErrorEvent) => errors.push(String(e.error?.message ?? e.message));
  window.addEventListener('error', listener);
  return { errors, stop: () => window.removeEventListener('error', listener) };
}

/** A frame or two for React and the browser to settle after input. */
export const settle = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * Where scene point `p` of a figure drawn from `view` (y down, the svg
 * stretched to its box) is on the page, main-frame CSS px: the figure is the
 * first element matching `selector`.
 */
export async function clientOf(view: { x: number; y: number; width: number; height: number }, p: Pt, selector = '[data-testid="figure"] svg'): Promise<Pt> {
  const b = await commands.boundingBox(selector);
  return { x: b.x + ((p.x - view.x) * b.width) / view.width, y: b.y + ((p.y - view.y) * b.height) / view.height };
}
