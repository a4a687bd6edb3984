import type { Vec2 } from '../../geometry/index';

/**
 * Converts a pointer's client coordinates (CSS pixels) to the coordinates the
 * point lives in. `element` is the element the handle props are spread on.
 */
export type ClientToScene = (clientX: number, clientY: number, element: Element) => Vec2;

/** The default {@link ClientToScene}: the inverse of the element's screen CTM (identity where it has none, e.g. in jsdom). */
export const clientToElement: ClientToScene = (clientX, clientY, element) => {
  const ctm = 'getScreenCTM' in element ? (element as SVGGraphicsElement).getScreenCTM() : null;
  if (!ctm) return { x: clientX, y: clientY };
  const m = ctm.inverse();
  return { x: m.a * clientX + m.c * clientY + m.e, y: m.b * clientX + m.d * clientY + m.f };
};

/**
 * Scene units per CSS pixel at a client point: the larger of the transform's
 * steps for one pixel right and one down (1 where it cannot be measured). @internal
 */
export function sceneUnitsPerPixel(toScene: ClientToScene, clientX: number, clientY: number, element: Element, p = toScene(clientX, clientY, element)): number {
  const right = toScene(clientX + 1, clientY, element);
  const down = toScene(clientX, clientY + 1, element);
  const perPixel = Math.max(Math.hypot(right.x - p.x, right.y - p.y), Math.hypot(down.x - p.x, down.y - p.y));
  return Number.isFinite(perPixel) && perPixel > 0 ? perPixel : 1;
}

/** Scene units per CSS pixel at the middle of a focused element (arrow keys have no pointer). @internal */
export function keyPerPixel(toScene: ClientToScene, element: Element): number {
  const box = element.getBoundingClientRect();
  return sceneUnitsPerPixel(toScene, box.left + box.width / 2, box.top + box.height / 2, element);
}

/**
 * `grip − pointer` in CSS pixels: the scene offset mapped through the inverse
 * of the client → scene transform's local derivative, so the grabbed spot
 * stays under the pointer when the view zooms or pans mid-drag. `at` is the
 * pointer's scene point. @internal
 */
export function pixelOffset(toScene: ClientToScene, element: Element, clientX: number, clientY: number, at: Vec2, grip: Vec2): Vec2 {
  const dx = grip.x - at.x;
  const dy = grip.y - at.y;
  const ex = toScene(clientX + 1, clientY, element);
  const ey = toScene(clientX, clientY + 1, element);
  const a = ex.x - at.x;
  const b = ex.y - at.y;
  const c = ey.x - at.x;
  const d = ey.y - at.y;
  const det = a * d - b * c;
  if (!Number.isFinite(det) || det === 0) return { x: dx, y: dy };
  return { x: (d * dx - c * dy) / det, y: (a * dy - b * dx) / det };
}

/** Both coordinates finite (a transform that cannot map a pointer gives NaN or ±Infinity). @internal */
export function isFinitePoint(p: Vec2): boolean {
  return Number.isFinite(p.x) && Number.isFinite(p.y);
}
