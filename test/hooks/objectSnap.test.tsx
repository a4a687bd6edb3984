import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createWorld, type Segment, type Vec2 } from '../../src/geometry';
import {
  constraints,
  objectSnap,
  useDraggablePoint,
  useDraggableShape,
  useSnapCursor,
  type DraggablePointOptions,
  type ObjectSnap,
  type SnapCursorOptions,
} from '../../src/hooks';

// jsdom has no CTM: client pixels are scene units, so radiusPx 10 is 10 units.
const world = () =>
  createWorld({
    items: [
      { id: 'a', kind: 'segment', shape: { start: { x: 0, y: 0 }, end: { x: 100, y: 0 } } },
      { id: 'c', kind: 'circle', shape: { center: { x: 120, y: 0 }, radius: 10 } },
      { id: 'v', kind: 'segment', shape: { start: { x: 200, y: -50 }, end: { x: 200, y: 50 } } },
    ],
  });

function Point(props: DraggablePointOptions) {
  const { point, handleProps, snap } = useDraggablePoint(props);
  return (
    <svg>
      <circle cx={point.x} cy={point.y} r={5} data-snap={snap.target?.kind ?? ''} data-of={`${snap.index}/${snap.candidates}`} {...handleProps} />
    </svg>
  );
}

const handle = () => screen.getByRole('button');

async function press(user: ReturnType<typeof userEvent.setup>, el: Element, x: number, y: number) {
  await user.pointer([{ keys: '[MouseLeft>]', target: el, coords: { clientX: x, clientY: y } }]);
}

describe('objectSnap', () => {
  it('validates the world and the options, naming them', () => {
    const w = world();
    expect(() => objectSnap({} as never)).toThrow(TypeError);
    expect(() => objectSnap(w, { radiusPx: -1 })).toThrow(/options\.radiusPx.*-1/);
    expect(() => objectSnap(w, { radiusPx: Number.NaN })).toThrow(RangeError);
    expect(() => objectSnap(w, { grid: 0 })).toThrow(/options\.grid/);
    expect(() => objectSnap(w, { kinds: ['corner' as never] })).toThrow(RangeError);
    expect(() => objectSnap(w, { kinds: 'endpoint' as never })).toThrow(TypeError);
    expect(() => objectSnap(w, { from: { x: 1, y: Number.NaN } })).toThrow(/options\.from\.y/);
    expect(() => objectSnap(w, { filter: 3 as never })).toThrow(TypeError);
    const s = objectSnap(w, { kinds: ['midpoint', 'endpoint'] });
    expect(s.kinds).toEqual(['endpoint', 'midpoint']);
    expect(s.radiusPx).toBe(10);
    expect(Object.isFrozen(s)).toBe(true);
  });

  it('the snap option refuses an object that objectSnap did not make', () => {
    expect(() => render(<Point defaultValue={{ x: 0, y: 0 }} snap={{ grid: 5 } as never} />)).toThrow(/options\.snap must be a grid step .* or objectSnap/);
  });
});

