import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createWorld, rotatedRect, rotatedRectCorners, type RotatedRect, type Vec2 } from '../../src/geometry';
import { objectSnap, useDraggableShape, type DraggableShapeOptions, type ObjectSnap } from '../../src/hooks';
import { resizeRotatedRect, type Corner } from '../../src/hooks/drag/shapeEdit';

// jsdom has no CTM: client pixels are scene units.
const DEG37 = (37 * Math.PI) / 180;
const start = rotatedRect({ x: 50, y: 50 }, 40, 20, DEG37);
const CORNERS: readonly Corner[] = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'];
const near = (p: Vec2, q: Vec2, tol: number) => Math.hypot(p.x - q.x, p.y - q.y) <= tol;

function Editable(props: DraggableShapeOptions<RotatedRect> & { readonly snap?: ObjectSnap | number }) {
  const { shape, bodyProps, handles, snap } = useDraggableShape<RotatedRect>(props);
  const r = shape as RotatedRect;
  return (
    <svg data-snap={snap.target ? `${snap.target.kind} (${snap.target.point.x}, ${snap.target.point.y})` : ''}>
      <g {...bodyProps} data-cx={r.center.x} data-cy={r.center.y} data-w={r.width} data-h={r.height} data-rot={r.rotation} />
      {handles.map((h) => (
        <circle key={h.part} data-part={h.part} cx={h.point.x} cy={h.point.y} r={3} {...h.props} />
      ))}
    </svg>
  );
}

async function drag(user: ReturnType<typeof userEvent.setup>, el: Element, from: Vec2, to: Vec2) {
  await user.pointer([
    { keys: '[MouseLeft>]', target: el, coords: { clientX: from.x, clientY: from.y } },
    { target: el, coords: { clientX: (from.x + to.x) / 2, clientY: (from.y + to.y) / 2 } },
    { target: el, coords: { clientX: to.x, clientY: to.y } },
    { keys: '[/MouseLeft]', target: el },
  ]);
}

describe('resizeRotatedRect (the corner handle’s edit)', () => {
  it('moves the corner to the point with the opposite corner fixed (within 1e-9), the rotation kept', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CORNERS),
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        (corner, dx, dy, rotation) => {
          const r = rotatedRect({ x: 50, y: 50 }, 40, 20, rotation);
          const k = CORNERS.indexOf(corner);
          const before = rotatedRectCorners(r);
          const to = { x: before[k]!.x + dx, y: before[k]!.y + dy };
          const next = resizeRotatedRect(r, corner, to, 2);
          const after = rotatedRectCorners(next);
          expect(next.rotation).toBe(rotation);
          expect(near(after[(k + 2) % 4]!, before[(k + 2) % 4]!, 1e-9)).toBe(true);
          expect(next.width).toBeGreaterThanOrEqual(2 - 1e-12);
          expect(next.height).toBeGreaterThanOrEqual(2 - 1e-12);
          // unless the minimum stopped it, the corner is where it was dragged
          if (next.width > 2 + 1e-9 && next.height > 2 + 1e-9) expect(near(after[k]!, to, 1e-9)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a corner dragged past the opposite one stops minSize short (never flips); an already smaller rect is not widened', () => {
    const r = rotatedRect({ x: 0, y: 0 }, 20, 10, 0);
    expect(resizeRotatedRect(r, 'topLeft', { x: 50, y: 50 }, 3)).toEqual({ center: { x: 8.5, y: 3.5 }, width: 3, height: 3, rotation: 0 });
    const thin = rotatedRect({ x: 0, y: 0 }, 20, 1, 0);
    expect(resizeRotatedRect(thin, 'bottomRight', { x: 10, y: -5 }, 3).height).toBe(1);
  });
});

