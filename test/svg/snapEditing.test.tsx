import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createWorld, DraggableShape, objectSnap, PolygonEditor, Scene, SnapCursorLayer, type Polygon, type Segment, type SnapState } from '../../src';

/**
 * Snapping while editing shapes (jsdom; the Scene maps client to scene 1:1
 * here): `<DraggableShape>` and `<PolygonEditor>` draw a `<SnapMarker>` and
 * call `onSnapChange` (the same type and timing as `<Handle>`); the
 * PolygonEditor takes `snap` and `bounds`; `<SnapCursorLayer>` calls
 * `onSnapChange`. Real pointer input is in test/browser/snapEditing.test.tsx.
 */

const VIEW = { x: 0, y: 0, width: 100, height: 100 };
/** A world with a box whose top-left corner is (20, 10). */
const world = () => createWorld({ items: [{ id: 'box', kind: 'rect', shape: { x: 20, y: 10, width: 30, height: 20 } }] });
const targets = (spy: ReturnType<typeof vi.fn>) =>
  spy.mock.calls.map(([s]) => ((s as SnapState).target ? `${(s as SnapState).target!.kind} ${JSON.stringify((s as SnapState).target!.point)}` : null));

describe('DraggableShape: snap marker and onSnapChange', () => {
  it('an arrow key on an endpoint snaps to the corner ahead, draws the marker and reports it once; leaving focus reports null', async () => {
    const user = userEvent.setup();
    const onSnapChange = vi.fn();
    const onChange = vi.fn();
    const { container } = render(
      <Scene viewBox={VIEW} title="Edit">
        <DraggableShape<Segment>
          defaultValue={{ start: { x: 0, y: 50 }, end: { x: 12, y: 10 } }}
          snap={objectSnap(world(), { kinds: ['endpoint'] })}
          onChange={onChange}
          onSnapChange={onSnapChange}
        />
      </Scene>,
    );
    expect(onSnapChange).not.toHaveBeenCalled(); // nothing on mount
    const end = screen.getByRole('button', { name: /^Segment end/ });
    end.focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({ start: { x: 0, y: 50 }, end: { x: 20, y: 10 } });
    expect(container.querySelector('.hitkit-snap-marker')).toHaveAttribute('data-kind', 'endpoint');
    expect(targets(onSnapChange)).toEqual(['endpoint {"x":20,"y":10}']);
    act(() => end.blur());
    expect(targets(onSnapChange)).toEqual(['endpoint {"x":20,"y":10}', null]);
    expect(container.querySelector('.hitkit-snap-marker')).toBeNull();
  });

  it('snapMarker={false} draws no marker but still reports', async () => {
    const user = userEvent.setup();
    const onSnapChange = vi.fn();
    const { container } = render(
      <Scene viewBox={VIEW} title="Edit">
        <DraggableShape<Segment>
          defaultValue={{ start: { x: 0, y: 50 }, end: { x: 12, y: 10 } }}
          snap={objectSnap(world(), { kinds: ['endpoint'] })}
          snapMarker={false}
          onSnapChange={onSnapChange}
        />
      </Scene>,
    );
    screen.getByRole('button', { name: /^Segment end/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(container.querySelector('.hitkit-snap-marker')).toBeNull();
    expect(onSnapChange).toHaveBeenCalledTimes(1);
  });
});

describe('PolygonEditor: snap, bounds, marker and onSnapChange', () => {
  const triangle: Polygon = {
    points: [
      { x: 60, y: 60 },
      { x: 90, y: 60 },
      { x: 75, y: 90 },
    ],
  };

  it('a vertex moved by a key snaps to the corner ahead, with the marker and one report', async () => {
    const user = userEvent.setup();
    const onSnapChange = vi.fn();
    const onPolygonChange = vi.fn();
    const { container } = render(
      <Scene viewBox={VIEW} title="Edit">
        <PolygonEditor
          defaultPolygon={{
            points: [
              { x: 20, y: 40 },
              { x: 40, y: 60 },
              { x: 10, y: 70 },
            ],
          }}
          snap={objectSnap(world(), { kinds: ['endpoint'] })}
          onPolygonChange={onPolygonChange}
          onSnapChange={onSnapChange}
        />
      </Scene>,
    );
    screen.getByRole('button', { name: /^Polygon vertex 1 at/ }).focus();
    await user.keyboard('{ArrowUp}');
    // the box's bottom-left corner (20, 30) is straight ahead
    expect(onPolygonChange).toHaveBeenLastCalledWith({
      points: [
        { x: 20, y: 30 },
        { x: 40, y: 60 },
        { x: 10, y: 70 },
      ],
    });
    expect(container.querySelector('.hitkit-snap-marker')).toHaveAttribute('data-kind', 'endpoint');
    expect(targets(onSnapChange)).toEqual(['endpoint {"x":20,"y":30}']);
  });

  it('a grid snap rounds a vertex; bounds clamp a vertex and stop a move of the whole shape at the edge', async () => {
    const user = userEvent.setup();
    const onPolygonChange = vi.fn();
    const bounds = { x: 0, y: 0, width: 100, height: 100 };
    render(
      <Scene viewBox={VIEW} title="Edit">
        <PolygonEditor defaultPolygon={triangle} bounds={bounds} snap={4} onPolygonChange={onPolygonChange} />
      </Scene>,
    );
    const vertex = screen.getByRole('button', { name: /^Polygon vertex 3 at/ });
    vertex.focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}'); // 75 → 76 (the grid line after), then + 9 × 4 = 112, clamped to 100
    expect(onPolygonChange).toHaveBeenLastCalledWith({ points: [triangle.points[0], triangle.points[1], { x: 76, y: 100 }] });
    const move = screen.getByRole('button', { name: /^Move polygon at/ });
    move.focus();
    for (let k = 0; k < 4; k++) await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    const last = onPolygonChange.mock.calls.at(-1)![0] as Polygon;
    expect(Math.max(...last.points.map((p) => p.x))).toBe(100); // the box stopped at the right edge
    expect(last.points[0]!.x - last.points[1]!.x).toBe(-30); // moved whole
  });

  it('names bad snap and bounds props', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Scene viewBox={VIEW} title="Edit">
          <PolygonEditor defaultPolygon={triangle} bounds={{ x: 0, y: 0, width: -1, height: 1 }} />
        </Scene>,
      ),
    ).toThrow(new RangeError('bounds.width must be a finite number >= 0, got -1'));
    expect(() =>
      render(
        <Scene viewBox={VIEW} title="Edit">
          <PolygonEditor defaultPolygon={triangle} snap={-2} />
        </Scene>,
      ),
    ).toThrow(new RangeError('snap must be a finite number > 0, got -2'));
    vi.restoreAllMocks();
  });
});

describe('SnapCursorLayer: onSnapChange', () => {
  it('reports the target under the pointer once per change, and null when the pointer leaves', () => {
    const onSnapChange = vi.fn();
    const { container } = render(
      <Scene viewBox={VIEW} title="Draw">
        <SnapCursorLayer snap={objectSnap(world(), { kinds: ['endpoint'] })} onSnapChange={onSnapChange} />
      </Scene>,
    );
    const surface = container.querySelector('.hitkit-snap-cursor-layer')!;
    fireEvent.pointerMove(surface, { clientX: 21, clientY: 11 });
    fireEvent.pointerMove(surface, { clientX: 21.5, clientY: 11 });
    expect(targets(onSnapChange)).toEqual(['endpoint {"x":20,"y":10}']);
    fireEvent.pointerLeave(surface);
    expect(targets(onSnapChange)).toEqual(['endpoint {"x":20,"y":10}', null]);
  });
});
