'use client';
import { memo, type SVGProps } from 'react';
import type { Segment } from '../../geometry/index';
import { useLabelStroke } from '../labels/labelLayer';
import { useSceneNumbers } from '../scene/sceneContext';
import { classNames, theme } from '../style/theme';
import { sameProps } from '../memo';

/** The visible part of a line or ray, as one `<line>`; nothing when none is visible. @internal */
export const ClippedLine = memo(function ClippedLine({
  visible,
  kind,
  className,
  style,
  ...rest
}: { visible: Segment | null; kind: 'line' | 'ray' } & Omit<SVGProps<SVGLineElement>, 'x1' | 'y1' | 'x2' | 'y2' | 'ref'>) {
  const numbers = useSceneNumbers();
  useLabelStroke(visible, false);
  if (!visible) return null;
  return (
    <line
      x1={numbers.x(visible.start.x)}
      y1={numbers.y(visible.start.y)}
      x2={numbers.x(visible.end.x)}
      y2={numbers.y(visible.end.y)}
      vectorEffect="non-scaling-stroke"
      strokeLinecap={kind === 'ray' ? 'round' : undefined}
      className={classNames(`hitkit-${kind}`, className)}
      style={{ stroke: theme.shape, strokeWidth: 2, ...style }}
      {...rest}
    />
  );
}, sameProps);
