'use client';
import { memo } from 'react';
import type { Circle } from '../../geometry/index';
import { formatNumber } from '../../format';
import { useCircleContact, type ContactObstacle } from '../../hooks/queries/useCircleContact';
import { ContactOverlay } from '../overlays/ContactOverlay';
import { SceneStatus } from '../scene/SceneStatus';
import { useRequiredScene } from '../scene/sceneContext';
import { classNames, hitTone } from '../style/theme';
import { dragSettings, EditableInput, useViewShape, type ViewProps } from './inputs';
import { sameProps } from '../memo';

/** Props of {@link CircleContactView}. Each input is controlled (`circle` + `onCircleChange`) or uncontrolled (`defaultCircle`). */
export interface CircleContactViewProps extends ViewProps {
  readonly circle?: Circle;
  readonly defaultCircle?: Circle;
  readonly onCircleChange?: (circle: Circle) => void;
  /** A segment, rect or circle the circle is pushed out of. */
  readonly obstacle?: ContactObstacle;
  readonly defaultObstacle?: ContactObstacle;
  readonly onObstacleChange?: (obstacle: ContactObstacle) => void;
  /**
   * Ignore penetration deeper than this.
   * @defaultValue Infinity
   */
  readonly maxDepth?: number;
}

/**
 * A circle against a segment, rect or circle, drawn with its contact: the
 * nearest point of the obstacle, the normal, and when they overlap the push-out
 * vector, a ghost of the resolved circle and the depth, with a status line
 * (`Penetrating · depth 3 · normal (0, -1)`, `Clear · distance 4`). Uses
 * {@link useCircleContact} (article 002, generalised). Renders inside a {@link Scene}.
 *
 * @throws Error outside a Scene; TypeError when an input has neither a value nor a default; TypeError / RangeError naming a bad input or option.
 */
export const CircleContactView = memo(function CircleContactView(props: CircleContactViewProps) {
  useRequiredScene('CircleContactView');
  const { draggable = true, className, style, maxDepth } = props;
  const [circle, setCircle] = useViewShape('CircleContactView', 'circle', props.circle, props.defaultCircle, props.onCircleChange);
  const [obstacle, setObstacle] = useViewShape('CircleContactView', 'obstacle', props.obstacle, props.defaultObstacle, props.onObstacleChange);
  const contact = useCircleContact(circle, obstacle, { maxDepth });
  const settings = dragSettings(props);
  const gap = contact.signedDistance - circle.radius;
  const status = contact.penetrating
    ? `Penetrating · depth ${formatNumber(contact.depth)} · normal (${formatNumber(contact.normal.x)}, ${formatNumber(contact.normal.y)})`
    : `${gap === 0 ? 'Touching' : 'Clear'} · distance ${formatNumber(gap)}`;
  const tone = hitTone(contact.penetrating, true);
  return (
    <g className={classNames('hitkit-circle-contact', className)} style={style} data-penetrating={contact.penetrating}>
      <EditableInput shape={obstacle} onChange={(o) => setObstacle(o as ContactObstacle)} draggable={draggable} label="Obstacle" settings={settings} />
      <EditableInput shape={circle} onChange={(c) => setCircle(c as Circle)} draggable={draggable} label="Circle" settings={settings} style={tone} />
      <ContactOverlay circle={circle} contact={contact} />
      <SceneStatus>{status}</SceneStatus>
    </g>
  );
}, sameProps);
