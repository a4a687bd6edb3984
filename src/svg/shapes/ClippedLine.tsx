import type { SVGProps } from 'react';
import type { Segment } from '../../geometry/index';
import { n } from '../number';
import { classNames, theme } from '../theme';

/** The visible part of a line or ray, as one `<line>`; nothing when none is visible. @internal */
export function ClippedLine({
  visible,
  kind,
  className,
  style,
  ...rest
}: { visible: Segment | null; kind: 'line' | 'ray' } & Omit<SVGProps<SVGLineElement>, 'x1' | 'y1' | 'x2' | 'y2' | 'ref'>) {
  if (!visible) return null;
  return (
    <line
      x1={n(visible.start.x)}
      y1={n(visible.start.y)}
      x2={n(visible.end.x)}
      y2={n(visible.end.y)}
      vectorEffect="non-scaling-stroke"
      strokeLinecap={kind === 'ray' ? 'round' : undefined}
      className={classNames(`hitkit-${kind}`, className)}
      style={{ stroke: theme.shape, strokeWidth: 2, ...style }}
      {...rest}
    />
  );
}
