'use client';
import { memo, type CSSProperties, type ReactNode } from 'react';
import { classNames, MISS_DASH, theme } from '../style/theme';
import { sameProps } from '../memo';

/**
 * A meaning of hitkit's palette (see `theme`), as {@link Legend} shows it.
 * `'miss'` is a shape that misses (a dashed box); `'ray'` a ray up to its
 * first hit (a solid line in the hit colour, ending in a dot); `'rayMiss'` a
 * ray that misses (a dashed line in the miss colour).
 */
export type LegendMeaning =
  'hit' | 'miss' | 'inside' | 'outside' | 'a' | 'b' | 'normal' | 'pushOut' | 'closest' | 'query' | 'intersection' | 'tolerance' | 'ray' | 'rayMiss';

/** One entry of a {@link Legend}: a meaning, with your own words for it if you like. */
export interface LegendItem {
  readonly meaning: LegendMeaning;
  /** The words beside the swatch (default: the meaning's own, e.g. `push-out`). */
  readonly label?: string;
  /**
   * How `'hit'`, `'miss'`, `'inside'` and `'outside'` are drawn: `'box'` (a
   * shape with an area) or `'line'` (a segment or a polyline: a line of that
   * stroke and dash, no fill). Other meanings have one swatch and ignore it.
   * @defaultValue `'box'`
   */
  readonly swatch?: 'box' | 'line';
}

/** Props of {@link Legend}. */
export interface LegendProps {
  /** The entries, in order: meanings, or `{ meaning, label }`. */
  readonly items: ReadonlyArray<LegendMeaning | LegendItem>;
  /**
   * Accessible name of the list.
   * @defaultValue "Legend"
   */
  readonly label?: string;
  readonly className?: string;
  readonly style?: CSSProperties;
}

const WORDS: Readonly<Record<LegendMeaning, string>> = {
  hit: 'hit',
  miss: 'miss',
  inside: 'inside',
  outside: 'outside',
  a: 'shape A',
  b: 'shape B',
  normal: 'normal',
  pushOut: 'push-out',
  closest: 'closest point',
  query: 'handle (drag, or the arrow keys)',
  intersection: 'intersection point',
  tolerance: 'tolerance band',
  ray: 'ray, and where it hits',
  rayMiss: 'ray that misses',
};

const LINE = { strokeWidth: 2.5, strokeLinecap: 'round', fill: 'none' } as const;
/** The stroke of the meanings that colour a shape: drawn as a line with `swatch: 'line'`. */
const SHAPE_STROKES = { hit: theme.hit, miss: theme.miss, inside: theme.inside, outside: theme.shape } as const;

