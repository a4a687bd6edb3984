import type { Vec2 } from '../../geometry/index';
import { clientToElement } from '../../hooks/gesture/clientToScene';

/**
 * How a Scene writes scene coordinates into its `<svg>`: relative to a local
 * `origin` (scene units), times `scale` (written units per scene unit), and
 * under `yUp` with y negated (the content sits in a `<g transform="scale(1 -1)">`).
 * The `<svg>`'s own user units are these written units.
 *
 * @internal
 */
export interface SceneTransform {
  readonly origin: Vec2;
  readonly scale: number;
  readonly yUp: boolean;
}

/**
 * Client (CSS pixel) coordinates → scene coordinates through `svg`'s current
 * screen CTM, then `transform` undone; with no svg or no CTM (before mount,
 * jsdom) the client point is taken as written units. @internal
 */
export function clientToSceneThrough(svg: Element | null, transform: SceneTransform, clientX: number, clientY: number): Vec2 {
  const { origin, scale, yUp } = transform;
  const p = svg ? clientToElement(clientX, clientY, svg) : { x: clientX, y: clientY };
  return { x: p.x / scale + origin.x, y: (yUp ? -p.y : p.y) / scale + origin.y };
}

/**
 * Scene coordinates → client (CSS pixel) coordinates: `p` written through
 * `transform`, then `svg`'s current screen CTM applied; with no svg or no CTM,
 * the written point itself. @internal
 */
export function sceneToClientThrough(svg: Element | null, transform: SceneTransform, p: Vec2): Vec2 {
  const { origin, scale, yUp } = transform;
  const rx = (p.x - origin.x) * scale;
  const ry = (yUp ? -(p.y - origin.y) : p.y - origin.y) * scale;
  const ctm = svg && typeof (svg as SVGGraphicsElement).getScreenCTM === 'function' ? (svg as SVGGraphicsElement).getScreenCTM() : null;
  if (!ctm) return { x: rx, y: ry };
  return { x: ctm.a * rx + ctm.c * ry + ctm.e, y: ctm.b * rx + ctm.d * ry + ctm.f };
}

/** The class every Scene's `<svg>` carries. @internal */
export const SCENE_CLASS = 'hitkit-scene';

/**
 * The Scene `<svg>` that is `element` or holds it, and the transform it
 * applies, read from its markup: `data-origin` (absent: `(0, 0)`),
 * `data-scale` (absent: 1), and y up when its content is wrapped in the
 * `<g transform="scale(1 -1)">` a `yUp` Scene draws it in.
 */
function sceneOf(element: Element, caller: string): { svg: SVGSVGElement; transform: SceneTransform } {
  const svg = typeof element?.closest === 'function' ? element.closest<SVGSVGElement>(`svg.${SCENE_CLASS}`) : null;
  if (!svg) throw new TypeError(`${caller}: element must be a <Scene>'s <svg> or an element inside one, got ${describeElement(element)}`);
  const [ox = 0, oy = 0] = (svg.getAttribute('data-origin') ?? '0 0').split(' ').map(Number);
  const scale = Number(svg.getAttribute('data-scale') ?? 1);
  const only = svg.childElementCount === 1 ? svg.firstElementChild : null;
  const yUp = only !== null && only.localName === 'g' && only.attributes.length === 1 && only.getAttribute('transform') === 'scale(1 -1)';
  return { svg, transform: { origin: { x: ox, y: oy }, scale, yUp } };
}

function describeElement(element: unknown): string {
  if (element === null || typeof element !== 'object') return String(element);
  const name = (element as { localName?: unknown }).localName;
  return typeof name === 'string' ? `<${name}>` : Object.prototype.toString.call(element);
}

/**
 * Where a scene point is on screen: client coordinates (CSS pixels, the
 * viewport's, as `PointerEvent.clientX`/`clientY` and `getBoundingClientRect`
 * give them) of the scene point `point` (scene units, y down, or y up in a
 * `<Scene yUp>`) in the Scene that `element` is or lies in — for tests and
 * tools that have the DOM but not the React context, e.g. to aim a pointer at
 * a handle or at the point it should be dragged to. It reads the transform the
 * Scene wrote into its markup (its local origin `data-origin`, its `data-scale`,
 * its y flip) and the `<svg>`'s current `getScreenCTM()`, so the viewBox, pan
 * and zoom, CSS size and CSS transforms and scrolling are all honoured; the
 * same as the Scene context's `sceneToClient`. Where the browser gives no
 * CTM (jsdom), the point as the Scene writes it (origin subtracted, scaled,
 * y negated under `yUp`): what the Scene's pointer handling reads back from
 * such client coordinates there, so a jsdom test that fires pointer events at
 * these coordinates drags as a browser would.
 *
 * A non-finite point gives non-finite coordinates. The Scene is known by its
 * markup: a non-`yUp` Scene whose only child is a `<g transform="scale(1 -1)">`
 * of your own reads as `yUp`.
 *
 * @param point scene units.
 * @param element the Scene's `<svg>` or any element inside it (a handle, a shape).
 * @returns client coordinates, CSS pixels, y down.
 * @throws TypeError when `element` is neither a Scene's `<svg>` nor inside one
 *   (`sceneToClient: element must be a <Scene>'s <svg> or an element inside one, got <div>`).
 */
export function sceneToClient(point: Vec2, element: Element): Vec2 {
  const { svg, transform } = sceneOf(element, 'sceneToClient');
  return sceneToClientThrough(svg, transform, point);
}

/**
 * Where a client point is in the scene: the inverse of {@link sceneToClient}.
 * Client coordinates (CSS pixels, y down, as `PointerEvent.clientX`/`clientY`
 * give them) → scene coordinates (scene units, y down, or y up in a
 * `<Scene yUp>`) in the Scene that `element` is or lies in, through the
 * `<svg>`'s current `getScreenCTM()` and the transform the Scene wrote into its
 * markup; the same as the Scene context's `clientToScene`. Where the browser
 * gives no CTM (jsdom), the client point is taken as the Scene's written
 * coordinates. Its signature is a `ClientToScene`, so it can be given as the
 * `clientToScene` option of the drag and pick hooks for elements inside a Scene.
 *
 * @param clientX CSS pixels.
 * @param clientY CSS pixels, y down.
 * @param element the Scene's `<svg>` or any element inside it.
 * @returns scene units.
 * @throws TypeError when `element` is neither a Scene's `<svg>` nor inside one.
 */
export function clientToScene(clientX: number, clientY: number, element: Element): Vec2 {
  const { svg, transform } = sceneOf(element, 'clientToScene');
  return clientToSceneThrough(svg, transform, clientX, clientY);
}
