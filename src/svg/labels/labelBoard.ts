import type { Rect } from '../../geometry/index';
import { distanceToRectXY } from '../../geometry/distance/pointToShape';
import { segmentBoxTouchXY } from '../../geometry/hit/segmentTouch';

/**
 * What a label keeps clear of, in scene units: a filled dot (a handle's or a
 * marker's, `disc`: nothing may cover it), a circle's outline (`ring`), a
 * stroke (`segment`) or a box (another component's text).
 *
 * @internal
 */
export type LabelObstacle =
  | { readonly kind: 'disc' | 'ring'; readonly x: number; readonly y: number; readonly r: number }
  | { readonly kind: 'segment'; readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number }
  | { readonly kind: 'box'; readonly x: number; readonly y: number; readonly width: number; readonly height: number };

/** Horizontal alignment of a label's text to its position (SVG `text-anchor`). */
export type LabelAlign = 'start' | 'middle' | 'end';

/**
 * A label asking for a place, scene units: its anchor (the point it
 * annotates), its preferred offset from the anchor (screen-wise: positive `dy`
 * is down on screen, in a y-up Scene too), its text box and one nominal pixel.
 * A `fixed` label stays where it asks and the others keep clear of it.
 *
 * @internal
 */
export interface LabelRequest {
  readonly x: number;
  readonly y: number;
  readonly dx: number;
  readonly dy: number;
  readonly width: number;
  readonly height: number;
  readonly align: LabelAlign;
  readonly px: number;
  readonly fixed: boolean;
}

/**
 * Where a label is drawn: its text position (scene units; the text is
 * vertically centred on it), its alignment, and a leader line from the anchor
 * to the text when the text had to move away from it.
 *
 * @internal
 */
export interface LabelPlacement {
  readonly x: number;
  readonly y: number;
  readonly align: LabelAlign;
  readonly leader: { readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number } | null;
}

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

interface Entry {
  request: LabelRequest | null;
  listener: ((placement: LabelPlacement) => void) | null;
  placement: LabelPlacement | null;
  /** Where obstacles can move this label: within `r` of (x, y) (null until placed). */
  reach: { x: number; y: number; r: number } | null;
}

/**
 * Candidate places around the anchor, in nominal pixels from it, tried in this
 * order after the label's own preferred place: upper right, right, lower
 * right, above, below, upper left, left, lower left, on rings further and
 * further out (up to 88 px: in a crowded figure a long leader is better than
 * text over a stroke). `h` is half the text's height.
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

/** Clear space kept around a label, nominal pixels. */
const MARGIN = 2;
/** A label whose text ends up further than this from its anchor (nominal pixels) gets a leader line. */
const LEADER_FROM = 12;

/** What one overlap costs: leaving the frame, covering a label or a dot, crossing a stroke. */
const COST_OUTSIDE = 100;
const COST_COVER = 10;
const COST_CROSS = 1;
/** A leader line through another label's text, or text over another label's leader: worse than crossing a stroke, better than covering a label. */
const COST_LEADER = 3;

/**
 * The labels of one Scene and what they keep clear of, and where each label
 * goes: its preferred place when that is free, else the first free candidate
 * place around its anchor (see `RINGS`), else the one that covers least.
 * Labels are placed in the order they first asked, fixed ones first; each
 * keeps clear of the frame's edge, the dots (`disc`), the labels placed
 * before it, and, at lower cost, strokes and outlines.
 *
 * Every change (a label asks or leaves, the frame changes, an obstacle moves
 * within reach of a label) places all labels again, at once, and tells each
 * label whose place changed. With no labels nothing is computed. It also keeps
 * the bounds of what is drawn for the Scene's `fit` (`watchContent`).
 *
 * @internal
 */
export class LabelBoard {
  private readonly labels = new Map<object, Entry>();
  private readonly obstacles = new Map<object, readonly LabelObstacle[]>();
  /** The components whose obstacles have no end of their own (lines, rays: cut to the view). */
  private readonly unbounded = new Set<object>();
  private contentListener: ((bounds: Rect | null) => void) | null = null;
  private content: Rect | null = null;
  private frame: Rect | null = null;
  private yUp = false;

  /** The visible area, scene units (labels stay inside it), and whether y points up on screen. */
  setFrame(frame: Rect | null, yUp: boolean): void {
    const same =
      this.yUp === yUp &&
      (frame === this.frame ||
        (frame !== null && this.frame !== null && frame.x === this.frame.x && frame.y === this.frame.y && frame.width === this.frame.width && frame.height === this.frame.height));
    if (same) return;
    this.frame = frame;
    this.yUp = yUp;
    this.changed();
  }

