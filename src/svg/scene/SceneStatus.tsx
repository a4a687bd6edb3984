'use client';
import { useContext, useRef, useState, type ReactNode } from 'react';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';
import { StatusRoomContext } from '../labels/labelLayer';
import { useRequiredScene } from './sceneContext';
import { theme } from '../style/theme';
import { LABEL_LINE_EM } from '../style/sizes';
import { Label } from '../labels/Label';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The status text's size and baseline below the view's top-left corner, CSS px. */
const SIZE = 14;
const BASELINE = 16;
/** The room one status line takes at the top of a figure, CSS px: down to its baseline, half a line below it, padding. */
const STATUS_ROOM = BASELINE + SIZE / 2 + 7;
/** The step from one wrapped line to the next (`<Label>`'s line height), rounded up. */
const LINE_STEP = Math.ceil(LABEL_LINE_EM * SIZE);

/** Padding of the backing around the text, and the radius of its inner corner, CSS px. */
const PAD = 4;
const CORNER = 3;

/** What stands between two parts of a status; a wrapped status breaks only there, and no line ends in it. */
const SEPARATOR = ' · ';

/**
 * How many parts go on each line when a one-line status (`text`, its content
 * the parts joined by {@link SEPARATOR}) is broken to fit `room` (the text's
 * parent's units): as many whole parts as fit on each line, in order, at
 * least one (a part wider than the room keeps a line of its own).
 */
function partsPerLine(text: SVGTextElement, parts: readonly string[], room: number): number[] {
  // (where text cannot be measured by part: a line each)
  if (typeof text.getSubStringLength !== 'function') return parts.map(() => 1);
  const all = parts.join(SEPARATOR).length;
  const width = (start: number, count: number) => (count === 0 ? 0 : text.getSubStringLength(start, Math.min(count, all - start)));
  const counts: number[] = [];
  let start = 0;
  let line = 0;
  let used = 0;
  for (const part of parts) {
    const w = width(start, part.length);
    const sep = line === 0 ? 0 : width(start - SEPARATOR.length, SEPARATOR.length);
    if (line > 0 && used + sep + w > room) {
      counts.push(line);
      line = 0;
      used = 0;
    }
    used += (line === 0 ? 0 : sep) + w;
    line++;
    start += part.length + SEPARATOR.length;
  }
  counts.push(line);
  return counts;
}

/** The status's lines: `counts[i]` parts on line i, joined by {@link SEPARATOR}. */
function linesOf(parts: readonly string[], counts: readonly number[]): string[] {
  const lines: string[] = [];
  let at = 0;
  for (const count of counts) {
    lines.push(parts.slice(at, at + count).join(SEPARATOR));
    at += count;
  }
  return lines;
}

