import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  CircleShape,
  DistanceToRectView,
  Handle,
  PointShape,
  RectShape,
  Scene,
  SegmentCircleHitView,
  SegmentShape,
  type Circle,
  type Segment,
  type Vec2,
} from '../../src';
import { anyCircle, anyPoint, anyRect, anySegment } from '../geometry/arbitraries';

const viewBox = { x: 0, y: 0, width: 100, height: 100 };
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('Scene', () => {
  it('writes the viewBox, an accessible name and a grid through the origin', () => {
    const { container } = render(<Scene viewBox={{ x: -10, y: -10, width: 20, height: 20 }} grid={10} title="Figure" />);
    const svg = screen.getByRole('group', { name: 'Figure' });
    expect(svg).toHaveAttribute('viewBox', '-10 -10 20 20');
    expect(container.querySelector('.hitkit-grid')).toHaveAttribute('d', 'M-10 -10V10M0 -10V10M10 -10V10M-10 -10H10M-10 0H10M-10 10H10');
  });

  it('draws no grid for grid={0} or false', () => {
    const { container } = render(
      <>
        <Scene viewBox={viewBox} grid={0} title="A" />
        <Scene viewBox={viewBox} grid={false} title="B" />
      </>,
    );
    expect(container.querySelector('.hitkit-grid')).toBeNull();
  });

  it('coarsens a grid that would have more than 200 lines', () => {
    const { container } = render(<Scene viewBox={{ x: 0, y: 0, width: 1000, height: 10 }} grid={1} title="Wide" />);
    const d = container.querySelector('.hitkit-grid')?.getAttribute('d') ?? '';
    expect(d.match(/V/g)?.length).toBe(126); // step 8: x = 0, 8, …, 1000
  });

  it.each([
    [{ x: 0, y: 0, width: -1, height: 10 }, RangeError, 'viewBox.width must be a finite number >= 0, got -1'],
    [{ x: Number.NaN, y: 0, width: 1, height: 10 }, RangeError, 'viewBox.x must be a finite number, got NaN'],
  ])('rejects a bad viewBox (%#)', (bad, ErrorType, message) => {
    quiet();
    expect(() => render(<Scene viewBox={bad} title="Bad" />)).toThrow(new ErrorType(message));
  });
});

describe('shapes', () => {
  it('write coordinates with one fixed rounding (3 decimals, no -0, no exponent)', () => {
    const { container } = render(
      <svg>
        <SegmentShape segment={{ start: { x: 0.1 + 0.2, y: -1e-17 }, end: { x: 1 / 3, y: 2 } }} />
        <CircleShape circle={{ center: { x: -0.0004, y: 5 }, radius: 2.00049 }} />
        <RectShape rect={{ x: 1e-9, y: 123456.7891, width: 3, height: 4 }} />
      </svg>,
    );
    const line = container.querySelector('line');
    expect([line?.getAttribute('x1'), line?.getAttribute('y1'), line?.getAttribute('x2')]).toEqual(['0.3', '0', '0.333']);
    const circle = container.querySelector('circle');
    expect([circle?.getAttribute('cx'), circle?.getAttribute('r')]).toEqual(['0', '2']);
    const rect = container.querySelector('rect');
    expect([rect?.getAttribute('x'), rect?.getAttribute('y')]).toEqual(['0', '123456.789']);
  });

  it.each([
    [
      'SegmentShape',
      () => <SegmentShape segment={{ start: { x: 0, y: 0 }, end: { x: Number.NaN, y: 0 } }} />,
      'segment.end.x must be a finite number, got NaN',
    ],
    ['CircleShape', () => <CircleShape circle={{ center: { x: 0, y: 0 }, radius: -3 }} />, 'circle.radius must be a finite number >= 0, got -3'],
    ['RectShape', () => <RectShape rect={{ x: 0, y: 0, width: 1, height: -2 }} />, 'rect.height must be a finite number >= 0, got -2'],
    ['PointShape', () => <PointShape point={{ x: Number.POSITIVE_INFINITY, y: 0 }} />, 'point.x must be a finite number, got Infinity'],
  ])('%s throws a RangeError naming the bad number', (_name, make, message) => {
    quiet();
    expect(() => render(<svg>{make()}</svg>)).toThrow(new RangeError(message));
  });

  it('a PointShape is decorative unless labelled', () => {
    const { container } = render(
      <svg>
        <PointShape point={{ x: 1, y: 1 }} />
        <PointShape point={{ x: 2, y: 2 }} aria-label="Anchor" />
      </svg>,
    );
    const [plain, labelled] = container.querySelectorAll('circle');
    expect(plain).toHaveAttribute('aria-hidden', 'true');
    expect(labelled).not.toHaveAttribute('aria-hidden');
  });
});

describe('Handle', () => {
  it('shows a focus ring under keyboard focus only while focused', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Scene viewBox={viewBox} title="F">
        <Handle defaultValue={{ x: 10, y: 10 }} label="A" />
      </Scene>,
    );
    expect(container.querySelector('.hitkit-focus-ring')).toBeNull();
    await user.tab();
    expect(screen.getByRole('button', { name: 'A at (10, 10)' })).toHaveFocus();
    expect(container.querySelector('.hitkit-focus-ring')).not.toBeNull();
    await user.tab();
    expect(container.querySelector('.hitkit-focus-ring')).toBeNull();
    // focus from a pointer press shows no ring
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('button', { name: 'A at (10, 10)' }) });
    expect(screen.getByRole('button', { name: 'A at (10, 10)' })).toHaveFocus();
    expect(container.querySelector('.hitkit-focus-ring')).toBeNull();
  });
});