describe('useDraggablePoint with objectSnap', () => {
  it('a pointer drag snaps to the endpoint within reach, exactly, and shows it until release', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Point defaultValue={{ x: 60, y: 40 }} snap={objectSnap(world())} onChange={onChange} />);
    const el = handle();
    await press(user, el, 60, 40);
    await user.pointer({ target: el, coords: { clientX: 104, clientY: 3 } });
    expect(el).toHaveAttribute('cx', '100');
    expect(el).toHaveAttribute('cy', '0');
    expect(el).toHaveAttribute('data-snap', 'endpoint');
    // out of reach of everything: free
    await user.pointer({ target: el, coords: { clientX: 150, clientY: 70 } });
    expect(el).toHaveAttribute('cx', '150');
    expect(el).toHaveAttribute('data-snap', '');
    await user.pointer({ target: el, coords: { clientX: 98, clientY: -2 } });
    await user.pointer({ keys: '[/MouseLeft]', target: el });
    expect(onChange).toHaveBeenLastCalledWith({ x: 100, y: 0 });
    expect(el).toHaveAttribute('data-snap', '');
  });

  it('Tab during a pointer drag goes to the next candidate, Shift+Tab back; Escape still cancels', async () => {
    const user = userEvent.setup();
    render(<Point defaultValue={{ x: 60, y: 40 }} snap={objectSnap(world(), { kinds: ['endpoint', 'quadrant'] })} />);
    const el = handle();
    await press(user, el, 60, 40);
    await user.pointer({ target: el, coords: { clientX: 104, clientY: 2 } });
    expect(el).toHaveAttribute('cx', '100');
    expect(el).toHaveAttribute('data-of', '0/2');
    await user.keyboard('{Tab}');
    expect(el).toHaveAttribute('cx', '110'); // the circle's leftmost quadrant
    expect(el).toHaveAttribute('data-snap', 'quadrant');
    expect(el).toHaveAttribute('data-of', '1/2');
    await user.keyboard('{Tab}');
    expect(el).toHaveAttribute('cx', '100'); // round again
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(el).toHaveAttribute('cx', '110');
    expect(document.activeElement).toBe(el); // Tab did not move focus
    await user.keyboard('{Escape}');
    expect(el).toHaveAttribute('cx', '60');
    expect(el).toHaveAttribute('cy', '40');
  });

  it('with one candidate, Tab is left to the browser', async () => {
    const user = userEvent.setup();
    render(<Point defaultValue={{ x: 60, y: 40 }} snap={objectSnap(world(), { kinds: ['endpoint'] })} />);
    const el = handle();
    await press(user, el, 60, 40);
    await user.pointer({ target: el, coords: { clientX: 104, clientY: 2 } });
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(el).toHaveAttribute('cx', '100');
  });

  it('composes with a grid: out of reach, the point is rounded to the grid', async () => {
    const user = userEvent.setup();
    render(<Point defaultValue={{ x: 60, y: 40 }} snap={objectSnap(world(), { grid: 25, kinds: ['endpoint', 'grid'] })} />);
    const el = handle();
    await press(user, el, 60, 40);
    await user.pointer({ target: el, coords: { clientX: 141, clientY: 62 } });
    expect(el).toHaveAttribute('cx', '150');
    expect(el).toHaveAttribute('cy', '50');
    expect(el).toHaveAttribute('data-snap', 'grid');
    await user.pointer({ target: el, coords: { clientX: 97, clientY: 4 } });
    expect(el).toHaveAttribute('cx', '100'); // an endpoint beats the grid
    expect(el).toHaveAttribute('data-snap', 'endpoint');
  });

  it('composes with a constraint (applied after the snap): a target the constraint leaves is not shown', async () => {
    const user = userEvent.setup();
    render(<Point defaultValue={{ x: 60, y: 40 }} snap={objectSnap(world(), { kinds: ['endpoint'] })} constrain={constraints.horizontal} />);
    const el = handle();
    await press(user, el, 60, 40);
    await user.pointer({ target: el, coords: { clientX: 104, clientY: 3 } });
    expect(el).toHaveAttribute('cx', '100'); // x from the endpoint
    expect(el).toHaveAttribute('cy', '40'); // y kept
    expect(el).toHaveAttribute('data-snap', '');
  });

  it('leaves out what the filter rejects (the dragged shape itself)', async () => {
    const user = userEvent.setup();
    render(<Point defaultValue={{ x: 60, y: 40 }} snap={objectSnap(world(), { kinds: ['endpoint'], filter: (id) => id !== 'a' })} />);
    const el = handle();
    await press(user, el, 60, 40);
    await user.pointer({ target: el, coords: { clientX: 104, clientY: 3 } });
    expect(el).toHaveAttribute('cx', '104');
  });

  it('arrow keys snap to a target ahead only, so a key never sticks or goes back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Point defaultValue={{ x: 92, y: 0 }} snap={objectSnap(world(), { kinds: ['endpoint', 'quadrant'] })} onChange={onChange} />);
    handle().focus();
    await user.keyboard('{ArrowRight}');
    expect(handle()).toHaveAttribute('cx', '100'); // (93, 0) is within reach of the endpoint ahead
    expect(handle()).toHaveAttribute('data-snap', 'endpoint');
    await user.keyboard('{ArrowRight}');
    expect(handle()).toHaveAttribute('cx', '110'); // not back to 100: the quadrant ahead
    await user.keyboard('{ArrowLeft}');
    expect(handle()).toHaveAttribute('cx', '100');
    await user.keyboard('{ArrowUp}');
    expect(handle()).toHaveAttribute('cy', '-1'); // nothing ahead upwards: one step
    expect(handle()).toHaveAttribute('data-snap', '');
    expect(onChange).toHaveBeenCalledTimes(4);
  });
});

