'use client';
import { Children, memo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';
import type { Vec2 } from '../../geometry/index';
import { assertFinite, assertVec2 } from '../../geometry/shapes/validate';
import { useLabelPlacement } from './labelLayer';
import type { LabelLeader } from './labelTypes';
import { useScene, useSceneNumbers } from '../scene/sceneContext';
import type { SceneNumbers } from '../scene/number';
import { classNames, theme } from '../style/theme';
import { sameProps } from '../memo';
import { LABEL_LINE_EM, MIN_LABEL_PX } from '../style/sizes';

/** Props of {@link Label}. */
export interface LabelProps {
  /** Anchor point, scene units: the point the label annotates. */
  readonly at: Vec2;
  readonly children: ReactNode;
  /**
   * Horizontal alignment to its place.
   * @defaultValue 'start'
   */
  readonly anchor?: 'start' | 'middle' | 'end';
  /**
   * The preferred horizontal offset from `at`, CSS pixels.
   * @defaultValue 0
   */
  readonly dx?: number;
  /**
   * The preferred vertical offset from `at`, CSS pixels; positive is down on screen.
   * @defaultValue 0
   */
  readonly dy?: number;
  /**
   * Font size, CSS pixels, at any figure size and zoom; never drawn smaller than 11.
   * @defaultValue 12
   */
  readonly size?: number;
  /**
   * `'auto'` (default): inside a Scene, the label moves off its preferred place
   * when that covers a handle, a marker, another label or a stroke, or leaves
   * the view (see {@link Label}). `'fixed'`: it stays where it asks, and the
   * other labels keep clear of it.
   * @defaultValue 'auto'
   */
  readonly placement?: 'auto' | 'fixed';
  /**
   * Draw the text as these lines, one under another (each a `<tspan>`; the
   * text's content is their concatenation, so put separating spaces in them),
   * instead of `children` on one line.
   */
  readonly lines?: readonly string[];
  /**
   * With `lines`: text that stands between two lines in the text's content
   * (what assistive technology and a test read) but is not drawn, so no line
   * ends in it: `lines: ['Hit', 'gap 3']` with `separator: ' · '` reads
   * `Hit · gap 3` and shows `Hit` over `gap 3`.
   * @defaultValue ''
   */
  readonly separator?: string;
  readonly className?: string;
  readonly style?: CSSProperties;
}

/** A separator between lines: in the text's content, not drawn (and so not measured). */
const HIDDEN = { display: 'none' } as const;

/** Width of one character in ems, a generous average for system-ui digits and letters, until the text is measured. */
const EM_PER_CHAR = 0.6;

/** The text of simple children (strings and numbers), for the width estimate. */
function plainText(children: ReactNode): string {
  let text = '';
  Children.forEach(children, (child) => {
    if (typeof child === 'string' || typeof child === 'number') text += String(child);
    else if (child !== null && child !== undefined && typeof child !== 'boolean') text += '________';
  });
  return text;
}

/** A label's anchor, offset and size, checked (at the boundary: they go into SVG). */
function assertPlacement(at: Vec2, dx: number, dy: number, size: number): void {
  assertVec2(at, 'at');
  assertFinite(dx, 'dx');
  assertFinite(dy, 'dy');
  assertFinite(size, 'size');
}

/**
 * A text label with a halo (`--hitkit-label-halo`, `paint-order: stroke`) so
 * it stays readable over shapes and the grid. Its text is real SVG text, read
 * by assistive technology. Its size, offsets and halo are CSS pixels: the
 * same on screen at any figure width and zoom. It takes no pointer events
 * (`pointer-events: none`, text and leader line), so a press on it goes to
 * what it annotates: a box can be dragged by its label. It stays upright and readable in a `yUp` Scene;
 * `dx`/`dy` are screen offsets (positive `dy` is down on screen either way).
 *
 * Inside a Scene, labels place themselves: each takes its preferred place
 * (`at` + `dx`, `dy`) when that is clear of every handle's and marker's dot,
 * of the labels placed before it and of the shapes' strokes, and inside the
 * view; otherwise the first clear place around `at` (upper right, right,
 * lower right, above, below, then the left side, further and further out),
 * else the place that covers least. A label moved more than 12 CSS pixels
 * from `at` draws a thin leader line to it. The text is never smaller than
 * 11 CSS pixels on screen. Outside a Scene it is drawn
 * where it asks.
 *
 * @throws TypeError / RangeError for a bad `at`, offset or size.
 */
export const Label = memo(function Label({
  at,
  children,
  anchor = 'start',
  dx = 0,
  dy = 0,
  size = 12,
  placement = 'auto',
  lines,
  separator = '',
  className,
  style,
}: LabelProps) {
  assertPlacement(at, dx, dy, size);
  const scene = useScene();
  // one CSS pixel, scene units: the label's every size is in CSS pixels
  const unit = scene?.pixel ?? 1;
  const fontSize = Math.max(size, MIN_LABEL_PX) * unit;
  const numbers = useSceneNumbers();
  const { x: ox, y: oy } = numbers.origin;
  const multi = lines !== undefined && lines.length > 1;
  const text = lines ? lines.join(separator) : plainText(children);
  const longest = multi ? lines.reduce((a, b) => (b.length > a.length ? b : a), '') : text;
  // the widths kept by text, lines told apart as lines (['12', '3'] is not ['1', '23']), and by the caller's
  // className and style, which may change the font (a label drawn bold while active)
  // With tabular numbers every digit has one width: "2 of 47" is as wide as "1 of 48", measured once.
  const kept = style?.fontVariantNumeric === 'tabular-nums' ? (t: string) => t.replace(DIGITS, '0') : (t: string) => t;
  const cacheKey = `${className ?? ''} ${style === undefined ? '' : JSON.stringify(style)} ${multi ? JSON.stringify(lines.map(kept)) : kept(text)}`;
  const { ref, em } = useTextWidth({ text, cacheKey, estimate: longest.length * EM_PER_CHAR, multi, fontSize, scale: numbers.scale, children });
  const halo = 3 * unit;
  // lines run down from the first: the box asked for is centred on them all
  const shift = multi ? (lines.length - 1) * 0.6 * fontSize : 0;
  const place = useLabelPlacement(
    scene
      ? {
          x: at.x,
          y: at.y,
          dx: dx * unit,
          dy: dy * unit + shift,
          width: em * fontSize + halo,
          height: LABEL_LINE_EM * fontSize * (multi ? lines.length : 1) + halo,
          align: anchor,
          px: unit,
          fixed: placement === 'fixed',
        }
      : null,
  );
  // Under yUp the text is flipped back, so it stays upright: it is placed at
  // (x, −y) in its own flipped coordinates, and the offsets stay screen-wise.
  const yUp = scene?.yUp ?? false;
  const down = yUp ? -1 : 1;
  const px = place ? place.x : at.x + dx * unit;
  const py = (place ? place.y : at.y + (dy * unit + shift) * down) - shift * down;
  const textX = numbers.len(px - ox);
  return (
    <>
      {place?.leader ? <LeaderLine leader={place.leader} numbers={numbers} /> : null}
      <text
        ref={ref}
        x={textX}
        y={numbers.len(yUp ? -(py - oy) : py - oy)}
        transform={yUp ? 'scale(1 -1)' : undefined}
        textAnchor={place ? place.align : anchor}
        dominantBaseline="middle"
        className={classNames('hitkit-label', className)}
        style={{
          fill: theme.label,
          fontFamily: 'system-ui, sans-serif',
          fontSize: `${numbers.len(fontSize)}px`,
          stroke: theme.labelHalo,
          strokeWidth: `${numbers.len(halo)}px`,
          strokeLinejoin: 'round',
          paintOrder: 'stroke',
          // a press on the text goes to what it annotates
          pointerEvents: 'none',
          ...style,
        }}
      >
        {multi ? linesOf(lines, separator, textX) : lines ? text : children}
      </text>
    </>
  );
}, sameProps);

/** A label's lines, one `<tspan>` each, each but the last holding the (hidden) separator to the next. */
function linesOf(lines: readonly string[], separator: string, x: string | number) {
  return lines.map((line, i) => (
    <tspan key={i} x={x} dy={i === 0 ? undefined : `${LABEL_LINE_EM}em`}>
      {line}
      {separator !== '' && i < lines.length - 1 ? <tspan style={HIDDEN}>{separator}</tspan> : null}
    </tspan>
  ));
}

/** The thin line from a label's anchor to its text, when the text had to move away. */
function LeaderLine({ leader, numbers }: { leader: LabelLeader; numbers: SceneNumbers }) {
  return (
    <line
      className="hitkit-label-leader"
      aria-hidden="true"
      x1={numbers.x(leader.x1)}
      y1={numbers.y(leader.y1)}
      x2={numbers.x(leader.x2)}
      y2={numbers.y(leader.y2)}
      vectorEffect="non-scaling-stroke"
      style={{ stroke: theme.label, strokeWidth: 1, opacity: 0.55, pointerEvents: 'none' }}
    />
  );
}

/** Every decimal digit (one width each under `font-variant-numeric: tabular-nums`). */
const DIGITS = /[0-9]/g;

/** At most this many measured texts are kept per label (a snap tooltip cycles through a few). */
const MEASURED_KEPT = 32;

/**
 * A label's text width in ems (of its longest line): `estimate` until the
 * browser has drawn the text, then measured after layout (`getComputedTextLength`,
 * in written units, so divided by the Scene's `scale`), and measured again when
 * the text, its size or its element children change. A plain text (no element
 * children) measured before at the same size, `className` and `style` is not
 * measured again: each label keeps its last 32 widths by text, so one whose text changes every
 * frame among a few values (a snap tooltip's "Endpoint · 2 of 3 · Tab")
 * forces no layout per frame; styled with `fontVariantNumeric: 'tabular-nums'`,
 * texts that differ only in their digits share one width (a count that
 * changes every frame: "1 of 48", "2 of 47"). Where text cannot be measured (jsdom, server
 * rendering) it stays the estimate. Give `ref` to the `<text>`.
 */
function useTextWidth(of: { text: string; cacheKey: string; estimate: number; multi: boolean; fontSize: number; scale: number; children: ReactNode }) {
  const { text, cacheKey, multi, fontSize, scale, children } = of;
  const [measured, setMeasured] = useState<{ text: string; em: number } | null>(null);
  // this label's widths measured before, by size and text (plain text only: element children may draw anything)
  const [widths] = useState(() => new Map<string, number>());
  const key = isPlain(children) ? `${fontSize} ${scale} ${multi ? 'm' : 's'} ${cacheKey}` : null;
  const known = key === null ? undefined : widths.get(key);
  const ref = useRef<SVGTextElement>(null);
  useIsomorphicLayoutEffect(() => {
    const node = ref.current;
    if (known !== undefined || !node || typeof node.getComputedTextLength !== 'function' || text.length === 0) return;
    // one line: the text's length; several: the longest tspan's
    const parts = multi ? Array.from(node.querySelectorAll<SVGTSpanElement>(':scope > tspan')) : [node];
    let widest = 0;
    for (const part of parts) widest = Math.max(widest, part.getComputedTextLength());
    const length = widest / scale;
    if (!(length > 0 && Number.isFinite(length))) return;
    const em = length / fontSize;
    if (key !== null) {
      if (widths.size >= MEASURED_KEPT) widths.delete(widths.keys().next().value!);
      widths.set(key, em);
    }
    setMeasured((was) => (was && was.text === text && Math.abs(was.em - em) < 1e-3 ? was : { text, em }));
    // (element children: measured again when they change)
  }, [text, multi, fontSize, scale, children, known, key, widths]);
  return { ref, em: known ?? (measured !== null && measured.text === text ? measured.em : of.estimate) };
}

/** Whether a label's children are plain text (strings, numbers, nothing): its text says all it draws. */
function isPlain(children: ReactNode): boolean {
  let plain = true;
  Children.forEach(children, (child) => {
    if (typeof child === 'object' && child !== null) plain = false;
  });
  return plain;
}
