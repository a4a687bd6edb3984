import type { Rect } from '../../geometry/index';
import { distanceToRectXY } from '../../geometry/distance/pointToShape';
import { segmentBoxTouchXY } from '../../geometry/hit/segmentTouch';
import type { LabelAlign, LabelLeader, LabelObstacle, LabelObstacleSource, LabelPlacement, LabelRequest } from './labelTypes';

/**
 * Where one label goes among the labels placed before it: its preferred place
 * when that is free, else the first free candidate place around its anchor,
 * else the one that covers least. Plain functions over scene units (y down in
 * the numbers; `yUp` only turns the screen-wise offsets). The `LabelBoard`
 * keeps the labels and obstacles and calls these.
 */

/**
 * Candidate places around the anchor, in CSS pixels from it, tried in this
 * order after the label's own preferred place: upper right, right, lower
 * right, above, below, upper left, left, lower left, on rings further and
 * further out (up to 88 px: in a crowded figure a long leader is better than
 * text over a stroke). Above and below keep half the text's height clear of the ring too.
 */
const RINGS = [8, 16, 28, 44, 64, 88] as const;
const FURTHEST = 88;
const DIRECTIONS: ReadonlyArray<readonly [number, number, LabelAlign]> = [
  [0.7, -0.7, 'start'],
  [1, 0, 'start'],
  [0.7, 0.7, 'start'],
  [0, -1, 'middle'],
  [0, 1, 'middle'],
  [-0.7, -0.7, 'end'],
  [-1, 0, 'end'],
  [-0.7, 0.7, 'end'],
];

/** Clear space kept around a label, CSS pixels. */
const MARGIN = 2;
/**
 * A label whose text ends up further than this (CSS pixels) from where its
 * leader line would start gets one: the anchor, or `LEADER_GAP` past where the
 * line leaves the dots (`disc` obstacles) that cover the anchor (so text within
 * 15 px of such a dot's edge gets none), so it never runs through the handle
 * or marker it points at.
 */
const LEADER_FROM = 12;
/** The gap between a leader line and the dots it leaves, CSS pixels. */
const LEADER_GAP = 3;

/** What one overlap costs: leaving the frame, covering a label or a dot, crossing a stroke. */
const COST_OUTSIDE = 100;
const COST_COVER = 10;
const COST_CROSS = 1;
/** A leader line through another label's text, or text over another label's leader: worse than crossing a stroke, better than covering a label. */
const COST_LEADER = 3;

/** A text's box, scene units, top the least y. @internal */
export interface TextBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The labels placed so far in one pass: their text boxes and their leader lines. @internal */
export interface PlacedLabels {
  readonly boxes: TextBox[];
  readonly leaders: LabelLeader[];
}

