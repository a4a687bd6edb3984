import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import {
  circleLineContact,
  circlePolygonContact,
  ContactOverlay,
  DistanceSegment,
  DraggableShape,
  formatNumber,
  HitHighlight,
  IntersectionMarkers,
  Label,
  lineThrough,
  LineShape,
  PolygonEditor,
  Scene,
  SceneStatus,
  theme,
  useCircleCircleDistance,
  useCircleLineContact,
  useSegmentCircleIntersection,
  useSegmentIntersection,
  useSegmentPolygonIntersection,
  useSegmentPolylineIntersection,
  useSegmentRectIntersection,
  useShapeDistance,
  type Circle,
  type EditableShape,
  type Line,
  type Polygon,
  type Polyline,
  type Rect,
  type Segment,
} from '../src';

/*
 * A small editor built from hitkit's public pieces only — copy it as a start.
 * Every shape is a controlled <DraggableShape>; each relation the user switches
 * on is a tiny component that calls one hook and draws one overlay; the ball is
 * pushed out of the walls and the room in its onChange, with the geometry
 * functions. The room (a polygon) and the path (a polyline) are
 * <PolygonEditor>s: drag a vertex, double-click an edge to add one, Delete a
 * focused vertex.
 */

type Kind = 'segment' | 'circle' | 'rect';
interface Item {
  readonly id: string;
  readonly shape: EditableShape;
}

const kindOf = (shape: EditableShape): Kind => ('start' in shape ? 'segment' : 'center' in shape ? 'circle' : 'rect');

const START: readonly Item[] = [
  { id: 'Segment 1', shape: { start: { x: 20, y: 15 }, end: { x: 90, y: 55 } } },
  { id: 'Segment 2', shape: { start: { x: 30, y: 75 }, end: { x: 95, y: 35 } } },
  { id: 'Circle 1', shape: { center: { x: 120, y: 35 }, radius: 14 } },
  { id: 'Circle 2', shape: { center: { x: 140, y: 50 }, radius: 10 } },
  { id: 'Rect 1', shape: { x: 100, y: 65, width: 40, height: 20 } },
  { id: 'Rect 2', shape: { x: 10, y: 80, width: 30, height: 15 } },
];

/** The walls the ball bounces off: a one-sided floor (solid from above) and a two-sided wall. */
const FLOOR: Line = lineThrough({ x: 200, y: 110 }, { x: 0, y: 110 }); // front (up) side is free
const WALL: Line = lineThrough({ x: 185, y: 0 }, { x: 185, y: 120 });

/** An L-shaped room (concave): the ball is pushed out of it too. */
const ROOM: Polygon = {
  points: [
    { x: 150, y: 14 },
    { x: 176, y: 14 },
    { x: 176, y: 40 },
    { x: 164, y: 40 },
    { x: 164, y: 26 },
    { x: 150, y: 26 },
  ],
};
/** An open path: segments crossing it are marked, with the path's segment. */
const PATH: Polyline = {
  points: [
    { x: 48, y: 102 },
    { x: 60, y: 84 },
    { x: 74, y: 105 },
    { x: 88, y: 83 },
  ],
};

/** Article 002's push-out against each wall and the room in turn, a few rounds so a corner settles. */
function pushOut(ball: Circle, room: Polygon): Circle {
  let center = ball.center;
  for (let round = 0; round < 4; round++) {
    const floor = circleLineContact({ center, radius: ball.radius }, FLOOR, { sides: 'front' });
    center = floor.resolvedCenter;
    const wall = circleLineContact({ center, radius: ball.radius }, WALL, { sides: 'both' });
    center = wall.resolvedCenter;
    const inRoom = circlePolygonContact({ center, radius: ball.radius }, room);
    center = inRoom.resolvedCenter;
    if (!floor.penetrating && !wall.penetrating && !inRoom.penetrating) break;
  }
  return { center, radius: ball.radius };
}

function DistanceOverlay({ a, b }: { a: EditableShape; b: EditableShape }) {
  const { distance, hit, pointA, pointB } = useShapeDistance(a, b);
  return (
    <>
      <HitHighlight shape={a} hit={hit} />
      <HitHighlight shape={b} hit={hit} />
      {hit ? null : <DistanceSegment from={pointA} to={pointB} label={formatNumber(distance, 1)} />}
    </>
  );
}