/** A box by its edges, in the group's units (top the least y). */
interface Edges {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * The box round every text, in the group's units, and the first text's units
 * to the group's (a scale, perhaps flipped); null when a text has no box yet
 * (or nothing can be measured: where layout has gone, e.g. a test's stubs
 * taken away before a last change is seen).
 */
function textBounds(g: SVGGElement, texts: readonly SVGTextElement[]): { edges: Edges; m0: { a: number; b: number } } | null {
  if (typeof g.getCTM !== 'function' || texts.some((text) => typeof text.getBBox !== 'function' || typeof text.getCTM !== 'function')) return null;
  const to = g.getCTM();
  if (!to) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  let m0 = { a: 1, b: 0 };
  for (const text of texts) {
    const b = text.getBBox();
    const from = text.getCTM();
    if (!from || b.width === 0) return null;
    const m = to.inverse().multiply(from);
    if (text === texts[0]) m0 = m;
    for (const x of [b.x, b.x + b.width]) {
      for (const y of [b.y, b.y + b.height]) {
        const gx = m.a * x + m.c * y + m.e;
        const gy = m.b * x + m.d * y + m.f;
        left = Math.min(left, gx);
        right = Math.max(right, gx);
        top = Math.min(top, gy);
        bottom = Math.max(bottom, gy);
      }
    }
  }
  return { edges: { left, top, right, bottom }, m0 };
}

/**
 * The status's backing, in the group's units: the text's box with `pad`
 * round it, out to the view's corner `(cx, cy)` and `over` past it (so only
 * the backing's inner corner is round): nothing drawn through the corner shows
 * as a stub between the figure's edges and the text.
 */
function backingBox(text: Edges, pad: number, cx: number, cy: number, over: number): Box {
  const left = Math.min(text.left - pad, cx - over);
  const right = Math.max(text.right + pad, cx + over);
  let top = text.top - pad;
  let bottom = text.bottom + pad;
  // (in a y-up Scene the corner is the greatest y)
  if (cy <= top) top = cy - over;
  else bottom = Math.max(bottom, cy + over);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * A view's status line (`Hit · gap -2.93`, `Outside · distance 15`): a
 * {@link Label} in the Scene's top-left corner, 14 CSS px text on a backing
 * 4 CSS px larger than the text on the right and below and reaching the
 * view's top-left corner (so a line through the corner does not show a stub
 * beside the text), the same on screen at any figure width and
 * zoom; readable text (one `<text>`
 * element whose content is the whole status), broken into lines at its ` · `
 * separators when it is wider than the figure (as many whole parts on a line
 * as fit; no line ends in a separator, which stays in the text's content), on a solid
 * backing (`--hitkit-background`, slightly translucent) so no shape drawn
 * before it crosses the text. The backing is sized from the rendered text
 * after layout (none where SVG text cannot be measured, e.g. when server
 * rendering). In a `<Scene fit>`, the view grows so that no shape lies under
 * it. Renders inside a Scene.
 *
 * @throws Error outside a Scene.
 */
export function SceneStatus({ children }: { readonly children: ReactNode }) {
  const { topLeft, pixel, unit, viewBox, numbers } = useRequiredScene('SceneStatus');
  const scale = numbers.scale;
  const group = useRef<SVGGElement>(null);
  const [box, setBox] = useState<Box | null>(null);
  // A status too wide for the figure breaks into lines at its ` · ` separators.
  const parts = typeof children === 'string' ? children.split(SEPARATOR) : null;
  // (the text, the view width and CSS pixel it was too wide at: another view tries one line again; and how many parts go on each line)
  const [wrapped, setWrapped] = useState<{ text: string; width: number; pixel: number; counts: readonly number[] } | null>(null);
  const wrap =
    parts !== null && parts.length > 1 && wrapped !== null && wrapped.text === children && wrapped.width === viewBox.width && wrapped.pixel === pixel;
  // Measure the text in the group's own coordinates (the label may be flipped in a y-up Scene), after a
  // render that can have changed it, and again when the label moves its text (its place is settled by the
  // label board after this commit): not on every render, since a measurement after a commit forces a
  // layout, and a figure re-renders its status on every pointer move whether its text changed or not.
  useIsomorphicLayoutEffect(() => {
    const g = group.current;
    const texts = g ? Array.from(g.querySelectorAll('text')) : [];
    if (!g || typeof g.getCTM !== 'function' || texts.length === 0 || typeof texts[0]?.getBBox !== 'function') return undefined;
    const measure = () => {
      const measured = textBounds(g, texts);
      if (!measured) return;
      const { edges, m0 } = measured;
      const pad = PAD * pixel;
      const textWidth = edges.right - edges.left + 2 * pad;
      const next = backingBox(edges, pad, Number(numbers.x(topLeft.x)), Number(numbers.y(topLeft.y)), CORNER * pixel);
      setBox((was) =>
        was && Object.keys(next).every((k) => Math.abs(was[k as keyof Box] - next[k as keyof Box]) < 1e-6 * (1 + Math.abs(next[k as keyof Box]))) ? was : next,
      );
      // wider than the figure (less a margin on each side): break it into lines of whole parts
      const room = viewBox.width * scale - 4 * pad;
      if (!wrap && parts !== null && parts.length > 1 && texts.length === 1 && textWidth > room)
        setWrapped({
          text: children as string,
          width: viewBox.width,
          pixel,
          counts: partsPerLine(texts[0]!, parts, (room - 2 * pad) / Math.hypot(m0.a, m0.b)),
        });
    };
    measure();
    if (typeof MutationObserver === 'undefined') return undefined;
    const moved = new MutationObserver(measure);
    for (const text of texts) moved.observe(text, { attributes: true, subtree: true, attributeFilter: ['x', 'y', 'transform', 'style'] });
    return () => moved.disconnect();
  }, [children, wrap, pixel, scale, numbers, topLeft.x, topLeft.y, viewBox.width]);
  // The room the status takes at the top, for `<Scene fit>`: its lines and padding, CSS px, told in nominal px
  // (what `fit` lays out in; a nominal pixel is `unit / pixel` CSS px), rounded up to a quarter. It
  // follows the text that was once too wide, not the view width that decides `wrap`: that room
  // changes the fitted view's width, so following `wrap` could flip one line ↔ several for ever.
  const lineCount = parts !== null && parts.length > 1 && wrapped !== null && wrapped.text === children ? wrapped.counts.length : 1;
  useStatusRoom(lineCount, pixel, unit);
  return (
    <g ref={group} className="hitkit-status-line">
      {box && Number.isFinite(box.x + box.y + box.width + box.height) ? (
        <rect
          className="hitkit-status-backing"
          aria-hidden="true"
          x={box.x}
          y={box.y}
          width={box.width}
          height={box.height}
          rx={CORNER * pixel}
          style={{ fill: theme.background, opacity: 0.9, stroke: 'none', pointerEvents: 'none' }}
        />
      ) : null}
      <Label
        at={topLeft}
        dx={10}
        dy={BASELINE}
        size={SIZE}
        placement="fixed"
        className="hitkit-status"
        {...(wrap && wrapped !== null ? { lines: linesOf(parts, wrapped.counts), separator: SEPARATOR } : {})}
      >
        {children}
      </Label>
    </g>
  );
}

/**
 * Tells the Scene the room `lineCount` status lines take at the top, CSS px, in nominal px (`fit`'s
 * unit: `unit / pixel` CSS px), rounded up to a quarter. Measured (pixel ≠ unit), the room only grows
 * for a given line count: the ratio pixel / unit follows the fitted view's shape, which follows the
 * room, and a room that could shrink could flip for ever.
 */
function useStatusRoom(lineCount: number, pixel: number, unit: number): void {
  const reserve = useContext(StatusRoomContext);
  const most = useRef({ lines: 0, room: 0 });
  useIsomorphicLayoutEffect(() => {
    const css = STATUS_ROOM + (lineCount - 1) * LINE_STEP;
    let room = pixel === unit ? css : Math.ceil(((css * pixel) / unit) * 4) / 4;
    if (pixel !== unit) {
      if (most.current.lines === lineCount) room = Math.max(room, most.current.room);
      most.current = { lines: lineCount, room };
    }
    reserve(room);
    return () => reserve(0);
  }, [reserve, lineCount, pixel, unit]);
}