describe('useDraggableShape with objectSnap', () => {
  function Seg({ snap, value }: { snap: ObjectSnap; value: Segment }) {
    const { shape, handles, bodyProps, snap: state } = useDraggableShape({ defaultValue: value, snap });
    const s = shape as Segment;
    return (
      <svg>
        <line x1={s.start.x} y1={s.start.y} x2={s.end.x} y2={s.end.y} data-snap={state.target?.kind ?? ''} {...bodyProps} />
        {handles.map((h) => (
          <circle key={h.part} cx={h.point.x} cy={h.point.y} r={4} {...h.props} />
        ))}
      </svg>
    );
  }

  it("a segment's end snaps perpendicular from its other end; the body's start snaps to an endpoint", async () => {
    const user = userEvent.setup();
    // the new segment starts at (150, 30); its end dragged near the vertical wall at x = 200 lands on the foot (200, 30)
    const snap = objectSnap(world(), { kinds: ['endpoint', 'perpendicular'] });
    render(<Seg snap={snap} value={{ start: { x: 150, y: 30 }, end: { x: 170, y: 60 } }} />);
    const end = screen.getByRole('button', { name: /end at/ });
    await press(user, end, 170, 60);
    await user.pointer({ target: end, coords: { clientX: 196, clientY: 33 } });
    expect(end).toHaveAttribute('cx', '200');
    expect(end).toHaveAttribute('cy', '30');
    const line = screen.getByRole('button', { name: /^Segment from/ });
    expect(line).toHaveAttribute('data-snap', 'perpendicular');
    await user.pointer({ keys: '[/MouseLeft]', target: end });
    // the body: grabbed at its start, dropped near (100, 0)
    await press(user, line, 150, 30);
    await user.pointer({ target: line, coords: { clientX: 103, clientY: 4 } });
    expect(line).toHaveAttribute('x1', '100');
    expect(line).toHaveAttribute('y1', '0');
    expect(line).toHaveAttribute('x2', '150');
    expect(line).toHaveAttribute('y2', '0');
    expect(line).toHaveAttribute('data-snap', 'endpoint');
    await user.pointer({ keys: '[/MouseLeft]', target: line });
  });
});