function SegmentSegmentMarkers({ a, b }: { a: Segment; b: Segment }) {
  const r = useSegmentIntersection(a, b);
  if (r.kind === 'point') return <IntersectionMarkers points={[r]} />;
  if (r.kind === 'overlap')
    return (
      <IntersectionMarkers
        label="Overlap end"
        points={[
          { point: r.start, t: r.tStart, u: r.uStart },
          { point: r.end, t: r.tEnd, u: r.uEnd },
        ]}
      />
    );
  return null;
}

function SegmentCircleMarkers({ a, b }: { a: Segment; b: Circle }) {
  return <IntersectionMarkers points={useSegmentCircleIntersection(a, b)} />;
}

function SegmentRectMarkers({ a, b }: { a: Segment; b: Rect }) {
  const clip = useSegmentRectIntersection(a, b);
  return clip.kind === 'clip' ? (
    <IntersectionMarkers label="Entry or exit" points={clip.entry.t === clip.exit.t ? [clip.entry] : [clip.entry, clip.exit]} />
  ) : null;
}

function SegmentPolygonMarkers({ a, b }: { a: Segment; b: Polygon }) {
  const crossings = useSegmentPolygonIntersection(a, b);
  return <IntersectionMarkers label="Room crossing" points={crossings.map((c) => ({ point: c.point, t: c.t, u: c.u, detail: `on edge ${c.edgeIndex}` }))} />;
}

function SegmentPolylineMarkers({ a, b }: { a: Segment; b: Polyline }) {
  const crossings = useSegmentPolylineIntersection(a, b);
  return (
    <IntersectionMarkers label="Path crossing" points={crossings.map((c) => ({ point: c.point, t: c.t, u: c.u, detail: `on segment ${c.segmentIndex}` }))} />
  );
}

function CircleCircleMarkers({ a, b }: { a: Circle; b: Circle }) {
  const { intersection } = useCircleCircleDistance(a, b);
  return intersection.kind === 'points' ? <IntersectionMarkers points={intersection.points.map((point) => ({ point }))} /> : null;
}

/** Where two shapes' outlines meet, for the pairs hitkit intersects. */
function IntersectionOverlay({ a, b }: { a: EditableShape; b: EditableShape }) {
  const pair = `${kindOf(a)}-${kindOf(b)}`;
  if (pair === 'segment-segment') return <SegmentSegmentMarkers a={a as Segment} b={b as Segment} />;
  if (pair === 'segment-circle') return <SegmentCircleMarkers a={a as Segment} b={b as Circle} />;
  if (pair === 'circle-segment') return <SegmentCircleMarkers a={b as Segment} b={a as Circle} />;
  if (pair === 'segment-rect') return <SegmentRectMarkers a={a as Segment} b={b as Rect} />;
  if (pair === 'rect-segment') return <SegmentRectMarkers a={b as Segment} b={a as Rect} />;
  if (pair === 'circle-circle') return <CircleCircleMarkers a={a as Circle} b={b as Circle} />;
  return null; // circle–rect and rect–rect outlines: not intersected by the geometry core
}

function WallContact({ ball, wall, sides }: { ball: Circle; wall: Line; sides: 'front' | 'both' }) {
  const contact = useCircleLineContact(ball, wall, { sides });
  return <ContactOverlay circle={ball} contact={contact} />;
}

interface Args {
  /** Shortest-distance segments and hit highlights from the shape last focused, hovered or dragged to each other shape. */
  distances: boolean;
  /** Intersection markers where outlines cross. */
  intersections: boolean;
  /** The ball's contacts with the walls (foot, normal). */
  contacts: boolean;
  /** Snap every drag to this grid step (0: off). */
  snap: number;
}

const OVERLAYS = [
  ['distances', 'Distances'],
  ['intersections', 'Intersections'],
  ['contacts', 'Contacts'],
] as const;

