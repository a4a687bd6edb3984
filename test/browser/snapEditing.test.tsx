import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import {
  constraints,
  createWorld,
  DraggableShape,
  Handle,
  objectSnap,
  PolygonEditor,
  Scene,
  SnapCursorLayer,
  type Rect,
  type Segment,
  type SnapState,
  type Vec2,
} from '../../src';
import { MODIFIERS, mouse, press, settle, type Pt, clientOf } from './input';

/**
 * Snapping while editing, minimum size and keys along a constraint, with real
 * input through the DevTools protocol: a 100 × 100-unit Scene on a 400 px
 * figure (4 CSS px a unit). The world holds a box whose corners are (20, 10),
 * (50, 10), (50, 30) and (20, 30).
 */

const VIEW = { x: 0, y: 0, width: 100, height: 100 };
const world = () => createWorld({ items: [{ id: 'box', kind: 'rect', shape: { x: 20, y: 10, width: 30, height: 20 } }] });
const kinds = ['endpoint'] as const;

/** The client point of scene point `p`. */
const client = (p: Vec2): Promise<Pt> => clientOf(VIEW, p, 'svg.hitkit-scene');

/** A real drag from scene point `from` to `to` (the pointer held, then released). */
async function dragScene(from: Vec2, to: Vec2, beforeRelease?: () => Promise<void> | void) {
  const a = await client(from);
  const b = await client(to);
  await mouse.down(a);
  await mouse.drag(a, b, 6);
  await settle();
  await beforeRelease?.();
  await mouse.up(b);
  await settle();
}

const kindsOf = (reports: SnapState[]) => reports.map((s) => (s.target ? `${s.target.kind} (${s.target.point.x}, ${s.target.point.y})` : null));
const frame = (children: React.ReactNode) => (
  <div style={{ width: 400 }}>
    <Scene viewBox={VIEW} title="Edit">
      {children}
    </Scene>
  </div>
);

describe('snapping while editing shapes (real input in Chromium)', () => {
  it('DraggableShape: an endpoint dragged near a corner lands on it, shows a SnapMarker while held and reports it; release reports null', async () => {
    const reports: SnapState[] = [];
    const changes: Segment[] = [];
    const snap = objectSnap(world(), { kinds: [...kinds] });
    await render(
      frame(
        <DraggableShape<Segment>
          defaultValue={{ start: { x: 70, y: 70 }, end: { x: 80, y: 80 } }}
          snap={snap}
          onChange={(s) => changes.push(s)}
          onSnapChange={(s) => reports.push(s)}
        />,
      ),
    );
    await settle();
    let marker: string | null = null;
    await dragScene({ x: 80, y: 80 }, { x: 50.6, y: 30.5 }, () => {
      marker = document.querySelector('.hitkit-snap-marker')?.getAttribute('data-kind') ?? null;
    });
    expect(marker).toBe('endpoint');
    expect(changes.at(-1)).toEqual({ start: { x: 70, y: 70 }, end: { x: 50, y: 30 } });
    expect(kindsOf(reports)).toEqual(['endpoint (50, 30)', null]);
    expect(document.querySelector('.hitkit-snap-marker')).toBeNull();
  });

  it('PolygonEditor: a vertex dragged near a corner of another shape lands on it; bounds keep a vertex and the whole shape inside', async () => {
    const reports: SnapState[] = [];
    const changes: Vec2[][] = [];
    const bounds: Rect = { x: 0, y: 0, width: 100, height: 100 };
    await render(
      frame(
        <PolygonEditor
          defaultPolygon={{
            points: [
              { x: 60, y: 60 },
              { x: 90, y: 60 },
              { x: 75, y: 90 },
            ],
          }}
          snap={objectSnap(world(), { kinds: [...kinds] })}
          bounds={bounds}
          onPolygonChange={(p) => changes.push(p.points.slice())}
          onSnapChange={(s) => reports.push(s)}
        />,
      ),
    );
    await settle();
    await dragScene({ x: 60, y: 60 }, { x: 20.7, y: 29.4 });
    expect(changes.at(-1)![0]).toEqual({ x: 20, y: 30 });
    expect(kindsOf(reports)).toEqual(['endpoint (20, 30)', null]);
    // a vertex pulled far past the figure's bottom-right stays in the bounds
    await dragScene({ x: 75, y: 90 }, { x: 99.5, y: 99.5 });
    await dragScene({ x: 99.5, y: 99.5 }, { x: 140, y: 160 });
    expect(changes.at(-1)![2]).toEqual({ x: 100, y: 100 });
  });

  it('SnapCursorLayer: onSnapChange reports the target under the real pointer once per change', async () => {
    const reports: SnapState[] = [];
    await render(frame(<SnapCursorLayer snap={objectSnap(world(), { kinds: [...kinds] })} onSnapChange={(s) => reports.push(s)} />));
    await settle();
    await mouse.moveTo(await client({ x: 80, y: 80 }));
    await mouse.moveTo(await client({ x: 50.5, y: 10.5 }));
    await mouse.moveTo(await client({ x: 50.8, y: 10.2 }));
    await settle();
    await mouse.moveTo(await client({ x: 80, y: 80 }));
    await settle();
    expect(kindsOf(reports)).toEqual(['endpoint (50, 10)', null]);
  });

  it('a point on a circle: real Shift+ArrowDown presses walk equal arcs through the bottom and beyond; ArrowUp retraces', async () => {
    const seen: Vec2[] = [];
    const center = { x: 50, y: 50 };
    await render(
      frame(<Handle label="On" defaultValue={{ x: 80, y: 50 }} constrain={constraints.onCircle({ center, radius: 30 })} onChange={(p) => seen.push(p)} />),
    );
    await settle();
    (document.querySelector('[aria-roledescription="draggable point"]') as SVGGElement).focus();
    await press('ArrowDown', 10, MODIFIERS.shift);
    await settle();
    expect(seen).toHaveLength(10);
    const angles = [0, ...seen.map((p) => Math.atan2(p.y - center.y, p.x - center.x))].map((a) => (a < -1 ? a + 2 * Math.PI : a));
    for (let k = 1; k < angles.length; k++) expect(Math.abs((angles[k]! - angles[k - 1]!) * 30 - 10)).toBeLessThan(1e-9);
    expect(angles.at(-1)!).toBeGreaterThan(Math.PI / 2); // past the bottom
    await press('ArrowUp', 10, MODIFIERS.shift);
    await settle();
    expect(Math.abs(seen.at(-1)!.x - 80)).toBeLessThan(1e-9);
    expect(Math.abs(seen.at(-1)!.y - 50)).toBeLessThan(1e-9);
  });

  it('DraggableShape: a rect corner dragged past the opposite corner stops at the minimum size, without flipping', async () => {
    const changes: Rect[] = [];
    await render(frame(<DraggableShape<Rect> defaultValue={{ x: 40, y: 40, width: 30, height: 20 }} minSize={4} onChange={(r) => changes.push(r)} />));
    await settle();
    await dragScene({ x: 70, y: 60 }, { x: 10, y: 15 });
    expect(changes.at(-1)).toEqual({ x: 40, y: 40, width: 4, height: 4 });
  });
});
