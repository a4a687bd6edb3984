'use client';
import { memo, useMemo } from 'react';
import type { Circle, Contact } from '../../geometry/index';
import { assertCircle } from '../../geometry/shapes/validate';
import { formatNumber } from '../../format';
import { useLabelObstacles } from '../labels/labelLayer';
import { useScene, useSceneNumbers, useScenePixel } from '../scene/sceneContext';
import { circleToDraw, drawArea, polygonPath } from '../shapes/drawArea';
import { ArrowShape } from '../shapes/ArrowShape';
import { MISS_DASH, theme } from '../style/theme';
import { Label } from '../labels/Label';
import { sameProps } from '../memo';
import { MeasureDot } from './MeasureDot';

/** Props of {@link ContactOverlay}. */
export interface ContactOverlayProps {
  /** The moving circle the contact is about. */
  readonly circle: Circle;
  /** Its contact, from `circleLineContact`, `useCircleContact`, …. */
  readonly contact: Contact;
}

/**
 * A contact, drawn as article “Correcting a circle sunk into a line” draws it: the foot
 * point on the obstacle, the unit normal as an arrow from the foot, and, when
 * the circle penetrates, the push-out vector from the centre and a dashed
 * ghost of the circle where it is pushed to (`resolvedCenter`), with the
 * penetration depth as readable text. The drawing is decorative; the depth
 * label is text.
 *
 * @throws TypeError / RangeError for a bad circle.
 */
export const ContactOverlay = memo(function ContactOverlay({ circle, contact }: ContactOverlayProps) {
  assertCircle(circle, 'circle');
  const px = useScenePixel();
  const numbers = useSceneNumbers();
  const scene = useScene();
  const { foot, normal, penetrating, resolvedCenter, depth } = contact;
  // The normal arrow, 36 CSS px from the foot, and the push-out arrow lie on
  // one line: where the push-out's head would sit on the normal (or meet its
  // head), the normal stops 14 px short of that head (or, with no room for
  // that, reaches 14 px past it).
  const gap = 14 * px;
  let reach = 36 * px;
  if (penetrating) {
    const pushTip = (resolvedCenter.x - foot.x) * normal.x + (resolvedCenter.y - foot.y) * normal.y;
    if (pushTip > 0 && pushTip < reach + gap) reach = pushTip - gap >= 12 * px ? pushTip - gap : pushTip + gap;
  }
  const tip = { x: foot.x + normal.x * reach, y: foot.y + normal.y * reach };
  // the ghost of the circle where it is pushed to; null when not penetrating
  const ghost = penetrating ? circleToDraw(resolvedCenter, circle.radius, drawArea(scene)) : null;
  // labels keep clear of the ghost's outline, and a fitted Scene takes it in
  useLabelObstacles(
    useMemo(
      () => (penetrating ? [{ kind: 'ring' as const, x: resolvedCenter.x, y: resolvedCenter.y, r: circle.radius }] : null),
      [penetrating, resolvedCenter.x, resolvedCenter.y, circle.radius],
    ),
  );
  return (
    <g className="hitkit-contact" data-penetrating={penetrating}>
      <g aria-hidden="true">
        {ghost === 'circle' ? (
          <circle
            className="hitkit-ghost"
            cx={numbers.x(resolvedCenter.x)}
            cy={numbers.y(resolvedCenter.y)}
            r={numbers.len(circle.radius)}
            vectorEffect="non-scaling-stroke"
            style={{ fill: 'none', stroke: theme.pushOut, strokeWidth: 1.5, strokeDasharray: MISS_DASH }}
          />
        ) : ghost ? (
          // a ghost too large to draw as a <circle> exactly (see CircleShape)
          <path
            className="hitkit-ghost"
            d={polygonPath(ghost, numbers)}
            vectorEffect="non-scaling-stroke"
            style={{ fill: 'none', stroke: theme.pushOut, strokeWidth: 1.5, strokeDasharray: MISS_DASH }}
          />
        ) : null}
        {penetrating ? (
          <ArrowShape
            from={circle.center}
            to={resolvedCenter}
            head={8}
            className="hitkit-push-out"
            style={{ stroke: theme.pushOut, strokeWidth: 2, strokeDasharray: MISS_DASH }}
          />
        ) : null}
        {/* the normal over the push-out: the two lie on one line, and the normal's head is the smaller */}
        <ArrowShape from={foot} to={tip} head={7} className="hitkit-normal" style={{ stroke: theme.normal, strokeWidth: 1.5 }} />
        <MeasureDot point={foot} size={3.5} />
      </g>
      {penetrating ? (
        <Label at={resolvedCenter} dx={8} dy={-10} className="hitkit-depth">
          {`depth ${formatNumber(depth)}`}
        </Label>
      ) : null}
    </g>
  );
}, sameProps);