describe('SegmentCircleHitView', () => {
  it('must be inside a Scene and needs its shapes', () => {
    quiet();
    const segment: Segment = { start: { x: 0, y: 0 }, end: { x: 1, y: 0 } };
    const circle: Circle = { center: { x: 0, y: 0 }, radius: 1 };
    expect(() =>
      render(
        <svg>
          <SegmentCircleHitView segment={segment} circle={circle} />
        </svg>,
      ),
    ).toThrow('SegmentCircleHitView must be rendered inside a <Scene>');
    expect(() =>
      render(
        <Scene viewBox={viewBox} title="F">
          <SegmentCircleHitView circle={circle} />
        </Scene>,
      ),
    ).toThrow(new TypeError('SegmentCircleHitView needs segment (controlled) or defaultSegment (uncontrolled)'));
  });

  it('controlled: reports a moved endpoint and draws what the parent keeps', async () => {
    const user = userEvent.setup();
    const seen: Segment[] = [];
    function Parent() {
      const [segment, setSegment] = useState<Segment>({ start: { x: 10, y: 30 }, end: { x: 90, y: 30 } });
      return (
        <Scene viewBox={viewBox} title="F">
          <SegmentCircleHitView
            segment={segment}
            onSegmentChange={(s) => {
              seen.push(s);
              setSegment(s);
            }}
            defaultCircle={{ center: { x: 50, y: 50 }, radius: 10 }}
          />
        </Scene>
      );
    }
    const { container } = render(<Parent />);
    expect(screen.getByText('Miss · gap 10')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Segment end at (90, 30)' }).focus();
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(seen.at(-1)).toEqual({ start: { x: 10, y: 30 }, end: { x: 90, y: 50 } });
    expect(container.querySelector('.hitkit-segment-circle-hit')).toHaveAttribute('data-hit', 'true');
  });

  it('draws the tolerance band (radius + tolerance, dashed) only when the tolerance is > 0', () => {
    const { container, rerender } = render(
      <Scene viewBox={viewBox} title="F">
        <SegmentCircleHitView
          defaultSegment={{ start: { x: 10, y: 38 }, end: { x: 90, y: 38 } }}
          defaultCircle={{ center: { x: 50, y: 50 }, radius: 10 }}
          tolerance={2}
        />
      </Scene>,
    );
    const band = container.querySelector('.hitkit-tolerance-band');
    expect(band).toHaveAttribute('r', '12');
    expect(screen.getByText('Hit · gap 2')).toBeInTheDocument();
    rerender(
      <Scene viewBox={viewBox} title="F">
        <SegmentCircleHitView defaultSegment={{ start: { x: 10, y: 38 }, end: { x: 90, y: 38 } }} defaultCircle={{ center: { x: 50, y: 50 }, radius: 10 }} />
      </Scene>,
    );
    expect(container.querySelector('.hitkit-tolerance-band')).toBeNull();
  });

  it('without draggable, has no handles', () => {
    render(
      <Scene viewBox={viewBox} title="F">
        <SegmentCircleHitView
          defaultSegment={{ start: { x: 0, y: 0 }, end: { x: 1, y: 0 } }}
          defaultCircle={{ center: { x: 0, y: 0 }, radius: 1 }}
          draggable={false}
        />
      </Scene>,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('DistanceToRectView', () => {
  it('controlled point', async () => {
    const user = userEvent.setup();
    const onPointChange = vi.fn();
    render(
      <Scene viewBox={viewBox} title="F">
        <DistanceToRectView point={{ x: 5, y: 50 }} onPointChange={onPointChange} rect={{ x: 20, y: 20, width: 60, height: 60 }} />
      </Scene>,
    );
    expect(screen.getByText('Outside · distance 15')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Point at (5, 50)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onPointChange).toHaveBeenCalledWith({ x: 6, y: 50 });
    expect(screen.getByText('Outside · distance 15')).toBeInTheDocument(); // the parent kept (5, 50)
  });
});

describe('no component writes NaN or Infinity into SVG', () => {
  it('property: random valid shapes render finite markup', () => {
    fc.assert(
      fc.property(anySegment, anyCircle, anyPoint, anyRect, (segment: Segment, circle: Circle, point: Vec2, rect) => {
        const { container, unmount } = render(
          <>
            <Scene viewBox={{ x: -1000, y: -1000, width: 2000, height: 2000 }} title="A" grid={100}>
              <SegmentCircleHitView defaultSegment={segment} defaultCircle={circle} />
            </Scene>
            <Scene viewBox={{ x: -1000, y: -1000, width: 2000, height: 2000 }} title="B">
              <DistanceToRectView defaultPoint={point} rect={rect} />
            </Scene>
          </>,
        );
        const markup = container.innerHTML;
        unmount();
        expect(markup).not.toMatch(/NaN|Infinity|e[-+]\d/);
      }),
      { numRuns: 300 },
    );
    // 600 full figures: close to vitest's default 5 s on a busy 2-core machine
  }, 60_000);
});