/** The overlays' switches: toggle buttons (`aria-pressed`), told apart by a check mark and fill, not by colour alone. */
function Toolbar({
  show,
  onChange,
}: {
  show: Record<(typeof OVERLAYS)[number][0], boolean>;
  onChange: (next: Record<(typeof OVERLAYS)[number][0], boolean>) => void;
}) {
  return (
    <div role="toolbar" aria-label="Overlays" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '0 0 8px', font: '14px system-ui, sans-serif' }}>
      {OVERLAYS.map(([key, name]) => (
        <button
          key={key}
          type="button"
          aria-pressed={show[key]}
          onClick={() => onChange({ ...show, [key]: !show[key] })}
          style={{
            font: 'inherit',
            padding: '4px 12px',
            borderRadius: 999,
            border: '1.5px solid #334155',
            background: show[key] ? '#334155' : '#ffffff',
            color: show[key] ? '#ffffff' : '#0f172a',
            cursor: 'pointer',
          }}
        >
          {show[key] ? `✓ ${name}` : name}
        </button>
      ))}
    </div>
  );
}

function Editor(args: Args) {
  const [items, setItems] = useState(START);
  const [ball, setBall] = useState<Circle>({ center: { x: 160, y: 80 }, radius: 10 });
  const [room, setRoom] = useState(ROOM);
  const [path, setPath] = useState(PATH);
  const [show, setShow] = useState({ distances: args.distances, intersections: args.intersections, contacts: args.contacts });
  // distances are drawn from one shape, the last one focused, hovered or dragged, to each other one
  const [active, setActive] = useState(START[0]!.id);
  const pairs = items.flatMap((a, i) => items.slice(i + 1).map((b) => [a, b] as const));
  const from = items.find((item) => item.id === active);
  const bounds = { x: 0, y: 0, width: 200, height: 120 };
  return (
    <div>
      <Toolbar show={show} onChange={setShow} />
      <Scene fit viewBox={bounds} grid={10} title="Editor playground">
        <LineShape line={FLOOR} style={{ strokeWidth: 4 }} />
        <LineShape line={WALL} style={{ strokeWidth: 4 }} />
        <Label at={{ x: 110, y: 110 }} dy={11} anchor="middle" size={10}>
          one-sided floor
        </Label>
        <Label at={{ x: 185, y: 6 }} dx={-4} anchor="end" size={10}>
          two-sided wall
        </Label>
        {show.distances && from
          ? items
              .filter((b) => b !== from && !(kindOf(from.shape) === 'rect' && kindOf(b.shape) === 'rect'))
              .map((b) => <DistanceOverlay key={`${from.id}|${b.id}`} a={from.shape} b={b.shape} />)
          : null}
        {items.map((item) => (
          <g key={item.id} onFocus={() => setActive(item.id)} onPointerEnter={() => setActive(item.id)}>
            <DraggableShape
              label={item.id}
              value={item.shape}
              onChange={(shape) => setItems((now) => now.map((it) => (it.id === item.id ? { ...it, shape } : it)))}
              snap={args.snap || undefined}
              bounds={bounds}
            />
          </g>
        ))}
        <PolygonEditor label="Room" polygon={room} onPolygonChange={setRoom} />
        <PolygonEditor label="Path" polygon={path} onPolygonChange={setPath} closed={false} />
        {show.intersections ? pairs.map(([a, b]) => <IntersectionOverlay key={`${a.id}|${b.id}`} a={a.shape} b={b.shape} />) : null}
        {show.intersections
          ? items
              .filter((item) => kindOf(item.shape) === 'segment')
              .map((item) => (
                <g key={item.id}>
                  <SegmentPolygonMarkers a={item.shape as Segment} b={room} />
                  <SegmentPolylineMarkers a={item.shape as Segment} b={path} />
                </g>
              ))
          : null}
        <DraggableShape label="Ball" value={ball} onChange={(next) => setBall(pushOut(next, room))} style={{ fill: theme.insideFill, stroke: theme.inside }} />
        {show.contacts ? (
          <>
            <WallContact ball={ball} wall={FLOOR} sides="front" />
            <WallContact ball={ball} wall={WALL} sides="both" />
          </>
        ) : null}
        <SceneStatus>{`Ball at (${formatNumber(ball.center.x)}, ${formatNumber(ball.center.y)})`}</SceneStatus>
      </Scene>
    </div>
  );
}