/** The circle around a label's anchor that holds every obstacle able to move it, scene units. @internal */
export interface LabelReach {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/** The frame and the obstacles a label is placed among, scene units. @internal */
export interface LabelSurroundings {
  /** The visible area (labels stay inside it), or null for none. */
  readonly frame: Rect | null;
  /** True when y points up on screen (offsets stay screen-wise). */
  readonly yUp: boolean;
  /** Every component's obstacles. */
  readonly obstacles: Iterable<readonly LabelObstacle[]>;
  /** What counts its obstacles on demand (a world), asked for the strokes under each place considered. */
  readonly sources?: ReadonlyArray<LabelObstacleSource>;
}

/**
 * The places one label asks the sources about, at most: the first this many
 * of those (its preferred place, then the rings in order) that the cheaper
 * checks did not already rule out. A place after them is taken to cross as
 * many of the sources' strokes as the best place so far, so it wins only by
 * what else it avoids, and a label in a dense world costs at most this many
 * broad-phase queries.
 */
const SOURCE_ASKS = 24;

/**
 * The obstacles near a label's anchor, the sources asked per place, how often
 * they were asked, the sources' crossings of the place last costed and of the
 * best place so far.
 */
interface Around {
  readonly near: readonly LabelObstacle[];
  readonly sources: ReadonlyArray<LabelObstacleSource>;
  asked: number;
  crossings: number;
  bestCrossings: number;
}

/** A place considered for a label: where it would be drawn, and its text box. */
interface Candidate extends LabelPlacement {
  readonly box: TextBox;
}

/** A fixed label: where it asks, its box added to `placed`. @internal */
export function placeFixedLabel(request: LabelRequest, yUp: boolean, placed: PlacedLabels): LabelPlacement {
  const down = yUp ? -1 : 1;
  const x = request.x + request.dx;
  const y = request.y + request.dy * down;
  placed.boxes.push(textBox(x, y, request.align, request.width, request.height));
  return { x, y, align: request.align, leader: null };
}

/**
 * A label that moves: its preferred place when free, else the first free
 * candidate (see `RINGS`), else the cheapest. Its box and leader are added to
 * `placed`; also returns its reach (what lies outside it cannot move the label).
 * @internal
 */
export function placeLabel(request: LabelRequest, around: LabelSurroundings, placed: PlacedLabels): { placement: LabelPlacement; reach: LabelReach } {
  const { x: ax, y: ay, width, height, px } = request;
  const down = around.yUp ? -1 : 1;
  const margin = MARGIN * px;
  // only what lies within reach of the furthest candidate can be in the way
  const reach = (FURTHEST + MARGIN) * px + width + height + Math.hypot(request.dx, request.dy);
  const near: LabelObstacle[] = [];
  for (const list of around.obstacles) {
    for (const o of list) if (obstacleWithin(o, ax, ay, reach)) near.push(o);
  }
  const nearby: Around = { near, sources: around.sources ?? [], asked: 0, crossings: 0, bestCrossings: 0 };
  const marks = near.filter((o): o is Disc => o.kind === 'disc' && Math.hypot(o.x - ax, o.y - ay) < o.r);
  let best: Candidate | null = null;
  let bestCost = Infinity;
  const consider = (x: number, y: number, align: LabelAlign): boolean => {
    const box = textBox(x, y, align, width, height);
    const leader = leaderTo(ax, ay, box, LEADER_FROM * px, marks, LEADER_GAP * px);
    const cost = placeCost(box, leader, margin, around.frame, nearby, placed, bestCost);
    if (cost < bestCost) {
      bestCost = cost;
      best = { x, y, align, box, leader };
      nearby.bestCrossings = nearby.crossings;
    }
    return cost === 0;
  };
  let done = consider(ax + request.dx, ay + request.dy * down, request.align);
  const h = height / 2;
  for (let r = 0; !done && r < RINGS.length; r++) {
    const g = (RINGS[r] as number) * px;
    for (const [ux, uy, align] of DIRECTIONS) {
      const oy = uy === 0 ? 0 : uy * g + Math.sign(uy) * h;
      if (consider(ax + ux * g, ay + oy * down, align)) {
        done = true;
        break;
      }
    }
  }
  const chosen = best as unknown as Candidate;
  placed.boxes.push(chosen.box);
  if (chosen.leader) placed.leaders.push(chosen.leader);
  return { placement: { x: chosen.x, y: chosen.y, align: chosen.align, leader: chosen.leader }, reach: { x: ax, y: ay, r: reach } };
}

/**
 * What a place costs (0: free); stops counting once it is no better than
 * `limit`. A leader line counts as part of its label: through another
 * label's text, or under another label's text, it costs `COST_LEADER`
 * (all of them together less than covering one label).
 */
function placeCost(box: TextBox, leader: LabelLeader | null, margin: number, frame: Rect | null, around: Around, placed: PlacedLabels, limit: number): number {
  let cost = 0;
  const f = frame;
  if (f && (box.left < f.x + margin || box.right > f.x + f.width - margin || box.top < f.y + margin || box.bottom > f.y + f.height - margin))
    cost += COST_OUTSIDE;
  const l = box.left - margin;
  const t = box.top - margin;
  const r = box.right + margin;
  const b = box.bottom + margin;
  // leader crossings, together never as costly as covering one label
  let leaders = 0;
  for (const p of placed.boxes) {
    if (p.left < r && p.right > l && p.top < b && p.bottom > t) cost += COST_COVER;
    if (leader && segmentBoxTouchXY(leader.x1, leader.y1, leader.x2, leader.y2, p.left, p.top, p.right, p.bottom)) leaders += COST_LEADER;
    if (cost >= limit) return cost;
  }
  for (const other of placed.leaders) if (segmentBoxTouchXY(other.x1, other.y1, other.x2, other.y2, l, t, r, b)) leaders += COST_LEADER;
  cost += Math.min(leaders, COST_COVER - 1);
  if (cost >= limit) return cost;
  for (const o of around.near) {
    cost += obstacleCost(o, l, t, r, b);
    if (cost >= limit) return cost;
  }
  // last, as it is the dearest: the strokes the sources have under this place (see SOURCE_ASKS)
  if (around.sources.length === 0) return cost;
  let crossings = 0;
  if (around.asked < SOURCE_ASKS) {
    around.asked++;
    // counted only as far as it matters: `limit - cost` crossings make this place no better than the best so far
    // (it is then not taken: only a taken place's count is read later, as `bestCrossings`), so each source may
    // stop there
    const enough = limit - cost;
    for (const source of around.sources) {
      crossings += source.crossingsIn(l, t, r, b, enough - crossings);
      if (crossings >= enough) break;
    }
  } else crossings = around.bestCrossings;
  around.crossings = crossings;
  return cost + COST_CROSS * crossings;
}

/** A dot or a circle's outline. */
type Disc = Extract<LabelObstacle, { r: number }>;

/**
 * The leader line towards the nearest point of the text's box, starting `gap`
 * past where it leaves the dots `marks` that cover the anchor (at the anchor
 * when none do); null when the text is within `from` of that start.
 */
function leaderTo(ax: number, ay: number, box: TextBox, from: number, marks: readonly Disc[], gap: number): LabelLeader | null {
  const cx = Math.min(Math.max(ax, box.left), box.right);
  const cy = Math.min(Math.max(ay, box.top), box.bottom);
  const length = Math.hypot(cx - ax, cy - ay);
  if (length <= from) return null;
  const ux = (cx - ax) / length;
  const uy = (cy - ay) / length;
  // where the line leaves each covering dot: the far root of |a + t·u − c| = r
  let start = 0;
  for (const m of marks) {
    const vx = m.x - ax;
    const vy = m.y - ay;
    const along = vx * ux + vy * uy;
    start = Math.max(start, along + Math.sqrt(Math.max(0, along * along - (vx * vx + vy * vy - m.r * m.r))) + gap);
  }
  if (length - start <= from) return null;
  return { x1: ax + ux * start, y1: ay + uy * start, x2: cx, y2: cy };
}

/** The box of a text drawn at (x, y), vertically centred, scene units (top is the least y). */
function textBox(x: number, y: number, align: LabelAlign, width: number, height: number): TextBox {
  const left = align === 'start' ? x : align === 'middle' ? x - width / 2 : x - width;
  return { left, top: y - height / 2, right: left + width, bottom: y + height / 2 };
}

/** What an obstacle costs a text box `[l, r] × [t, b]` (margin included): covering a dot or a box, crossing a stroke or an outline. */
function obstacleCost(o: LabelObstacle, l: number, t: number, r: number, b: number): number {
  switch (o.kind) {
    case 'disc':
      return distanceToRectXY(o.x, o.y, l, t, r - l, b - t) < o.r ? COST_COVER : 0;
    case 'ring': {
      if (distanceToRectXY(o.x, o.y, l, t, r - l, b - t) > o.r) return 0;
      // the outline passes through the box unless the box lies wholly inside the circle
      const fx = Math.max(Math.abs(l - o.x), Math.abs(r - o.x));
      const fy = Math.max(Math.abs(t - o.y), Math.abs(b - o.y));
      return fx * fx + fy * fy >= o.r * o.r ? COST_CROSS : 0;
    }
    case 'segment':
      return segmentBoxTouchXY(o.x1, o.y1, o.x2, o.y2, l, t, r, b) ? COST_CROSS : 0;
    case 'box':
      return o.x < r && o.x + o.width > l && o.y < b && o.y + o.height > t ? COST_COVER : 0;
  }
}

/** Whether an obstacle comes within `reach` of (x, y) (a cheap bounding test). @internal */
export function obstacleWithin(o: LabelObstacle, x: number, y: number, reach: number): boolean {
  switch (o.kind) {
    case 'disc':
    case 'ring':
      return Math.abs(o.x - x) <= reach + o.r && Math.abs(o.y - y) <= reach + o.r;
    case 'segment':
      return !(Math.max(o.x1, o.x2) < x - reach || Math.min(o.x1, o.x2) > x + reach || Math.max(o.y1, o.y2) < y - reach || Math.min(o.y1, o.y2) > y + reach);
    case 'box':
      return !(o.x + o.width < x - reach || o.x > x + reach || o.y + o.height < y - reach || o.y > y + reach);
  }
}
