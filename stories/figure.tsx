import { expect, within, type userEvent } from 'storybook/test';

type UserEvent = ReturnType<typeof userEvent.setup>;
import type { Decorator } from '@storybook/react-vite';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { Legend, type LegendProps, type Rect, type Vec2 } from '../src';

/**
 * A viewBox framing the given points (and circles, by their extent), with a
 * margin, square, so a story shows its case without hand-picked numbers.
 */
export function frame(points: ReadonlyArray<Vec2>, margin = 0.25, minSize = 12): Rect {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const size = Math.max(maxX - minX, maxY - minY, minSize) * (1 + 2 * margin);
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  return { x: cx - size / 2, y: cy - size / 2, width: size, height: size };
}

/** A grid step of about a tenth of the frame, rounded to 1, 2 or 5 × 10^k. */
export function gridStep(size: number): number {
  const raw = size / 10;
  const power = 10 ** Math.floor(Math.log10(raw));
  const m = raw / power;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : 5) * power;
}

/** Controls for a number arg. */
export const numberControl = (step = 1) => ({ control: { type: 'number' as const, step } });

/**
 * Reads what a view shows: the canvas, its status line (found by `status`) and
 * its state (the `attribute` of the element matching `view`).
 */
export function figureReader(view: string, status: RegExp, attribute: string) {
  return (canvasElement: HTMLElement) => {
    const canvas = within(canvasElement);
    const state = canvasElement.querySelector(view)?.getAttribute(attribute);
    return { canvas, status: canvas.getByText(status), state };
  };
}

/** What a play function gets that our helpers use. */
export interface PlayContext {
  readonly canvasElement: HTMLElement;
  readonly userEvent: UserEvent;
}

/**
 * A real keyboard interaction: focuses the figure's last draggable part (point or shape),
 * presses ArrowRight (its accessible name must show the move) and ArrowLeft,
 * and checks the figure is back to what it showed.
 */
export async function nudgeAndBack({ canvasElement, userEvent }: PlayContext, read: ReturnType<typeof figureReader>) {
  const handles = within(canvasElement)
    .getAllByRole('button')
    .filter((el) => el.getAttribute('aria-roledescription')?.startsWith('draggable'));
  const handle = handles[handles.length - 1];
  if (!handle) throw new Error('the figure has nothing draggable');
  const before = { name: handle.getAttribute('aria-label'), ...read(canvasElement) };
  const statusText = before.status.textContent;
  handle.focus();
  await userEvent.keyboard('{ArrowRight}');
  await expect(handle.getAttribute('aria-label')).not.toBe(before.name);
  await userEvent.keyboard('{ArrowLeft}');
  await expect(handle).toHaveAccessibleName(before.name ?? '');
  const after = read(canvasElement);
  await expect(after.state).toBe(before.state);
  await expect(after.status).toHaveTextContent(statusText ?? '');
  handle.blur();
}

/**
 * A play function that checks the figure shows this state and status line,
 * and still shows them after a real keyboard interaction ({@link nudgeAndBack}).
 */
export function showsFigure(read: ReturnType<typeof figureReader>, state: string, status: string | RegExp) {
  return async (context: PlayContext) => {
    const now = read(context.canvasElement);
    await expect(now.state).toBe(state);
    await expect(now.status).toHaveTextContent(status);
    await nudgeAndBack(context, read);
  };
}

/**
 * A real pointer drag of `element` by (dx, dy) CSS pixels with pointer events:
 * press on its centre, move in two steps, release.
 */
export async function dragBy({ userEvent }: PlayContext, element: Element, dx: number, dy: number) {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: element, coords: { clientX: x, clientY: y } },
    { target: element, coords: { clientX: x + dx / 2, clientY: y + dy / 2 } },
    { target: element, coords: { clientX: x + dx, clientY: y + dy } },
    { keys: '[/MouseLeft]', target: element, coords: { clientX: x + dx, clientY: y + dy } },
  ]);
}

/** One row of {@link PublishedVsOurs}: what the article prints and what hitkit computes. */
export type Comparison = readonly [quantity: string, published: number, ours: number];

/**
 * A worked example's published numbers beside ours, as a small table under the
 * figure, with the difference; `data-agrees` says whether every row agrees to 1e-9.
 */
/**
 * Scroll shadows: a soft shade at an edge of the box where the table goes on past it
 * (the white covers move with the content and uncover the shade when scrolled).
 */
const SCROLL_BOX: CSSProperties = {
  containerType: 'inline-size',
  overflowX: 'auto',
  background: [
    'linear-gradient(to right, #fff 30%, rgb(255 255 255 / 0)) left / 32px 100% no-repeat local',
    'linear-gradient(to left, #fff 30%, rgb(255 255 255 / 0)) right / 32px 100% no-repeat local',
    'radial-gradient(farthest-side at 0 50%, rgb(15 23 42 / 0.25), rgb(15 23 42 / 0)) left / 12px 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, rgb(15 23 42 / 0.25), rgb(15 23 42 / 0)) right / 12px 100% no-repeat scroll',
  ].join(', '),
};

