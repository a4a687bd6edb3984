import type { Vec2 } from '../../geometry/index';
import { clientToElement } from '../../hooks/drag/useDraggablePoint';

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