describe('useDraggableShape: rotated rect', () => {
  it('drags the body (the centre moves), then a corner with the opposite corner fixed, the rotation unchanged', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Editable defaultValue={start} onChange={onChange} />);
    const body = screen.getByRole('button', { name: /^Rotated rect at \(50, 50\), 40 × 20, turned 37°/ });
    expect(body).toHaveAttribute('aria-roledescription', 'draggable rotatedRect');
    await drag(user, body, { x: 50, y: 50 }, { x: 60, y: 45 });
    expect(onChange).toHaveBeenLastCalledWith({ center: { x: 60, y: 45 }, width: 40, height: 20, rotation: DEG37 });
    const moved = onChange.mock.lastCall![0] as RotatedRect;
    const [tl, , br] = rotatedRectCorners(moved);
    const handle = screen.getByRole('button', { name: /^Rotated rect bottom-right corner at/ });
    const to = { x: br!.x + 7, y: br!.y + 3 };
    await drag(user, handle, br!, to);
    const resized = onChange.mock.lastCall![0] as RotatedRect;
    expect(resized.rotation).toBe(DEG37);
    const after = rotatedRectCorners(resized);
    expect(near(after[0]!, tl!, 1e-9)).toBe(true);
    expect(near(after[2]!, to, 1e-9)).toBe(true);
  });

  it('arrow keys move the body by the step and a corner by the step in scene axes; minSize stops a shrinking corner', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Editable defaultValue={rotatedRect({ x: 10, y: 10 }, 4, 4, 0)} onChange={onChange} minSize={2} />);
    screen.getByRole('button', { name: /^Rotated rect at/ }).focus();
    await user.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith({ center: { x: 11, y: 20 }, width: 4, height: 4, rotation: 0 });
    screen.getByRole('button', { name: /bottom-right corner at \(13, 22\)/ }).focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    // 4 wide, min 2: two steps left, the third stops at the minimum (the top-left corner stays at (9, 18))
    expect(onChange).toHaveBeenLastCalledWith({ center: { x: 10, y: 20 }, width: 2, height: 4, rotation: 0 });
  });

  it('with a grid, the body snaps its centre and a corner snaps its point', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Editable defaultValue={rotatedRect({ x: 11, y: 9 }, 8, 6, 0.4)} onChange={onChange} snap={5} />);
    await drag(user, screen.getByRole('button', { name: /^Rotated rect at/ }), { x: 11, y: 9 }, { x: 21.5, y: 18.7 });
    const moved = onChange.mock.lastCall![0] as RotatedRect;
    expect(moved.center).toEqual({ x: 20, y: 20 });
    const corner = rotatedRectCorners(moved)[1]!;
    await drag(user, screen.getByRole('button', { name: /top-right corner/ }), corner, { x: 31.2, y: 12.1 });
    const after = rotatedRectCorners(onChange.mock.lastCall![0] as RotatedRect);
    expect(near(after[1]!, { x: 30, y: 10 }, 1e-9)).toBe(true);
    expect(near(after[3]!, rotatedRectCorners(moved)[3]!, 1e-9)).toBe(true);
  });

  it('with an objectSnap, a corner dragged near a world endpoint lands on it and reports the target', async () => {
    const user = userEvent.setup();
    const world = createWorld({ items: [{ id: 'wall', kind: 'segment', shape: { start: { x: 80, y: 80 }, end: { x: 120, y: 80 } } }] });
    const onChange = vi.fn();
    const { container } = render(<Editable defaultValue={start} onChange={onChange} snap={objectSnap(world, { kinds: ['endpoint'] })} />);
    const handle = screen.getByRole('button', { name: /bottom-right corner/ });
    const br = rotatedRectCorners(start)[2]!;
    await user.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: br.x, clientY: br.y } },
      { target: handle, coords: { clientX: 78, clientY: 83 } },
    ]);
    expect(container.querySelector('svg')).toHaveAttribute('data-snap', 'endpoint (80, 80)');
    const shown = rotatedRectCorners(onChange.mock.lastCall![0] as RotatedRect);
    expect(near(shown[2]!, { x: 80, y: 80 }, 1e-9)).toBe(true);
    expect(near(shown[0]!, rotatedRectCorners(start)[0]!, 1e-9)).toBe(true);
    await user.pointer({ keys: '[/MouseLeft]', target: handle });
  });
});