  /**
   * Sets (or, with `null`, removes) the obstacles one component draws;
   * `bounded: false` for what is cut to the view (lines, rays), which the
   * content's bounds leave out.
   */
  setObstacles(key: object, obstacles: readonly LabelObstacle[] | null, bounded = true): void {
    const before = this.obstacles.get(key);
    if (obstacles === null || obstacles.length === 0) {
      if (!this.obstacles.delete(key)) return;
      this.unbounded.delete(key);
    } else {
      this.obstacles.set(key, obstacles);
      if (bounded) this.unbounded.delete(key);
      else this.unbounded.add(key);
    }
    // labels are placed again only when the obstacle was or is within reach of one: a zoom
    // re-registers every handle of a 5,000-shape scene, and most are far from every label
    if (this.nearSomeLabel(before) || this.nearSomeLabel(obstacles)) this.changed();
    if (this.contentListener) this.reportContent(false, key);
  }

  /**
   * Tells `listener` the bounds of everything drawn (scene units: shapes'
   * outlines and strokes, the centres of dots; not lines, rays or labels)
   * now and whenever they change; `null` while nothing is drawn. One
   * listener (the Scene's `fit`); returns the function that stops it.
   */
  watchContent(listener: (bounds: Rect | null) => void): () => void {
    this.contentListener = listener;
    this.content = null;
    this.reportContent(true);
    return () => {
      if (this.contentListener === listener) this.contentListener = null;
    };
  }

  /** The bounds of what one component draws, kept for `watchContent`. */
  private readonly drawnBounds = new Map<object, Rect>();

  /**
   * Updates the content's bounds for one component's change: a union when it
   * only grows them; a pass over every component when what changed was on
   * their edge (so a drag of a 5,000-shape scene's edge shape costs one pass).
   */
  private reportContent(always = false, key?: object): void {
    let next = this.content;
    if (key === undefined) {
      this.drawnBounds.clear();
      for (const [k, list] of this.obstacles) if (!this.unbounded.has(k)) this.drawnBounds.set(k, boundsOf(list));
      next = null;
      for (const b of this.drawnBounds.values()) next = next ? unionOf(next, b) : b;
    } else {
      const old = this.drawnBounds.get(key);
      const list = this.obstacles.get(key);
      const now = list && !this.unbounded.has(key) ? boundsOf(list) : undefined;
      if (now) this.drawnBounds.set(key, now);
      else this.drawnBounds.delete(key);
      const c = this.content;
      const onEdge = old !== undefined && c !== null && (old.x <= c.x || old.y <= c.y || old.x + old.width >= c.x + c.width || old.y + old.height >= c.y + c.height);
      if (onEdge || c === null) {
        next = null;
        for (const b of this.drawnBounds.values()) next = next ? unionOf(next, b) : b;
      } else if (now) next = unionOf(c, now);
    }
    const was = this.content;
    const same = was === next || (was !== null && next !== null && was.x === next.x && was.y === next.y && was.width === next.width && was.height === next.height);
    if (same && !always) return;
    this.content = next;
    this.contentListener?.(next);
  }

  private nearSomeLabel(list: readonly LabelObstacle[] | null | undefined): boolean {
    if (!list) return false;
    for (const entry of this.labels.values()) {
      if (!entry.request || entry.request.fixed) continue;
      const reach = entry.reach;
      if (reach === null) return true;
      for (const o of list) if (within(o, reach.x, reach.y, reach.r)) return true;
    }
    return false;
  }

  /** Registers the function told a label's place whenever it changes. */
  listen(key: object, listener: (placement: LabelPlacement) => void): void {
    const entry = this.labels.get(key);
    if (entry) entry.listener = listener;
    else this.labels.set(key, { request: null, listener, placement: null, reach: null });
  }

  /** Sets a label's request; `null` removes the label. */
  setLabel(key: object, request: LabelRequest | null): void {
    if (request === null) {
      if (!this.labels.delete(key)) return;
    } else {
      const entry = this.labels.get(key);
      if (entry) entry.request = request;
      else this.labels.set(key, { request, listener: null, placement: null, reach: null });
    }
    this.changed();
  }

  /** The place last computed for a label. */
  placement(key: object): LabelPlacement | null {
    return this.labels.get(key)?.placement ?? null;
  }

  private changed(): void {
    let asking = 0;
    for (const entry of this.labels.values()) if (entry.request) asking++;
    if (asking === 0) return;
    const told: Array<[(placement: LabelPlacement) => void, LabelPlacement]> = [];
    const placed: Placed = { boxes: [], leaders: [] };
    for (const fixedPass of [true, false]) {
      for (const entry of this.labels.values()) {
        const request = entry.request;
        if (!request || request.fixed !== fixedPass) continue;
        const next = fixedPass ? this.placeFixed(request, placed.boxes) : this.place(request, placed, entry);
        if (!samePlacement(entry.placement, next)) {
          entry.placement = next;
          if (entry.listener) told.push([entry.listener, next]);
        }
      }
    }
    for (const [listener, placement] of told) listener(placement);
  }

