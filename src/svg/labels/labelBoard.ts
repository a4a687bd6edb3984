import type { Rect } from '../../geometry/index';
import { obstacleBounds, sameRect, unionOf } from './contentBounds';
import type { LabelObstacle, LabelObstacleSource, LabelPlacement, LabelRequest } from './labelTypes';
import { obstacleWithin, placeFixedLabel, placeLabel, type LabelReach, type PlacedLabels } from './placeLabel';

interface Entry {
  request: LabelRequest | null;
  listener: ((placement: LabelPlacement) => void) | null;
  placement: LabelPlacement | null;
  /** Where obstacles can move this label (null until placed). */
  reach: LabelReach | null;
}

/**
 * The labels of one Scene and what they keep clear of, and where each label
 * goes: its preferred place when that is free, else the first free candidate
 * place around its anchor, else the one that covers least (`placeLabel`).
 * Labels are placed in the order they first asked, fixed ones first; each
 * keeps clear of the frame's edge, the dots (`disc`), the labels placed
 * before it, and, at lower cost, strokes and outlines.
 *
 * Every change (a label asks or leaves, the frame changes, an obstacle moves
 * within reach of a label, a source's shapes change) places all labels again, at once, and tells each
 * label whose place changed. With no labels nothing is computed. It also keeps
 * the bounds of what is drawn for the Scene's `fit` (`watchContent`).
 *
 * Obstacles are only worth registering once something reads them: a label
 * (`listen`, `setLabel`) or `fit` (`watchContent`). Until then the Scene hands
 * shapes no board to register with (`onWantObstacles`), so a scene of
 * thousands of shapes without labels keeps no obstacle per shape.
 *
 * @internal
 */
export class LabelBoard {
  private readonly labels = new Map<object, Entry>();
  private readonly obstacles = new Map<object, readonly LabelObstacle[]>();
  /** What counts its obstacles on demand (a world drawn by WorldLayer), asked per place a label considers. */
  private readonly sources = new Map<object, SourceEntry>();
  private sourceList: LabelObstacleSource[] = [];
  /** The components whose obstacles have no end of their own (lines, rays: cut to the view). */
  private readonly unbounded = new Set<object>();
  private contentListener: ((bounds: Rect | null) => void) | null = null;
  private content: Rect | null = null;
  private frame: Rect | null = null;
  private yUp = false;
  private wanted = false;
  private wantListener: (() => void) | null = null;
  /** While shapes register all at once (the board just wanted), labels are placed once at the end (`release`). */
  private held = false;

  /**
   * Calls `listener` once, when something first reads the obstacles (a label
   * asks for a place or `fit` watches the content), or at once if something
   * already has; it stays so. One listener (the Scene); returns the function
   * that stops it.
   */
  onWantObstacles(listener: () => void): () => void {
    if (this.wanted) listener();
    else this.wantListener = listener;
    return () => {
      if (this.wantListener === listener) this.wantListener = null;
    };
  }

  private want(): void {
    if (this.wanted) return;
    this.wanted = true;
    const listener = this.wantListener;
    this.wantListener = null;
    listener?.();
  }

  /**
   * Holds label placement while every shape registers at once (the Scene
   * calls it as it hands shapes the board, and `release` after their effects
   * ran): placed once at the end, not again at each of thousands of
   * registrations near a label.
   */
  hold(): void {
    this.held = true;
  }

  /** Ends a `hold`: places the labels once, among everything registered meanwhile. */
  release(): void {
    if (!this.held) return;
    this.held = false;
    this.changed();
  }

  /** The visible area, scene units (labels stay inside it), and whether y points up on screen. */
  setFrame(frame: Rect | null, yUp: boolean): void {
    if (this.yUp === yUp && sameRect(frame, this.frame)) return;
    this.frame = frame;
    this.yUp = yUp;
    this.changed();
  }

