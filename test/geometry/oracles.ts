import type { Circle, Segment } from '../../src/geometry';

/**
 * Independent re-statements of the source articles' own methods, used only as
 * test oracles (never exported from the library). Each is written the way its
 * article writes it, including its restrictions (r > 0, A ≠ B).
 */

/** Article 000: solve (|OA|²+|OB|²−2OA·OB)s² + (−2|OA|²+2OA·OB)s + (|OA|²−r²) ≤ 0 for s in [0, 1]. */
export function hitByQuadratic(s: Segment, c: Circle): boolean {
  const oax = s.start.x - c.center.x;
  const oay = s.start.y - c.center.y;
  const obx = s.end.x - c.center.x;
  const oby = s.end.y - c.center.y;
  const oa2 = oax * oax + oay * oay;
  const ob2 = obx * obx + oby * oby;
  const dot = oax * obx + oay * oby;
  const a = oa2 + ob2 - 2 * dot;
  const b = -2 * oa2 + 2 * dot;
  const cc = oa2 - c.radius * c.radius;
  const det = b * b - 4 * a * cc;
  if (det < 0) return false;
  const s1 = (-b - Math.sqrt(det)) / (2 * a);
  const s2 = (-b + Math.sqrt(det)) / (2 * a);
  return s1 <= 1 && 0 <= s2;
}

/** Article 001: cross product with the unit direction, then the two dot products, then the endpoints. */
export function hitByCrossDot(s: Segment, c: Circle): boolean {
  const scx = c.center.x - s.start.x;
  const scy = c.center.y - s.start.y;
  const ecx = c.center.x - s.end.x;
  const ecy = c.center.y - s.end.y;
  const sex = s.end.x - s.start.x;
  const sey = s.end.y - s.start.y;
  const len = Math.hypot(sex, sey);
  const nx = sex / len;
  const ny = sey / len;
  const distanceToLine = scx * ny - nx * scy;
  if (Math.abs(distanceToLine) <= c.radius) {
    const dot1 = scx * sex + scy * sey;
    const dot2 = ecx * sex + ecy * sey;
    if (dot1 * dot2 <= 0) return true;
  }
  return Math.hypot(scx, scy) <= c.radius || Math.hypot(ecx, ecy) <= c.radius;
}
