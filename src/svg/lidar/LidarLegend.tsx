'use client';
import { memo, type CSSProperties, type ReactNode } from 'react';
import { LIDAR_LOOK } from './drawnScan';
import { sameProps } from '../memo';
import { classNames, theme } from '../style/theme';

/** Props of {@link LidarLegend}. */
export interface LidarLegendProps {
  /**
   * The entries' texts, to translate or shorten them; each one left out keeps its English text.
   * @defaultValue \{ hit: 'Ray with a return (square: where it hit)', miss: 'Ray with no return within range (dashed)', range: 'Range limit (dotted)' \}
   */
  readonly labels?: {
    readonly hit?: ReactNode;
    readonly miss?: ReactNode;
    readonly range?: ReactNode;
  };
  /**
   * Accessible name of the list.
   * @defaultValue "Lidar legend"
   */
  readonly label?: string;
  readonly className?: string;
  readonly style?: CSSProperties;
}

const SWATCH = { width: 30, height: 12 } as const;

/** A small picture of one entry, drawn with the overlay's own styles. Decorative. */
function Swatch({ kind }: { kind: 'hit' | 'miss' | 'range' }) {
  return (
    <svg width={SWATCH.width} height={SWATCH.height} viewBox="0 0 30 12" aria-hidden="true" style={{ flex: 'none', overflow: 'visible' }}>
      {kind === 'hit' ? (
        <>
          <path d="M1 6L24 6" style={LIDAR_LOOK.hitRay} />
          <path d="M23.5 3.5h5v5h-5z" style={LIDAR_LOOK.mark} />
        </>
      ) : kind === 'miss' ? (
        <path d="M1 6L29 6" style={LIDAR_LOOK.missRay} />
      ) : (
        <path d="M2 11A26 26 0 0 1 28 3" style={LIDAR_LOOK.range} />
      )}
    </svg>
  );
}

/**
 * The key to a {@link LidarOverlay} (and a {@link LidarRangePlot}), as an HTML
 * list to place beside or under the figure, so it never covers the scene:
 * a solid ray ending in a square mark is a return, a dashed ray reached the
 * range without one, the dotted arc is the range limit. Each entry pairs a
 * swatch drawn with the overlay's own styles (so a page theme applies to both)
 * with readable text. Server-renderable.
 */
export const LidarLegend = memo(function LidarLegend({ labels, label = 'Lidar legend', className, style }: LidarLegendProps) {
  const entries: ReadonlyArray<readonly ['hit' | 'miss' | 'range', ReactNode]> = [
    ['hit', labels?.hit ?? 'Ray with a return (square: where it hit)'],
    ['miss', labels?.miss ?? 'Ray with no return within range (dashed)'],
    ['range', labels?.range ?? 'Range limit (dotted)'],
  ];
  return (
    <ul
      aria-label={label}
      className={classNames('hitkit-lidar-legend', className)}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 16px',
        listStyle: 'none',
        margin: '6px 0 0',
        padding: 0,
        font: '12px system-ui, sans-serif',
        color: theme.label,
        ...style,
      }}
    >
      {entries.map(([kind, text]) => (
        <li key={kind} data-kind={kind} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <Swatch kind={kind} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}, sameProps);