/** The swatch of one meaning: the same stroke, dash and fill as the marks it explains, 28 × 16 CSS px. */
function swatch(meaning: LegendMeaning, form: 'box' | 'line'): ReactNode {
  if (form === 'line' && Object.hasOwn(SHAPE_STROKES, meaning)) {
    // a segment's mark: its stroke (dashed for a miss), no box and no fill
    const dash = meaning === 'miss' ? { strokeDasharray: MISS_DASH } : {};
    return <line x1={4} y1={8} x2={24} y2={8} style={{ ...LINE, strokeWidth: 2, stroke: SHAPE_STROKES[meaning as keyof typeof SHAPE_STROKES], ...dash }} />;
  }
  switch (meaning) {
    case 'hit':
      return <rect x={3} y={3} width={22} height={10} rx={2} style={{ stroke: theme.hit, fill: theme.hitFill, strokeWidth: 2 }} />;
    case 'miss':
      return <rect x={3} y={3} width={22} height={10} rx={2} style={{ stroke: theme.miss, fill: 'none', strokeWidth: 2, strokeDasharray: MISS_DASH }} />;
    case 'inside':
      return <rect x={3} y={3} width={22} height={10} rx={2} style={{ stroke: theme.inside, fill: theme.insideFill, strokeWidth: 2 }} />;
    case 'outside':
      return <rect x={3} y={3} width={22} height={10} rx={2} style={{ stroke: theme.shape, fill: theme.shapeFill, strokeWidth: 2 }} />;
    case 'a':
    case 'b':
      return (
        <text x={14} y={13} textAnchor="middle" style={{ font: '700 13px system-ui, sans-serif', fill: theme.label }}>
          {meaning.toUpperCase()}
        </text>
      );
    case 'normal':
    case 'pushOut': {
      const colour = meaning === 'normal' ? theme.normal : theme.pushOut;
      return (
        <>
          <line x1={3} y1={8} x2={19} y2={8} style={{ ...LINE, stroke: colour, ...(meaning === 'pushOut' ? { strokeDasharray: MISS_DASH } : {}) }} />
          <path d="M26 8L18 3.5L18 12.5Z" style={{ fill: colour }} />
        </>
      );
    }
    case 'closest':
      return (
        <>
          <line x1={3} y1={8} x2={25} y2={8} style={{ stroke: theme.measure, strokeWidth: 1.5, strokeDasharray: '4 3' }} />
          <circle cx={14} cy={8} r={3} style={{ fill: theme.measure, stroke: theme.labelHalo, strokeWidth: 1 }} />
        </>
      );
    case 'query':
      return <circle cx={14} cy={8} r={5.5} style={{ fill: theme.handleFill, stroke: theme.handle, strokeWidth: 2 }} />;
    case 'intersection':
      return <path d="M10 4L18 12M10 12L18 4" style={{ ...LINE, stroke: theme.label }} />;
    case 'tolerance':
      return <line x1={3} y1={8} x2={25} y2={8} style={{ stroke: theme.hit, strokeWidth: 1.5, strokeDasharray: '2 3' }} />;
    case 'ray':
      // its origin (a slate dot), the ray up to its first hit (solid, as a lidar's ray with a
      // return: dashed means a miss) and that hit (a dot of the hit colour)
      return (
        <>
          <line x1={4} y1={8} x2={23} y2={8} style={{ stroke: theme.hit, strokeWidth: 1.5 }} />
          <circle cx={4} cy={8} r={2.5} style={{ fill: theme.shape }} />
          <circle cx={24} cy={8} r={3} style={{ fill: theme.hit }} />
        </>
      );
    case 'rayMiss':
      // its origin and the ray, dashed in the miss colour as the figures draw it (a line, not a shape's box)
      return (
        <>
          <line x1={4} y1={8} x2={26} y2={8} style={{ stroke: theme.miss, strokeWidth: 2, strokeDasharray: MISS_DASH }} />
          <circle cx={4} cy={8} r={2.5} style={{ fill: theme.shape }} />
        </>
      );
  }
}

/**
 * A key to what a figure's colours and marks mean, in hitkit's palette: a
 * list (`<ul>`, named "Legend") of small swatches drawn with the same stroke,
 * dash and fill as the marks (`--hitkit-*` custom properties, so a themed
 * page's legend follows its theme), each with its words. Meanings are told
 * apart by shape and dash as well as hue. Plain HTML: put it beside or under
 * a Scene, not inside one. Server-renderable.
 *
 * @example
 * ```tsx
 * <Legend items={['hit', 'miss', 'closest', { meaning: 'query', label: 'segment ends' }]} />
 * <Legend items={[{ meaning: 'miss', label: 'wall out of reach', swatch: 'line' }]} />
 * ```
 *
 * @throws TypeError for an unknown meaning, or a `swatch` other than `'box'` or `'line'`.
 */
export const Legend = memo(function Legend({ items, label = 'Legend', className, style }: LegendProps) {
  const entries = items.map((item, i) => {
    const { meaning, label: words, swatch: form = 'box' } = typeof item === 'string' ? { meaning: item } : item;
    if (!Object.hasOwn(WORDS, meaning)) throw new TypeError(`items[${i}] must be one of ${Object.keys(WORDS).join(', ')}, got ${String(meaning)}`);
    if (form !== 'box' && form !== 'line') throw new TypeError(`items[${i}].swatch must be 'box' or 'line', got ${String(form)}`);
    return { meaning, form, words: words ?? WORDS[meaning] };
  });
  return (
    <ul
      aria-label={label}
      className={classNames('hitkit-legend', className)}
      style={{
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 16px',
        margin: '8px 0 0',
        padding: 0,
        font: '13px system-ui, sans-serif',
        color: theme.label,
        ...style,
      }}
    >
      {entries.map(({ meaning, form, words }) => (
        <li key={`${meaning} ${form}`} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <svg width={28} height={16} viewBox="0 0 28 16" aria-hidden="true" style={{ flex: 'none' }}>
            {swatch(meaning, form)}
          </svg>
          {words}
        </li>
      ))}
    </ul>
  );
}, sameProps);
