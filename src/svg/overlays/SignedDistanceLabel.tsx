'use client';
import { memo } from 'react';
import type { ObstacleKind, Vec2 } from '../../geometry/index';
import { formatSigned } from '../../format';
import { theme } from '../style/theme';
import { Label } from '../labels/Label';
import { sameProps } from '../memo';

/**
 * What a signed distance is measured to, for the words of {@link SignedDistanceLabel}:
 * a kind of shape, or `'line'` (an infinite line, `lineThrough(p, q)`).
 */
export type SignedDistanceTo = ObstacleKind | 'line';

/** Props of {@link SignedDistanceLabel}. */
export interface SignedDistanceLabelProps {
  /** Anchor point, scene units. */
  readonly at: Vec2;
  /** The signed distance. */
  readonly value: number;
  /**
   * What the distance is measured to, which sets the words: a closed shape
   * (`'circle'`, `'rect'`, `'polygon'`, any kind with an inside) reads
   * `+15 outside` / `−3 inside` / `0 on the boundary`; a `'line'` has two
   * sides and no inside, `+15 front side` / `−3 back side` / `0 on the line`
   * (article 002's omote and ura: the side the normal `(a, b)` points to, for
   * `lineThrough(p, q)` on your right as you look from p to q with y down,
   * on your left in a `yUp` Scene); an open shape (`'point'`, `'segment'`,
   * `'polyline'`) has neither, and its distance is never negative:
   * `+15 away` / `0 on the segment`.
   * @defaultValue 'circle' (inside / outside, as a closed shape)
   */
  readonly kind?: SignedDistanceTo;
  /**
   * The word after a positive distance, instead of the kind's.
   * @defaultValue the kind's: 'outside', 'front side' or 'away'
   */
  readonly positive?: string;
  /**
   * The word after a negative distance, instead of the kind's.
   * @defaultValue the kind's: 'inside' or 'back side'
   */
  readonly negative?: string;
  /**
   * Horizontal offset from `at`, CSS pixels.
   * @defaultValue 6
   */
  readonly dx?: number;
  /**
   * Vertical offset from `at`, CSS pixels; negative is up on screen.
   * @defaultValue -8
   */
  readonly dy?: number;
}

/** The words of each kind of distance: after a positive value, a negative one, and 0 (null: it is never negative). */
const WORDS = {
  closed: ['outside', 'inside', 'on the boundary'],
  line: ['front side', 'back side', 'on the line'],
  point: ['away', null, 'at the point'],
  segment: ['away', null, 'on the segment'],
  polyline: ['away', null, 'on the polyline'],
} as const;

/**
 * The text of {@link SignedDistanceLabel}: the value with its sign
 * (`formatSigned`) and the words of its kind; `positive` and `negative`
 * replace the kind's words for a nonzero value.
 * @throws RangeError when `value` is negative for a point, segment or polyline (a distance to them is ≥ 0)
 * @internal
 */
export function signedDistanceText(value: number, kind: SignedDistanceTo = 'circle', positive?: string, negative?: string): string {
  const [over, under, on] = kind === 'line' || kind === 'point' || kind === 'segment' || kind === 'polyline' ? WORDS[kind] : WORDS.closed;
  const text = formatSigned(value);
  if (text === '0') return `0 ${on}`;
  if (value > 0) return `${text} ${positive ?? over}`;
  if (under === null && negative === undefined) throw new RangeError(`value must be >= 0 for a ${kind} (it has no inside), got ${value}`);
  return `${text} ${negative ?? under}`;
}

/**
 * A signed distance that shows its sign in words that fit what it is measured
 * to (`kind`): `+15 outside`, `−3 inside`, `0 on the boundary` for a closed
 * shape; `+15 front side`, `−3 back side`, `0 on the line` for a line; coloured
 * `--hitkit-label`, and `--hitkit-inside` when negative. Readable text.
 *
 * The sign is the geometry's, the same in a `yUp` Scene: negative inside a
 * closed shape; for a line, positive on the side its normal `(a, b)` points
 * to, which for `lineThrough(p, q)` is on your right as you look from p to q
 * on a y-down screen and on your left in a `yUp` Scene (the figure is
 * mirrored; the numbers are not).
 *
 * @throws RangeError for a non-finite value or a bad anchor, or a negative value for a point, segment or polyline.
 */
export const SignedDistanceLabel = memo(function SignedDistanceLabel({ at, value, kind, positive, negative, dx = 6, dy = -8 }: SignedDistanceLabelProps) {
  const text = formatSigned(value);
  const words = signedDistanceText(value, kind, positive, negative);
  return (
    <Label at={at} dx={dx} dy={dy} className="hitkit-signed-distance" style={value < 0 && text !== '0' ? { fill: theme.inside } : {}}>
      {words}
    </Label>
  );
}, sameProps);
