import { useMemo, useState } from 'react';
import {
  castRay,
  createWorld,
  formatNumber,
  formatPoint,
  LidarOverlay,
  LidarRobot,
  ray,
  Scene,
  useLidarScan,
  type DrawableLidarScan,
  type Pose,
  type World,
} from '../../src';
import { Obstacles, roomView, ScanPanel } from './figure';
import { bigWorld, CONVNET, ROOM, sensorAt, type LidarArgs } from './worlds';

/** (a) The article's set-up in ConvNetJS's layout: walls, partitions, items, a draggable robot with an 85-unit lidar. */
export function ConvNetFigure(args: LidarArgs) {
  const world = useMemo(() => createWorld({ segments: CONVNET.segments, circles: CONVNET.circles }), []);
  const [pose, setPose] = useState<Pose>(CONVNET.start);
  const scan = useLidarScan(world, sensorAt(pose, args));
  const { width, height } = CONVNET.size;
  return (
    <>
      <Scene viewBox={roomView(CONVNET.size)} title="A robot with a limited-range lidar among walls, partitions and round items">
        <Obstacles segments={CONVNET.segments} circles={CONVNET.circles} />
        <LidarOverlay scan={scan} />
        <LidarRobot
          pose={pose}
          onPoseChange={setPose}
          scan={scan}
          radius={CONVNET.robotRadius}
          bounds={{ x: 20, y: 20, width: width - 40, height: height - 40 }}
        />
      </Scene>
      <ScanPanel scan={scan} />
    </>
  );
}

/** The rays aimed exactly at each corner (direction: corner − origin, exact for integer points), cast with `castRay`. */
function cornerRays(world: World, origin: { x: number; y: number }, range: number) {
  const n = ROOM.corners.length;
  const scan = {
    angles: new Float64Array(n),
    ranges: new Float64Array(n),
    hitKinds: new Int8Array(n),
    points: new Float64Array(2 * n),
    sensor: { origin, heading: 0, fov: 2 * Math.PI, rayCount: n, range },
  } satisfies DrawableLidarScan;
  const rows = ROOM.corners.map((corner, i) => {
    const direction = { x: corner.x - origin.x, y: corner.y - origin.y };
    const hit = castRay(world, ray(origin, direction), range);
    const exact = Math.hypot(direction.x, direction.y);
    scan.angles[i] = Math.atan2(direction.y, direction.x);
    scan.ranges[i] = hit ? hit.distance : range;
    scan.hitKinds[i] = hit ? 0 : -1;
    scan.points[2 * i] = hit ? hit.point.x : origin.x + (direction.x / exact) * range;
    scan.points[2 * i + 1] = hit ? hit.point.y : origin.y + (direction.y / exact) * range;
    return { corner, exact, hit };
  });
  return { scan, rows };
}

/** The corner table's cells: left-aligned, 8 px apart (headers and numbers never run together), each on one line, also on a phone. */
const CELL = { textAlign: 'left', verticalAlign: 'bottom', padding: '1px 8px 1px 0', whiteSpace: 'nowrap' } as const;
const VALUE = CELL;

/** (b) A closed room: rays through its exact shared corners, and a lidar fan; none may escape. */
export function CornerFigure(args: LidarArgs) {
  const world = useMemo(() => createWorld({ segments: ROOM.segments }), []);
  const [pose, setPose] = useState<Pose>({ ...ROOM.origin, heading: 0 });
  const scan = useLidarScan(world, sensorAt(pose, args));
  const corners = useMemo(() => cornerRays(world, { x: pose.x, y: pose.y }, args.range), [world, pose.x, pose.y, args.range]);
  let farthest = 0;
  for (const r of scan.ranges) farthest = Math.max(farthest, r);
  const agrees = corners.rows.every(({ exact, hit }) => hit !== null && Math.abs(hit.distance - exact) <= 1e-9 * exact);
  return (
    <>
      <Scene viewBox={{ x: -60, y: -50, width: 130, height: 110 }} grid={10} title="A closed room of five walls; rays through its corners">
        <Obstacles segments={ROOM.segments} circles={[]} />
        <LidarOverlay scan={scan} rangeLimit={false} />
        <LidarOverlay scan={corners.scan} rangeLimit={false} label="Rays aimed at the corners" className="story-corner-rays" markSize={3.5} />
        <LidarRobot pose={pose} onPoseChange={setPose} scan={scan} radius={2} step={0.5} largeStep={5} bounds={{ x: -30, y: -20, width: 70, height: 40 }} />
      </Scene>
      <ScanPanel scan={scan}>
        <span className="story-escape" data-escaped={scan.returns !== scan.ranges.length || farthest >= args.range}>
          {scan.returns === scan.ranges.length ? `All ${scan.returns} rays return` : `${scan.ranges.length - scan.returns} rays escape`}
          {`; farthest ${formatNumber(farthest)} < range ${formatNumber(args.range)}`}
        </span>
      </ScanPanel>
      <table className="story-corners" data-agrees={agrees} style={{ font: '12px system-ui, sans-serif', marginTop: 8, borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left' }}>Rays aimed exactly at each corner (castRay, direction = corner − origin)</caption>
        <thead>
          <tr>
            {['corner', '|corner − origin|', 'cast distance', 'wall'].map((title) => (
              <th key={title} scope="col" style={CELL}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {corners.rows.map(({ corner, exact, hit }) => (
            <tr key={`${corner.x},${corner.y}`}>
              <th scope="row" style={VALUE}>
                {formatPoint(corner)}
              </th>
              <td style={VALUE}>{formatNumber(exact, 9)}</td>
              <td style={VALUE}>{hit ? formatNumber(hit.distance, 9) : 'escaped'}</td>
              <td style={VALUE}>{hit ? `${hit.kind} ${hit.index}` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Built once: 10,000 walls and 1,000 circles, and their world. */
let big: (ReturnType<typeof bigWorld> & { world: World }) | undefined;
export function getBigWorld() {
  if (!big) {
    const shapes = bigWorld();
    big = { ...shapes, world: createWorld({ segments: shapes.segments, circles: shapes.circles }) };
  }
  return big;
}

/** (c) A big world: the scan follows the robot live while it is dragged; the Scene pans and zooms. */
export function BigWorldFigure(args: LidarArgs) {
  const { world, segments, circles, size, start } = getBigWorld();
  const [pose, setPose] = useState<Pose>(start);
  const scan = useLidarScan(world, sensorAt(pose, args));
  return (
    <>
      <Scene
        viewBox={{ x: start.x - 300, y: start.y - 225, width: 600, height: 450 }}
        defaultView={{ center: { x: start.x, y: start.y }, zoom: 1 }}
        minZoom={0.15}
        title="A world of 10,000 walls and 1,000 circles around a robot; drag or arrow keys to pan, Ctrl + wheel to zoom"
      >
        <Obstacles segments={segments} circles={circles} />
        <LidarOverlay scan={scan} />
        <LidarRobot pose={pose} onPoseChange={setPose} scan={scan} radius={6} step={2} bounds={{ x: 0, y: 0, ...size }} />
      </Scene>
      <ScanPanel scan={scan} items={[`world of ${formatNumber(segments.length)} walls and ${formatNumber(circles.length)} circles`]} />
    </>
  );
}
