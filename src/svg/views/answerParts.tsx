'use client';
/*
 * Parts of a drawn answer that several views share: the letters naming the
 * shapes of a pair, the signed gap between two points, the band under the
 * shared part of two shapes, and the look of a region by where a point is.
 */
import { memo } from 'react';
import type { Segment, Vec2 } from '../../geometry/index';
import { distanceToSegment } from '../../geometry/distance/pointToShape';
import { shapeKind, type AnyShape } from '../../hooks/queries/shapeKind';
import { Label } from '../labels/Label';
import { DistanceSegment } from '../overlays/DistanceSegment';
import { SignedDistanceLabel, type SignedDistanceLabelProps } from '../overlays/SignedDistanceLabel';
import { useScene } from '../scene/sceneContext';
import { SegmentShape } from '../shapes/SegmentShape';
import { theme } from '../style/theme';
import { sameProps } from '../memo';

/** How near the other segment a segment's start is taken to be under the marker of where they meet, CSS px. */
const UNDER_MARKER_PX = 8;

/**
 * Where a shape's letter goes: a segment's start (its end when the start lies
 * within `near` scene units of the other segment of the pair and the end does
 * not: the marker of where they meet covers the start there), a circle's top
 * on screen, a rect's corner, a point itself.
 */
function letterAnchor(shape: AnyShape, yUp: boolean, other: AnyShape | undefined, near: number): Vec2 {
  const kind = shapeKind(shape, 'shape');
  if (kind === 'point') return shape as Vec2;
  if (kind === 'segment') {
    const { start, end } = shape as Segment;
    if (other === undefined || shapeKind(other, 'other shape') !== 'segment') return start;
    return distanceToSegment(start, other as Segment) <= near && distanceToSegment(end, other as Segment) > near ? end : start;
  }
  if (kind === 'circle') {
    const c = shape as { center: Vec2; radius: number };
    return { x: c.center.x, y: c.center.y + (yUp ? c.radius : -c.radius) };
  }
  return { x: (shape as { x: number }).x, y: (shape as { y: number }).y };
}

/**
 * The letter naming one shape of a pair ("A", "B"), beside the shape, placed
 * clear of handles and strokes like every label; `other`, the pair's other
 * shape, keeps a segment's letter off a point where the two meet.
 *
 * @internal
 */
export const ShapeLetter = memo(function ShapeLetter({
  shape,
  letter,
  other,
}: {
  readonly shape: AnyShape;
  readonly letter: 'A' | 'B';
  readonly other?: AnyShape;
}) {
  const scene = useScene();
  const near = UNDER_MARKER_PX * (scene?.pixel ?? 1);
  return (
    <Label
      at={letterAnchor(shape, scene?.yUp ?? false, other, near)}
      dx={-10}
      dy={-14}
      anchor="end"
      size={13}
      className="hitkit-shape-letter"
      style={{ fontWeight: 700 }}
    >
      {letter}
    </Label>
  );
}, sameProps);

/** Props of {@link SignedGap}: the gap's ends and the label's words and offset. @internal */
interface SignedGapProps extends Omit<SignedDistanceLabelProps, 'at'> {
  /** The ends of the shortest-distance segment, scene units. */
  readonly from: Vec2;
  readonly to: Vec2;
}

/**
 * A signed distance drawn between two points: the shortest-distance segment
 * from `from` to `to` and, at its middle, the signed value with its words
 * (`+5 apart`, `−3 overlap`; {@link SignedDistanceLabel}). Nothing at 0 (the
 * shapes touch there).
 *
 * @internal
 */
export function SignedGap({ from, to, value, ...words }: SignedGapProps) {
  if (value === 0) return null;
  return (
    <>
      <DistanceSegment from={from} to={to} />
      <SignedDistanceLabel at={{ x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }} value={value} {...words} />
    </>
  );
}

/**
 * The band under the part two shapes share (a collinear overlap, a segment's
 * part inside a rect), from `from` to `to`: drawn before the shapes, so that
 * it never covers a handle. Decorative.
 *
 * @internal
 */
export function HitBand({ from, to }: { readonly from: Vec2; readonly to: Vec2 }) {
  return (
    <g aria-hidden="true">
      <SegmentShape segment={{ start: from, end: to }} style={{ stroke: theme.hitBand, strokeWidth: 10 }} />
    </g>
  );
}

/** Where a point is by its signed distance: `'inside'` (< 0), `'edge'` (0) or `'outside'`. @internal */
export function placeOf(distance: number): 'inside' | 'edge' | 'outside' {
  return distance < 0 ? 'inside' : distance === 0 ? 'edge' : 'outside';
}

/** A region's outline and fill by where the query point is: the inside colour (`--hitkit-inside`) unless it is outside, the inside fill while it is inside. @internal */
export function regionStyle(place: 'inside' | 'edge' | 'outside'): { readonly stroke: string; readonly fill: string } {
  return { stroke: place === 'outside' ? theme.shape : theme.inside, fill: place === 'inside' ? theme.insideFill : theme.shapeFill };
}