describe('useSnapCursor', () => {
  function Draw(props: { snap: ObjectSnap | undefined } & SnapCursorOptions) {
    const { snap, ...options } = props;
    const cursor = useSnapCursor(snap, options);
    return (
      <svg>
        <rect width={300} height={200} {...cursor.surfaceProps} data-x={cursor.point?.x} data-y={cursor.point?.y} data-snap={cursor.snap.target?.kind ?? ''} />
      </svg>
    );
  }
  const surface = () => screen.getByRole('application');

  it('follows the pointer, snapped; a click places the snapped point; leaving hides the cursor', async () => {
    const user = userEvent.setup();
    const onPlace = vi.fn();
    render(<Draw snap={objectSnap(world(), { kinds: ['endpoint', 'midpoint'] })} onPlace={onPlace} />);
    await user.pointer({ target: surface(), coords: { clientX: 47, clientY: 4 } });
    expect(surface()).toHaveAttribute('data-x', '50');
    expect(surface()).toHaveAttribute('data-snap', 'midpoint');
    await user.pointer({ keys: '[MouseLeft]', target: surface(), coords: { clientX: 47, clientY: 4 } });
    expect(onPlace).toHaveBeenCalledWith({ x: 50, y: 0 }, expect.objectContaining({ kind: 'midpoint', ids: ['a'] }));
    await user.pointer({ target: surface(), coords: { clientX: 30, clientY: 80 } });
    expect(surface()).toHaveAttribute('data-x', '30');
    expect(surface()).toHaveAttribute('data-snap', '');
    fireEvent.pointerLeave(surface());
    expect(surface()).not.toHaveAttribute('data-x');
  });

  it('a press that moves more than 4 px is not a click', async () => {
    const user = userEvent.setup();
    const onPlace = vi.fn();
    render(<Draw snap={undefined} onPlace={onPlace} />);
    await user.pointer([
      { keys: '[MouseLeft>]', target: surface(), coords: { clientX: 10, clientY: 10 } },
      { target: surface(), coords: { clientX: 20, clientY: 10 } },
      { keys: '[/MouseLeft]', target: surface() },
    ]);
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('Tab over the surface cycles the candidates, and the click places the one chosen', async () => {
    const user = userEvent.setup();
    const onPlace = vi.fn();
    render(<Draw snap={objectSnap(world(), { kinds: ['endpoint', 'quadrant'] })} onPlace={onPlace} />);
    await user.pointer({ target: surface(), coords: { clientX: 104, clientY: 2 } });
    expect(surface()).toHaveAttribute('data-x', '100');
    await user.keyboard('{Tab}');
    expect(surface()).toHaveAttribute('data-x', '110');
    // focused as well as under the pointer: one Tab is still one step
    surface().focus();
    await user.keyboard('{Tab}');
    expect(surface()).toHaveAttribute('data-x', '100');
    await user.keyboard('{Tab}');
    await user.pointer({ keys: '[MouseLeft]', target: surface(), coords: { clientX: 104, clientY: 2 } });
    expect(onPlace).toHaveBeenLastCalledWith({ x: 110, y: 0 }, expect.objectContaining({ kind: 'quadrant', ids: ['c'] }));
  });

  it('keyboard: arrows move the cursor (snapping ahead), Enter places it', async () => {
    const user = userEvent.setup();
    const onPlace = vi.fn();
    render(<Draw snap={objectSnap(world(), { kinds: ['endpoint'] })} onPlace={onPlace} start={{ x: 92, y: 0 }} step={1} />);
    surface().focus();
    await user.keyboard('{ArrowRight}');
    expect(surface()).toHaveAttribute('data-x', '100');
    expect(surface()).toHaveAccessibleName('Drawing surface, cursor at (100, 0)');
    await user.keyboard('{Enter}');
    expect(onPlace).toHaveBeenCalledWith({ x: 100, y: 0 }, expect.objectContaining({ kind: 'endpoint' }));
    await user.keyboard('{ArrowRight}');
    expect(surface()).toHaveAttribute('data-x', '101');
    await user.keyboard(' ');
    expect(onPlace).toHaveBeenLastCalledWith({ x: 101, y: 0 }, null);
  });

  it('refuses a snap setting objectSnap did not make', () => {
    expect(() => render(<Draw snap={{} as never} />)).toThrow(/snap must be made by objectSnap/);
  });
});

describe('object snap: the cases a review found', () => {
  it('Tab still cycles when every change updates the dragged point in the world (filtered out)', async () => {
    const user = userEvent.setup();
    function Editor() {
      const [w] = useState(() => {
        const x = world();
        x.insert('me', 'point', { x: 60, y: 40 });
        return x;
      });
      const [p, setP] = useState<Vec2>({ x: 60, y: 40 });
      const onChange = (n: Vec2) => {
        w.update('me', n);
        setP(n);
      };
      return <Point value={p} onChange={onChange} snap={objectSnap(w, { kinds: ['endpoint', 'quadrant'], filter: (id) => id !== 'me' })} />;
    }
    render(<Editor />);
    const el = handle();
    await press(user, el, 60, 40);
    await user.pointer({ target: el, coords: { clientX: 104, clientY: 2 } });
    expect(el).toHaveAttribute('cx', '100');
    await user.keyboard('{Tab}');
    expect(el).toHaveAttribute('cx', '110');
    expect(el).toHaveAttribute('data-of', '1/2');
  });

  it('a setting changed under a still pointer is honoured (the chosen target kept when still there)', async () => {
    const user = userEvent.setup();
    const w = world();
    function Draw({ kinds }: { kinds: ('endpoint' | 'quadrant')[] }) {
      const cursor = useSnapCursor(objectSnap(w, { kinds }));
      return (
        <svg>
          <rect width={300} height={200} {...cursor.surfaceProps} data-x={cursor.point?.x} />
        </svg>
      );
    }
    const { rerender } = render(<Draw kinds={['endpoint', 'quadrant']} />);
    const surface = screen.getByRole('application');
    await user.pointer({ target: surface, coords: { clientX: 104, clientY: 2 } });
    expect(surface).toHaveAttribute('data-x', '100');
    rerender(<Draw kinds={['quadrant']} />);
    fireEvent.pointerMove(surface, { clientX: 104, clientY: 2 });
    expect(surface).toHaveAttribute('data-x', '110');
  });

  it('handle props keep their identity across renders, with a grid or an objectSnap', () => {
    const w = world();
    for (const snap of [5, objectSnap(w)] as const) {
      const { result, rerender } = renderHook((props: DraggablePointOptions) => useDraggablePoint(props), {
        initialProps: { defaultValue: { x: 0, y: 0 }, snap },
      });
      const first = result.current.handleProps;
      rerender({ defaultValue: { x: 0, y: 0 }, snap: typeof snap === 'number' ? snap : objectSnap(w) });
      expect(result.current.handleProps).toBe(first);
    }
  });

  it('an arrow key during a pointer drag leaves the snap and Tab alone', async () => {
    const user = userEvent.setup();
    render(<Point defaultValue={{ x: 60, y: 40 }} snap={objectSnap(world(), { kinds: ['endpoint', 'quadrant'] })} />);
    const el = handle();
    await press(user, el, 60, 40);
    await user.pointer({ target: el, coords: { clientX: 104, clientY: 2 } });
    el.focus();
    await user.keyboard('{ArrowLeft}');
    expect(el).toHaveAttribute('cx', '100');
    expect(el).toHaveAttribute('data-of', '0/2');
    await user.keyboard('{Tab}');
    expect(el).toHaveAttribute('cx', '110');
  });

  it('one Tab is one step for a handle dragged inside a drawing surface (the drag takes it)', async () => {
    const user = userEvent.setup();
    const w = world();
    function Both() {
      const cursor = useSnapCursor(objectSnap(w, { kinds: ['endpoint', 'quadrant'] }));
      const { point, handleProps, snap } = useDraggablePoint({ defaultValue: { x: 60, y: 40 }, snap: objectSnap(w, { kinds: ['endpoint', 'quadrant'] }) });
      return (
        <svg>
          <g {...cursor.surfaceProps} data-of={`${cursor.snap.index}/${cursor.snap.candidates}`}>
            <rect width={300} height={200} />
            <circle cx={point.x} cy={point.y} r={5} data-of={`${snap.index}/${snap.candidates}`} {...handleProps} />
          </g>
        </svg>
      );
    }
    render(<Both />);
    const el = handle();
    const surface = screen.getByRole('application');
    await user.pointer({ target: surface, coords: { clientX: 104, clientY: 2 } }); // the cursor has candidates too
    await press(user, el, 60, 40);
    await user.pointer({ target: el, coords: { clientX: 104, clientY: 2 } });
    await user.keyboard('{Tab}');
    expect(el).toHaveAttribute('cx', '110');
    expect(surface).not.toHaveAttribute('data-of', '1/2');
  });

  it('after the pointer leaves, Enter places nothing and Tab is left alone', async () => {
    const user = userEvent.setup();
    const onPlace = vi.fn();
    function Draw() {
      const cursor = useSnapCursor(objectSnap(world(), { kinds: ['endpoint', 'quadrant'] }), { onPlace });
      return (
        <svg>
          <rect width={300} height={200} {...cursor.surfaceProps} />
        </svg>
      );
    }
    render(<Draw />);
    const surface = screen.getByRole('application');
    await user.pointer({ target: surface, coords: { clientX: 104, clientY: 2 } });
    fireEvent.pointerLeave(surface);
    surface.focus();
    await user.keyboard('{Enter}');
    expect(onPlace).not.toHaveBeenCalled();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    act(() => {
      surface.dispatchEvent(tab);
    });
    expect(tab.defaultPrevented).toBe(false);
  });

  it('Tab is not taken from another control that has focus while the pointer rests on the surface', async () => {
    const user = userEvent.setup();
    function Page() {
      const cursor = useSnapCursor(objectSnap(world(), { kinds: ['endpoint', 'quadrant'] }));
      return (
        <>
          <input aria-label="name" />
          <svg>
            <rect width={300} height={200} {...cursor.surfaceProps} data-x={cursor.point?.x} />
          </svg>
        </>
      );
    }
    render(<Page />);
    const surface = screen.getByRole('application');
    await user.pointer({ target: surface, coords: { clientX: 104, clientY: 2 } });
    screen.getByRole('textbox').focus();
    await user.keyboard('{Tab}');
    expect(surface).toHaveAttribute('data-x', '100'); // not cycled
    expect(document.activeElement).not.toBe(screen.getByRole('textbox')); // focus moved on
  });

  it("with the 'grid' kind off, a drag is not rounded to the grid", async () => {
    const user = userEvent.setup();
    render(<Point defaultValue={{ x: 60, y: 40 }} snap={objectSnap(world(), { grid: 25, kinds: ['endpoint'] })} />);
    const el = handle();
    await press(user, el, 60, 40);
    await user.pointer({ target: el, coords: { clientX: 141, clientY: 62 } });
    expect(el).toHaveAttribute('cx', '141');
    expect(el).toHaveAttribute('cy', '62');
  });

  it("the handle's accessible name says the target it sits on", async () => {
    const user = userEvent.setup();
    render(<Point defaultValue={{ x: 92, y: 0 }} snap={objectSnap(world(), { kinds: ['endpoint'] })} />);
    handle().focus();
    await user.keyboard('{ArrowRight}');
    expect(handle()).toHaveAccessibleName('Point at (100, 0), snapped to endpoint');
    await user.keyboard('{ArrowRight}');
    expect(handle()).toHaveAccessibleName('Point at (101, 0)');
  });
});