  private placeFixed(request: LabelRequest, placed: Box[]): LabelPlacement {
    const down = this.yUp ? -1 : 1;
    const x = request.x + request.dx;
    const y = request.y + request.dy * down;
    placed.push(textBox(x, y, request.align, request.width, request.height));
    return { x, y, align: request.align, leader: null };
  }

  private place(request: LabelRequest, placed: Placed, entry: Entry): LabelPlacement {
    const { x: ax, y: ay, width, height, px } = request;
    const down = this.yUp ? -1 : 1;
    const margin = MARGIN * px;
    // only what lies within reach of the furthest candidate can be in the way
    const reach = (FURTHEST + MARGIN) * px + width + height + Math.hypot(request.dx, request.dy);
    entry.reach = { x: ax, y: ay, r: reach };
    const near: LabelObstacle[] = [];
    for (const list of this.obstacles.values()) {
      for (const o of list) if (within(o, ax, ay, reach)) near.push(o);
    }
    let best: Candidate | null = null;
    let bestCost = Infinity;
    const consider = (x: number, y: number, align: LabelAlign): boolean => {
      const box = textBox(x, y, align, width, height);
      const leader = leaderTo(ax, ay, box, LEADER_FROM * px);
      const cost = this.cost(box, leader, margin, near, placed, bestCost);
      if (cost < bestCost) {
        bestCost = cost;
        best = { x, y, align, box, leader };
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
    return { x: chosen.x, y: chosen.y, align: chosen.align, leader: chosen.leader };
  }

  /**
   * What a place costs (0: free); stops counting once it is no better than
   * `limit`. A leader line counts as part of its label: through another
   * label's text, or under another label's text, it costs `COST_LEADER`
   * (all of them together less than covering one label).
   */
  private cost(box: Box, leader: Leader | null, margin: number, near: readonly LabelObstacle[], placed: Placed, limit: number): number {
    let cost = 0;
    const f = this.frame;
    if (f && (box.left < f.x + margin || box.right > f.x + f.width - margin || box.top < f.y + margin || box.bottom > f.y + f.height - margin)) cost += COST_OUTSIDE;
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
    for (const o of near) {
      cost += obstacleCost(o, l, t, r, b);
      if (cost >= limit) return cost;
    }
    return cost;
  }
}

/** The bounds of a component's obstacles: outlines and strokes, the centres of dots. */
function boundsOf(list: readonly LabelObstacle[]): Rect {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  const add = (x: number, y: number, r = 0) => {
    left = Math.min(left, x - r);
    right = Math.max(right, x + r);
    top = Math.min(top, y - r);
    bottom = Math.max(bottom, y + r);
  };
  for (const o of list) {
    if (o.kind === 'disc') add(o.x, o.y);
    else if (o.kind === 'ring') add(o.x, o.y, o.r);
    else if (o.kind === 'segment') {
      add(o.x1, o.y1);
      add(o.x2, o.y2);
    } else if (o.kind === 'box') {
      add(o.x, o.y);
      add(o.x + o.width, o.y + o.height);
    }
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The least rect holding both. @internal */
export function unionOf(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

type Leader = NonNullable<LabelPlacement['leader']>;

/** A place considered for a label: where it would be drawn, and its text box. */
interface Candidate extends LabelPlacement {
  readonly box: Box;
}

/** The labels placed so far in one pass: their text boxes and their leader lines. */
interface Placed {
  readonly boxes: Box[];
  readonly leaders: Leader[];
}

/** The leader line from the anchor to the nearest point of the text's box, or null when the text is within `from` of it. */
function leaderTo(ax: number, ay: number, box: Box, from: number): Leader | null {
  const cx = Math.min(Math.max(ax, box.left), box.right);
  const cy = Math.min(Math.max(ay, box.top), box.bottom);
  return Math.hypot(cx - ax, cy - ay) > from ? { x1: ax, y1: ay, x2: cx, y2: cy } : null;
}

/** The box of a text drawn at (x, y), vertically centred, scene units (top is the least y). */
function textBox(x: number, y: number, align: LabelAlign, width: number, height: number): Box {
  const left = align === 'start' ? x : align === 'middle' ? x - width / 2 : x - width;
  return { left, top: y - height / 2, right: left + width, bottom: y + height / 2 };
}

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

/** Whether an obstacle comes within `reach` of (x, y) (a cheap bounding test). */
function within(o: LabelObstacle, x: number, y: number, reach: number): boolean {
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

function samePlacement(a: LabelPlacement | null, b: LabelPlacement): boolean {
  if (!a || a.x !== b.x || a.y !== b.y || a.align !== b.align) return false;
  if (a.leader === null || b.leader === null) return a.leader === b.leader;
  return a.leader.x1 === b.leader.x1 && a.leader.y1 === b.leader.y1 && a.leader.x2 === b.leader.x2 && a.leader.y2 === b.leader.y2;
}
