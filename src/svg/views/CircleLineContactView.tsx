'use client';
import { memo } from 'react';
import { lineThrough } from '../../geometry/index';
import type { Circle, Segment } from '../../geometry/index';
import { formatNumber } from '../../format';
import { useCircleLineContact } from '../../hooks/queries/useCircleLineContact';
import { useLineCircleIntersection } from '../../hooks/queries/useLineCircleIntersection';
import { ContactOverlay } from '../overlays/ContactOverlay';
import { IntersectionMarkers } from '../overlays/IntersectionMarkers';
import { SceneStatus } from '../scene/SceneStatus';
import { useRequiredScene } from '../scene/sceneContext';
import { LineShape } from '../shapes/LineShape';
import { classNames, hitTone, theme } from '../style/theme';
import { dragSettings, EditableInput, LineThroughHandles, useViewShape, type ViewProps } from './inputs';
import { sameProps } from '../memo';

/** Props of {@link CircleLineContactView}. Each input is controlled (`circle` + `onCircleChange`) or uncontrolled (`defaultCircle`). */
export interface CircleLineContactViewProps extends ViewProps {
  readonly circle?: Circle;
  readonly defaultCircle?: Circle;
  readonly onCircleChange?: (circle: Circle) => void;
  /** Two points the wall passes through, `start → end`; its front is `lineThrough(start, end)`'s (article 002's front, omote). */
  readonly through?: Segment;
  readonly defaultThrough?: Segment;
  readonly onThroughChange?: (through: Segment) => void;
  /**
   * `'front'` (default): a one-sided wall; `'both'`: two-sided.
   * @defaultValue 'front'
   */
  readonly sides?: 'front' | 'both';
  /**
   * Ignore penetration deeper than this.
   * @defaultValue Infinity
   */
  readonly maxDepth?: number;
}

/**
 * A circle sunk into a straight wall, drawn as article “Correcting a circle sunk into a line”
 * draws it: the wall (clipped to the view), the foot of the perpendicular, the
 * normal, the push-out vector and a ghost of the resolved circle, the points
 * where the line cuts the circle, and a status line (`Penetrating · depth 53.03
 * · t 0.59`, `Clear · t 1.5`). Uses {@link useCircleLineContact} and
 * {@link useLineCircleIntersection}. Renders inside a {@link Scene}.
 *
 * @throws Error outside a Scene; TypeError when an input has neither a value nor a default; TypeError / RangeError naming a bad input or option.
 */
export const CircleLineContactView = memo(function CircleLineContactView(props: CircleLineContactViewProps) {
  useRequiredScene('CircleLineContactView');
  const { draggable = true, className, style, sides = 'front', maxDepth } = props;
  const [circle, setCircle] = useViewShape('CircleLineContactView', 'circle', props.circle, props.defaultCircle, props.onCircleChange);
  const [through, setThrough] = useViewShape('CircleLineContactView', 'through', props.through, props.defaultThrough, props.onThroughChange);
  const line = lineThrough(through.start, through.end);
  const contact = useCircleLineContact(circle, line, { sides, maxDepth });
  const crossings = useLineCircleIntersection(line, circle);
  const settings = dragSettings(props);
  const status = contact.penetrating
    ? `Penetrating · depth ${formatNumber(contact.depth)} · t ${formatNumber(contact.t)}`
    : `Clear · t ${Number.isFinite(contact.t) ? formatNumber(contact.t) : contact.t > 0 ? '∞' : '−∞'}`;
  const tone = hitTone(contact.penetrating, true);
  return (
    <g
      className={classNames('hitkit-circle-line-contact', className)}
      style={style}
      data-penetrating={contact.penetrating}
      data-t={Number.isFinite(contact.t) ? formatNumber(contact.t, 6) : undefined}
    >
      <LineShape line={line} style={{ stroke: theme.shape, strokeWidth: 3 }} />
      <EditableInput shape={circle} onChange={(c) => setCircle(c as Circle)} draggable={draggable} label="Circle" settings={settings} style={tone} />
      <ContactOverlay circle={circle} contact={contact} />
      <IntersectionMarkers points={crossings.map((point) => ({ point }))} label="Line crossing" />
      <SceneStatus>{status}</SceneStatus>
      {draggable ? <LineThroughHandles through={through} onChange={setThrough} labels={['Wall point a', 'Wall point b']} settings={settings} /> : null}
    </g>
  );
}, sameProps);