  /**
   * Sets (or, with `null`, removes) the obstacles one component draws;
   * `bounded: false` for obstacles that are not part of the content's bounds
   * (what `fit` measures): what is cut to the view (lines, rays) and what
   * comes and goes with focus (a focused shape's focus ring), which would
   * otherwise move a fitted view.
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
    if (!this.held && (this.nearSomeLabel(before) || this.nearSomeLabel(obstacles))) this.changed();
    if (this.contentListener) this.reportContent(false, key);
  }

  /**
   * Adds a source of obstacles listed on demand (`LabelObstacleSource`: a
   * world) under `key` (the world: two layers drawing one world share one
   * source, so its shapes count once), as of `state` (what the source lists:
   * see `obstacleSourcesChanged`); the labels are placed again when the key
   * is new (a key already held keeps its source and state: only its use count
   * grows). Returns the function that takes this use of it away (the source
   * goes, and the labels are placed again, with its last use).
   */
  addObstacleSource(key: object, source: LabelObstacleSource, state: SourceState = NO_STATE): () => void {
    let entry = this.sources.get(key);
    if (entry) entry.uses++;
    else {
      entry = { source, uses: 1, state };
      this.sources.set(key, entry);
      this.sourcesChanged();
    }
    const use = entry;
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      if (--use.uses > 0) return;
      this.sources.delete(key);
      this.sourcesChanged();
    };
  }

  /**
   * Places the labels again when what a source lists has changed (for a
   * world: the version of its still shapes, and how many float). With a
   * `key`, only when `state` differs from the one the source under `key` was
   * last placed for (each element compared with `===`): two layers of one
   * world that both tell the board of the same change place the labels once.
   * Without one, always.
   */
  obstacleSourcesChanged(key?: object, state?: SourceState): void {
    if (key !== undefined) {
      const entry = this.sources.get(key);
      if (entry === undefined || (state !== undefined && sameState(entry.state, state))) return;
      if (state !== undefined) entry.state = state;
    }
    if (this.sources.size > 0) this.sourcesChanged();
  }

  /** Forgets the sources' remembered answers and places the labels again (once, at `release`, while held). */
  private sourcesChanged(): void {
    this.sourceList = [...this.sources.values()].map((s) => remembered(s.source));
    if (!this.held) this.changed();
  }

  /**
   * Tells `listener` the bounds of everything drawn (scene units: shapes'
   * outlines and strokes, the centres of dots; not lines, rays or labels)
   * now and whenever they change; `null` while nothing is drawn. One
   * listener (the Scene's `fit`); returns the function that stops it.
   */
  watchContent(listener: (bounds: Rect | null) => void): () => void {
    this.want();
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
      for (const [k, list] of this.obstacles) if (!this.unbounded.has(k)) this.drawnBounds.set(k, obstacleBounds(list));
      next = null;
      for (const b of this.drawnBounds.values()) next = next ? unionOf(next, b) : b;
    } else {
      const old = this.drawnBounds.get(key);
      const list = this.obstacles.get(key);
      const now = list && !this.unbounded.has(key) ? obstacleBounds(list) : undefined;
      if (now) this.drawnBounds.set(key, now);
      else this.drawnBounds.delete(key);
      const c = this.content;
      const onEdge =
        old !== undefined && c !== null && (old.x <= c.x || old.y <= c.y || old.x + old.width >= c.x + c.width || old.y + old.height >= c.y + c.height);
      if (onEdge || c === null) {
        next = null;
        for (const b of this.drawnBounds.values()) next = next ? unionOf(next, b) : b;
      } else if (now) next = unionOf(c, now);
    }
    if (sameRect(this.content, next) && !always) return;
    this.content = next;
    this.contentListener?.(next);
  }

  private nearSomeLabel(list: readonly LabelObstacle[] | null | undefined): boolean {
    if (!list) return false;
    for (const entry of this.labels.values()) {
      if (!entry.request || entry.request.fixed) continue;
      const reach = entry.reach;
      if (reach === null) return true;
      for (const o of list) if (obstacleWithin(o, reach.x, reach.y, reach.r)) return true;
    }
    return false;
  }

  /** Registers the function told a label's place whenever it changes. */
  listen(key: object, listener: (placement: LabelPlacement) => void): void {
    this.want();
    const entry = this.labels.get(key);
    if (entry) entry.listener = listener;
    else this.labels.set(key, { request: null, listener, placement: null, reach: null });
  }

  /** Sets a label's request; `null` removes the label. */
  setLabel(key: object, request: LabelRequest | null): void {
    if (request === null) {
      if (!this.labels.delete(key)) return;
    } else {
      this.want();
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
    const placed: PlacedLabels = { boxes: [], leaders: [] };
    for (const fixedPass of [true, false]) {
      for (const entry of this.labels.values()) {
        const request = entry.request;
        if (!request || request.fixed !== fixedPass) continue;
        const next = fixedPass ? placeFixedLabel(request, this.yUp, placed) : this.place(request, placed, entry);
        if (!samePlacement(entry.placement, next)) {
          entry.placement = next;
          if (entry.listener) told.push([entry.listener, next]);
        }
      }
    }
    for (const [listener, placement] of told) listener(placement);
  }

  private place(request: LabelRequest, placed: PlacedLabels, entry: Entry): LabelPlacement {
    const around = { frame: this.frame, yUp: this.yUp, obstacles: this.obstacles.values(), sources: this.sourceList };
    const { placement, reach } = placeLabel(request, around, placed);
    entry.reach = reach;
    return placement;
  }
}

/**
 * A source that answers each box once until it changes: the labels are placed
 * again on every change near them (a handle that moves, a label that asks), and
 * each time consider the same places, so within one version of the source's
 * shapes a place's answer is asked of it once — or again, when it was counted
 * only up to a cap (`atMost`) and a later ask needs more than that count says.
 */
function remembered(source: LabelObstacleSource): LabelObstacleSource {
  // per box: the count, and the cap it was counted to (Infinity: exact); a count that reached its cap says only "at least"
  const answers = new Map<string, { count: number; cap: number }>();
  return {
    crossingsIn(left, top, right, bottom, atMost = Infinity) {
      const key = `${left} ${top} ${right} ${bottom}`;
      const known = answers.get(key);
      // exact, or at least as many as this ask needs to know
      if (known !== undefined && (known.count < known.cap || known.count >= atMost)) return known.count;
      const count = source.crossingsIn(left, top, right, bottom, atMost);
      // (a bound on what one version keeps: a label that moves on every frame asks new boxes)
      if (known === undefined && answers.size >= 4096) answers.clear();
      answers.set(key, { count, cap: atMost });
      return count;
    },
  };
}

function samePlacement(a: LabelPlacement | null, b: LabelPlacement): boolean {
  if (!a || a.x !== b.x || a.y !== b.y || a.align !== b.align) return false;
  if (a.leader === null || b.leader === null) return a.leader === b.leader;
  return a.leader.x1 === b.leader.x1 && a.leader.y1 === b.leader.y1 && a.leader.x2 === b.leader.x2 && a.leader.y2 === b.leader.y2;
}

/** What a source lists, as of when its labels were placed (a world's: `stillOutlinesState`), compared element by element. @internal */
export type SourceState = readonly unknown[];

const NO_STATE: SourceState = Object.freeze([]);

/** A source of obstacles, how many layers use it, and the state its labels were last placed for. */
interface SourceEntry {
  readonly source: LabelObstacleSource;
  uses: number;
  state: SourceState;
}

function sameState(a: SourceState, b: SourceState): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