export function PublishedVsOurs({ source, rows }: { source: string; rows: readonly Comparison[] }) {
  const agrees = rows.every(([, published, ours]) => Math.abs(published - ours) <= 1e-9);
  const captionId = useId();
  // numbers right-aligned in tabular figures, so digits line up down a column
  const cell = { padding: '3px 10px', borderBottom: '1px solid #e2e8f0', textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
  const head = { ...cell, borderBottom: '2px solid #334155', fontWeight: 600 } as const;
  return (
    // On a narrow screen (a phone) the four columns do not fit: each quantity's name
    // becomes a row of its own above its numbers (the name column is hidden), the text
    // is smaller, and the numbers never wrap (a 17-digit number read in two pieces is
    // easily misread). Narrower than two whole numbers side by side (a docs page's inline
    // story on a phone), the table scrolls sideways inside this box, which can take the
    // keyboard focus for that (a scrollable region must).
    // The caption stays outside the scrolling box (it wraps between words there), and
    // shadows at the box's edges show that there is more to scroll to.
    <div style={{ font: '13px system-ui, sans-serif', color: '#0f172a', marginTop: 12 }}>
      <p id={captionId} style={{ margin: 0, paddingBottom: 4 }}>{`${source}: published numbers beside hitkit's`}</p>
      <div role="region" aria-labelledby={captionId} tabIndex={0} style={SCROLL_BOX}>
        <style>{NARROW_TABLE}</style>
        <table className="published-vs-ours" aria-labelledby={captionId} data-agrees={agrees} style={{ font: 'inherit', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th scope="col" className="pvo-wide" style={{ ...head, textAlign: 'left' }}>
                quantity
              </th>
              <th scope="col" style={head}>
                published
              </th>
              <th scope="col" style={head}>
                hitkit
              </th>
              <th scope="col" style={head}>
                difference (absolute)
              </th>
            </tr>
          </thead>
          {rows.map(([quantity, published, ours]) => (
            <tbody key={quantity}>
              <tr className="pvo-narrow">
                <th scope="colgroup" colSpan={3} style={{ ...cell, textAlign: 'left', fontWeight: 600, borderBottom: 'none', paddingBottom: 0 }}>
                  {quantity}
                </th>
              </tr>
              <tr>
                <th scope="row" className="pvo-wide" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                  {quantity}
                </th>
                <td style={cell}>{String(published)}</td>
                <td style={cell}>{String(ours)}</td>
                <td style={cell}>{Math.abs(published - ours).toExponential(1)}</td>
              </tr>
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}

/**
 * {@link PublishedVsOurs} in a container narrower than its four columns: the
 * quantity on a row of its own, smaller text, numbers kept whole (`!important`:
 * over the cells' inline styles). Narrower still (below about 300 px), the
 * table scrolls sideways inside its own box: a number is never broken.
 * Elsewhere the quantity's own row is hidden.
 */
const NARROW_TABLE =
  '.published-vs-ours .pvo-narrow { display: none; } .published-vs-ours td { white-space: nowrap; } ' +
  '@container (max-width: 560px) { .published-vs-ours { font-size: 11px !important; } ' +
  '.published-vs-ours td, .published-vs-ours th { padding: 3px 4px !important; } ' +
  '.published-vs-ours .pvo-narrow { display: table-row; } .published-vs-ours .pvo-wide { display: none; } ' +
  '.published-vs-ours .pvo-narrow th { padding-top: 6px !important; padding-bottom: 0 !important; } }';

/** Checks a {@link PublishedVsOurs} table agrees to 1e-9. */
export async function agreesWithArticle(canvasElement: HTMLElement) {
  await expect(canvasElement.querySelector('.published-vs-ours')?.getAttribute('data-agrees')).toBe('true');
}

/** A decorator that puts a {@link Legend} of these meanings under the story's figure (each view family has one). */
export const withLegend =
  (items: LegendProps['items']): Decorator =>
  (Story) => (
    <>
      <Story />
      <Legend items={items} />
    </>
  );

/** The room a readout's separator takes, em: the width of ` · ` at the readout's size, rounded up. */
const SEPARATOR_EM = 1;
const READOUT_ROW = { display: 'flex', flexWrap: 'wrap', marginLeft: `-${SEPARATOR_EM}em` } as const;
const SEPARATOR = { display: 'inline-block', width: `${SEPARATOR_EM}em`, textAlign: 'center', whiteSpace: 'pre' } as const;

/**
 * A readout under a figure: `items` in a line, ` · ` between two of them. On a
 * narrow screen it wraps between whole items, never inside one (a coordinate
 * pair stays on one line), and no line starts or ends with a separator: each
 * item carries the separator before it in a gutter left of the text, and the
 * gutter of the first item on a line is out of the box (`overflow: hidden`).
 * Its text content is the items joined by ` · `, what a play function reads
 * (then `children`, drawn below the items).
 */
export function ReadoutLine(props: { items: readonly ReactNode[]; className: string; style?: CSSProperties; children?: ReactNode }) {
  const { items, className, style, children } = props;
  return (
    <p className={className} aria-live="off" style={{ margin: '6px 0', overflow: 'hidden', ...style }}>
      <span style={READOUT_ROW}>
        {items.map((item, i) => (
          <span key={i} className="story-readout-item" style={{ whiteSpace: 'nowrap', paddingLeft: i === 0 ? `${SEPARATOR_EM}em` : 0 }}>
            {i > 0 ? <span style={SEPARATOR}>{' · '}</span> : null}
            {item}
          </span>
        ))}
      </span>
      {children}
    </p>
  );
}

/** A scene point as client coordinates, through the Scene's CTM (`a·x + c·y + e`); the point itself where there is no layout (jsdom). */
export function sceneToClient(svg: SVGSVGElement, p: Vec2): { clientX: number; clientY: number } {
  const m = svg.getScreenCTM?.();
  if (!m) return { clientX: p.x, clientY: p.y };
  return { clientX: m.a * p.x + m.c * p.y + m.e, clientY: m.b * p.x + m.d * p.y + m.f };
}