const meta = {
  title: 'Editor',
  render: (args) => <Editor key={JSON.stringify(args)} {...args} />,
  args: { distances: true, intersections: true, contacts: false, snap: 0 },
  argTypes: { snap: { control: { type: 'number', min: 0, step: 1 } } },
  parameters: {
    docs: {
      description: {
        component:
          'A playground built only from hitkit’s public API: drag any shape’s body to move it, its handles to reshape it (segment endpoints, circle radius, ' +
          'rect corners), or focus a part and use the arrow keys (Shift ×10). The room (a polygon) and the path (a polyline): drag a vertex or the middle handle, ' +
          'double-click an edge to add a vertex, Delete a focused one. Switch the pairwise overlays on and off. The ball is pushed out of the ' +
          'one-sided floor (article 002, front side only), the two-sided wall (both sides) and the room as you drag it. Read the story’s source to build your own.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    // the two starting segments cross: one marker (with t and u)
    await expect(canvas.getAllByRole('img', { name: /^Intersection at .*t = .*u = / }).length).toBeGreaterThanOrEqual(1);
    // switch the intersections off: their markers go
    await userEvent.click(canvas.getByRole('button', { name: /Intersections/ }));
    await expect(canvas.queryAllByRole('img', { name: /^Intersection/ })).toHaveLength(0);
    // the ball cannot sink through the one-sided floor: 3 × 10 down from y = 80 stops at 110 − 10 = 100
    const ball = canvas.getByRole('button', { name: 'Ball at (160, 80), radius 10' });
    ball.focus();
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}');
    await expect(ball).toHaveAccessibleName('Ball at (160, 100), radius 10');
    // nor through the two-sided wall at x = 185: it stops at 175
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    await expect(ball).toHaveAccessibleName('Ball at (175, 100), radius 10');
    await expect(canvasElement.querySelector('.hitkit-status')).toHaveTextContent('Ball at (175, 100)');
    // reshape a rect from a corner with the keyboard: towards the opposite corner it stops at its minimum size (1, the step): no flip
    const corner = canvas.getByRole('button', { name: 'Rect 2 bottom-right corner at (40, 95)' });
    corner.focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}');
    await expect(canvas.getByRole('button', { name: 'Rect 2 at (10, 80), 1 × 15' })).toBeInTheDocument();
    // and back out to about its old size, so the picture shows a rect, not a bar
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    await expect(canvas.getByRole('button', { name: 'Rect 2 at (10, 80), 31 × 15' })).toBeInTheDocument();
    // switch the intersections back on; move segment 1 right by 10 and down by 50: it crosses the path
    // (and still segment 2), each crossing at least 9.6 units (17 px on a phone) from every handle, so no cross is cut
    await userEvent.click(canvas.getByRole('button', { name: /Intersections/ }));
    const segment = canvas.getByRole('button', { name: 'Segment 1 from (20, 15) to (90, 55)' });
    segment.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}');
    await expect(segment).toHaveAccessibleName('Segment 1 from (30, 65) to (100, 105)');
    await expect(canvas.getAllByRole('img', { name: /^Path crossing .* on segment \d/ }).length).toBeGreaterThanOrEqual(1);
    // the ball cannot enter the room: from (175, 100) up 80 it stops under the room's bottom edge (y 40 there) at 50
    ball.focus();
    await userEvent.keyboard('{Shift>}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}');
    await expect(ball).toHaveAccessibleName('Ball at (175, 50), radius 10');
  },
};

/** With a grid: every move snaps to 10. */
export const Snapping: Story = {
  args: { snap: 10, distances: false, intersections: false },
  play: async ({ canvas, userEvent }) => {
    const circle = canvas.getByRole('button', { name: 'Circle 1 at (120, 35), radius 14' });
    circle.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(circle).toHaveAccessibleName('Circle 1 at (120, 40), radius 14');
    const radius = canvas.getByRole('slider', { name: 'Circle 1 radius' });
    radius.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radius).toHaveAttribute('aria-valuenow', '20');
  },
};
