import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { commands } from 'vitest/browser';
import { createWorld, type Circle, type DragEndInfo, type Rect, type SelectionGesture, type World } from '../../src';
import type { CdpCall } from './commands';
import { settle, type Pt, clientOf } from './input';

/**
 * The fixture the two-finger browser tests share (touchEditing, twoFingerMove):
 * a Scene 100 units wide drawn 400 CSS px wide (4 px a unit) in a page taller
 * than the window, a box and a pillar, and real touch points through the
 * DevTools protocol.
 */

export const VIEW = { x: 0, y: 0, width: 100, height: 100 };
export const BOX: Rect = { x: 40, y: 40, width: 20, height: 20 };
export const PILLAR: Circle = { center: { x: 75, y: 50 }, radius: 5 };
export const level = (): World =>
  createWorld({
    items: [
      { id: 'box', kind: 'rect', shape: BOX },
      { id: 'pillar', kind: 'circle', shape: PILLAR },
    ],
  });

export const deg = (d: number) => (d * Math.PI) / 180;

export type Ends = [SelectionGesture, DragEndInfo][];

export const within = (actual: number, expected: number, tolerance: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);

/** The client point (main-frame CSS px) of scene point `p` in the figure. */
export const client = (p: Pt): Promise<Pt> => clientOf(VIEW, p);

type TouchType = 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel';
/** One touch event: the fingers down at `points` (client px), with touch ids `ids` (0, 1, … by default). */
export const touchCall = (type: TouchType, points: readonly Pt[], ids = points.map((_, i) => i)): CdpCall => ({
  method: 'Input.dispatchTouchEvent',
  params: { type, touchPoints: points.map((p, i) => ({ x: p.x, y: p.y, id: ids[i], radiusX: 1, radiusY: 1, force: 1 })) },
});

/** Two fingers land one after the other at scene points `from` and move together to `to` in `steps` moves; they stay down. */
export async function twoFingers(from: readonly [Pt, Pt], to: readonly [Pt, Pt], steps = 8): Promise<void> {
  const a = await Promise.all(from.map(client));
  const b = await Promise.all(to.map(client));
  const at = (i: number) => a.map((p, k) => ({ x: p.x + ((b[k]!.x - p.x) * i) / steps, y: p.y + ((b[k]!.y - p.y) * i) / steps }));
  const calls: CdpCall[] = [touchCall('touchStart', [a[0]!]), touchCall('touchStart', a)];
  for (let i = 1; i <= steps; i++) calls.push(touchCall('touchMove', at(i)));
  await commands.cdp(calls);
  await settle();
}

/** Lifts every finger. */
export const liftAll = async () => {
  await commands.cdp([touchCall('touchEnd', [])]);
  await settle();
};

/** No finger left down for the next test, whatever failed (with none down the protocol refuses: ignored), and the page back at the top. */
export const resetTouches = async () => {
  await commands.cdp([touchCall('touchCancel', [])]).catch(() => {});
  window.scrollTo(0, 0);
};

/** The points of a twist: two fingers `r` units either side of `c` along the angle `a` (degrees). */
export const pairAt = (c: Pt, r: number, a: number): [Pt, Pt] => [
  { x: c.x - r * Math.cos(deg(a)), y: c.y - r * Math.sin(deg(a)) },
  { x: c.x + r * Math.cos(deg(a)), y: c.y + r * Math.sin(deg(a)) },
];

/** The figure 400 CSS px wide above 3,000 px of page, so a scroll would show. */
export function Page({ children }: { children: ReactNode }) {
  return (
    <div>
      <div data-testid="figure" style={{ width: 400 }}>
        {children}
      </div>
      <div style={{ height: 3000 }} aria-hidden="true" />
    </div>
  );
}
