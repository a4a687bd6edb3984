import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LabelBoard } from '../../src/svg/labels/labelBoard';
import type { LabelPlacement, LabelRequest } from '../../src/svg/labels/labelTypes';

const request = (over: Partial<LabelRequest> = {}): LabelRequest => ({
  x: 50,
  y: 50,
  dx: 6,
  dy: -8,
  width: 30,
  height: 12,
  align: 'start',
  px: 1,
  fixed: false,
  ...over,
});

/** The text box a placement draws, as the board computes it (text vertically centred). */
function box(p: LabelPlacement, r: LabelRequest) {
  const left = p.align === 'start' ? p.x : p.align === 'middle' ? p.x - r.width / 2 : p.x - r.width;
  return { left, top: p.y - r.height / 2, right: left + r.width, bottom: p.y + r.height / 2 };
}

const overlaps = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function place(board: LabelBoard, r: LabelRequest) {
  const key = {};
  let got: LabelPlacement | null = null;
  board.listen(key, (p) => (got = p));
  board.setLabel(key, r);
  return { key, get: () => got as unknown as LabelPlacement };
}

describe('LabelBoard', () => {
  it('keeps a free label where it asks', () => {
    const board = new LabelBoard();
    board.setFrame({ x: 0, y: 0, width: 100, height: 100 }, false);
    const label = place(board, request());
    expect(label.get()).toEqual({ x: 56, y: 42, align: 'start', leader: null });
  });

  it('moves a label off a handle to the first free place around its anchor', () => {
    const board = new LabelBoard();
    board.setFrame({ x: 0, y: 0, width: 100, height: 100 }, false);
    // a handle's dot right where the label would go
    board.setObstacles({}, [{ kind: 'disc', x: 70, y: 42, r: 8 }]);
    const label = place(board, request());
    const b = box(label.get(), request());
    expect(b.left > 78 || b.right < 62 || b.top > 50 || b.bottom < 34).toBe(true);
    expect(label.get()).not.toEqual({ x: 56, y: 42, align: 'start', leader: null });
  });

  it('keeps two labels on one anchor apart, and the sign of the second visible', () => {
    const board = new LabelBoard();
    board.setFrame({ x: 0, y: 0, width: 100, height: 100 }, false);
    const a = place(board, request());
    const b = place(board, request({ width: 40 }));
    expect(overlaps(box(a.get(), request()), box(b.get(), request({ width: 40 })))).toBe(false);
  });

  it('keeps a label inside the frame: at the right edge it goes to the left of its anchor', () => {
    const board = new LabelBoard();
    board.setFrame({ x: 0, y: 0, width: 100, height: 100 }, false);
    const r = request({ x: 95, y: 50 });
    const label = place(board, r);
    const b = box(label.get(), r);
    expect(b.right).toBeLessThanOrEqual(100);
    expect(b.left).toBeGreaterThanOrEqual(0);
  });

  it('reads offsets screen-wise in a y-up Scene: dy −8 goes up the screen, to larger y', () => {
    const board = new LabelBoard();
    board.setFrame({ x: 0, y: 0, width: 100, height: 100 }, true);
    expect(place(board, request()).get()).toEqual({ x: 56, y: 58, align: 'start', leader: null });
  });

  it('tells a label when a moving handle pushes it away, and draws a leader when it lands far off', () => {
    const board = new LabelBoard();
    board.setFrame({ x: 0, y: 0, width: 200, height: 200 }, false);
    const handle = {};
    const label = place(board, request({ x: 100, y: 100 }));
    expect(label.get().x).toBe(106);
    // a ring of dots all round the anchor, out to 30 px: only a far place is free
    const dots = [];
    for (let r = 6; r <= 40; r += 6)
      for (let k = 0; k < 16; k++)
        dots.push({ kind: 'disc' as const, x: 100 + r * Math.cos((k * Math.PI) / 8), y: 100 + r * Math.sin((k * Math.PI) / 8), r: 4 });
    board.setObstacles(handle, dots);
    expect(label.get().leader).not.toBeNull();
    board.setObstacles(handle, null);
    expect(label.get()).toEqual({ x: 106, y: 92, align: 'start', leader: null });
  });

  it("starts a leader 3 px past the dot over its anchor, and draws none for text within 12 px of that dot's edge", () => {
    const board = new LabelBoard();
    board.setFrame({ x: 0, y: 0, width: 200, height: 200 }, false);
    // the anchor's own marker: a dot of radius 10 on it
    board.setObstacles({}, [{ kind: 'disc', x: 100, y: 100, r: 10 }]);
    const near = place(board, request({ x: 100, y: 100 }));
    // the first free place is just off the dot: no leader (before, one ran from the anchor through the dot)
    const b = box(near.get(), request());
    expect(Math.hypot(Math.max(b.left - 100, 0, 100 - b.right), Math.max(b.top - 100, 0, 100 - b.bottom))).toBeGreaterThan(12);
    expect(near.get().leader).toBeNull();
    // dots all round out to 40 px push it far: its leader starts 13 px from the anchor, towards the text
    const dots = [];
    for (let r = 18; r <= 40; r += 6)
      for (let k = 0; k < 16; k++)
        dots.push({ kind: 'disc' as const, x: 100 + r * Math.cos((k * Math.PI) / 8), y: 100 + r * Math.sin((k * Math.PI) / 8), r: 4 });
    board.setObstacles({}, dots);
    const leader = near.get().leader!;
    expect(leader).not.toBeNull();
    expect(Math.hypot(leader.x1 - 100, leader.y1 - 100)).toBeCloseTo(13, 9);
    const along = ((leader.x1 - 100) * (leader.x2 - 100) + (leader.y1 - 100) * (leader.y2 - 100)) / (13 * Math.hypot(leader.x2 - 100, leader.y2 - 100));
    expect(along).toBeCloseTo(1, 9);
  });

  it('asks a source of obstacles once per place considered, with that place’s box alone (once when the preferred place is free)', () => {
    const board = new LabelBoard();
    board.setFrame({ x: 0, y: 0, width: 200, height: 200 }, false);
    const asked: Array<[number, number, number, number]> = [];
    // a wall x = wallX the source counts in every box it crosses
    let wallX = 150;
    board.addObstacleSource(
      {},
      {
        crossingsIn(l, t, r, b) {
          asked.push([l, t, r, b]);
          return l <= wallX && wallX <= r ? 1 : 0;
        },
      },
    );
    const label = place(board, request({ x: 50, y: 50 }));
    // free where it asks: one question, the text's box and its 2 px margin
    expect(asked).toEqual([[54, 34, 88, 50]]);
    expect(label.get()).toEqual({ x: 56, y: 42, align: 'start', leader: null });
    // the wall moves under it: the labels are placed again, and it moves off the wall
    asked.length = 0;
    wallX = 60;
    board.obstacleSourcesChanged();
    const b = box(label.get(), request());
    expect(b.left > 60 || b.right < 60).toBe(true);
    expect(asked.length).toBeGreaterThan(1);
    for (const [l, t, r, bottom] of asked) {
      expect(r - l).toBeCloseTo(34, 9);
      expect(bottom - t).toBeCloseTo(16, 9);
    }
  });

  it('counts a source added twice under one key (two layers of one world) once, until its last use is taken away', () => {
    const board = new LabelBoard();
    board.setFrame({ x: 0, y: 0, width: 200, height: 200 }, false);
    const world = {};
    let asked = 0;
    const source = { crossingsIn: () => (asked++, 0) };
    const first = board.addObstacleSource(world, source);
    const second = board.addObstacleSource(world, source);
    place(board, request({ x: 50, y: 50 }));
    // one question for the free preferred place, not one per use
    expect(asked).toBe(1);
    first();
    first(); // a second call of one remover takes nothing more away
    asked = 0;
    board.obstacleSourcesChanged();
    expect(asked).toBe(1);
    second();
    asked = 0;
    board.obstacleSourcesChanged();
    expect(asked).toBe(0);
  });

  it('places the labels once per state a keyed source is told of (two layers telling it the same version), again for a new one', () => {
    const board = new LabelBoard();
    board.setFrame({ x: 0, y: 0, width: 200, height: 200 }, false);
    const world = {};
    let asked = 0;
    board.addObstacleSource(world, { crossingsIn: () => (asked++, 0) }, [3, null]);
    place(board, request({ x: 50, y: 50 }));
    const gesture = {};
    const told = (state: readonly unknown[]) => {
      asked = 0;
      board.obstacleSourcesChanged(world, state);
      return asked;
    };
    // the state it was added with, then a new version told twice, then the same version with a gesture's shapes floating
    expect(told([3, null])).toBe(0);
    expect(told([4, null])).toBe(1);
    expect(told([4, null])).toBe(0);
    expect(told([4, gesture])).toBe(1);
    expect(told([4, gesture])).toBe(0);
    // a key it does not hold places nothing; no key places always
    expect((board.obstacleSourcesChanged({}, [5, null]), asked)).toBe(0);
    asked = 0;
    board.obstacleSourcesChanged();
    expect(asked).toBe(1);
  });

  it('after its 24 questions to a source, a place never asked does not win by being taken to cross nothing', () => {
    const board = new LabelBoard();
    board.setFrame({ x: 0, y: 0, width: 400, height: 400 }, false);
    // a dot under the preferred place (no stroke of the source there), and the source's strokes under every other place
    board.setObstacles({}, [{ kind: 'disc', x: 210, y: 192, r: 4 }]);
    const asked: string[] = [];
    let first = true;
    board.addObstacleSource(
      {},
      {
        crossingsIn(l, t, r, b) {
          asked.push(`${l} ${t} ${r} ${b}`);
          const preferred = first;
          first = false;
          return preferred ? 0 : 1;
        },
      },
    );
    const label = place(board, request({ x: 200, y: 200 }));
    expect(asked).toHaveLength(24);
    // the place taken is one the source was asked about (the old rule took the 25th, unasked, at cost 0)
    const b = box(label.get(), request());
    expect(asked).toContain(`${b.left - 2} ${b.top - 2} ${b.right + 2} ${b.bottom + 2}`);
  });

  it('a fixed label stays put, and the others keep clear of it', () => {
    const board = new LabelBoard();
    board.setFrame({ x: 0, y: 0, width: 100, height: 100 }, false);
    const free = place(board, request());
    const fixedRequest = request({ fixed: true, width: 60 });
    const fixed = place(board, fixedRequest);
    expect(fixed.get()).toEqual({ x: 56, y: 42, align: 'start', leader: null });
    expect(overlaps(box(free.get(), request()), box(fixed.get(), fixedRequest))).toBe(false);
  });

  it('reports the bounds of what is drawn: outlines, strokes, dot centres; not lines', () => {
    const board = new LabelBoard();
    const seen: unknown[] = [];
    board.watchContent((b) => seen.push(b));
    board.setObstacles({}, [{ kind: 'ring', x: 0, y: 0, r: 10 }]);
    const dot = {};
    board.setObstacles(dot, [{ kind: 'disc', x: 30, y: 5, r: 8 }]);
    board.setObstacles({}, [{ kind: 'segment', x1: -1000, y1: 0, x2: 1000, y2: 0 }], false);
    expect(seen.at(-1)).toEqual({ x: -10, y: -10, width: 40, height: 20 });
    // the edge shape moves in: the bounds shrink
    board.setObstacles(dot, [{ kind: 'disc', x: 5, y: 5, r: 8 }]);
    expect(seen.at(-1)).toEqual({ x: -10, y: -10, width: 20, height: 20 });
  });

  it('never places two labels on top of each other while there is room (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.integer({ min: 40, max: 160 }), y: fc.integer({ min: 40, max: 160 }), w: fc.integer({ min: 10, max: 40 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        (specs) => {
          const board = new LabelBoard();
          board.setFrame({ x: 0, y: 0, width: 200, height: 200 }, false);
          const placed = specs.map((s) => ({ r: request({ x: s.x, y: s.y, width: s.w }), l: place(board, request({ x: s.x, y: s.y, width: s.w })) }));
          const boxes = placed.map(({ r, l }) => box(l.get(), r));
          for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** Does the segment touch the box? (sampled finely: the tests' boxes are at least 10 units) */
function crosses(leader: NonNullable<LabelPlacement['leader']>, b: ReturnType<typeof box>): boolean {
  for (let i = 0; i <= 200; i++) {
    const x = leader.x1 + ((leader.x2 - leader.x1) * i) / 200;
    const y = leader.y1 + ((leader.y2 - leader.y1) * i) / 200;
    if (x > b.left && x < b.right && y > b.top && y < b.bottom) return true;
  }
  return false;
}

/** Labels round one spot among handles' dots (which push some of them out onto leaders): how many leaders cross another label's text? */
function leaderCrossings(specs: ReadonlyArray<{ x: number; y: number; w: number }>, dots: ReadonlyArray<{ x: number; y: number }>) {
  const board = new LabelBoard();
  board.setFrame({ x: 0, y: 0, width: 200, height: 200 }, false);
  board.setObstacles(
    {},
    dots.map((d) => ({ kind: 'disc' as const, x: d.x, y: d.y, r: 7 })),
  );
  const placed = specs.map((s) => ({ r: request({ x: s.x, y: s.y, width: s.w }), l: place(board, request({ x: s.x, y: s.y, width: s.w })) }));
  let leaders = 0;
  let crossings = 0;
  for (const [i, a] of placed.entries()) {
    const leader = a.l.get().leader;
    if (!leader) continue;
    leaders++;
    for (const [j, b] of placed.entries()) {
      const other = box(b.l.get(), b.r);
      // a label over this one's anchor is in the way of any leader (the board does not keep labels off anchors): not counted
      const onAnchor = leader.x1 >= other.left && leader.x1 <= other.right && leader.y1 >= other.top && leader.y1 <= other.bottom;
      if (i !== j && !onAnchor && crosses(leader, other)) crossings++;
    }
  }
  return { leaders, crossings };
}

describe('LabelBoard, leader lines', () => {
  it('keeps leaders off other labels’ text (cases the board used to draw a leader through a label)', () => {
    const cases = [
      {
        specs: [
          { x: 90, y: 90, w: 10 },
          { x: 90, y: 90, w: 10 },
        ],
        dots: [
          { x: 80, y: 80 },
          { x: 80, y: 80 },
          { x: 80, y: 98 },
          { x: 93, y: 96 },
        ],
      },
      {
        specs: [
          { x: 100, y: 96, w: 10 },
          { x: 98, y: 91, w: 10 },
        ],
        dots: [
          { x: 80, y: 80 },
          { x: 95, y: 93 },
          { x: 85, y: 80 },
          { x: 80, y: 80 },
        ],
      },
      {
        specs: [
          { x: 91, y: 96, w: 10 },
          { x: 90, y: 98, w: 10 },
        ],
        dots: [
          { x: 102, y: 82 },
          { x: 80, y: 80 },
          { x: 80, y: 82 },
          { x: 88, y: 98 },
        ],
      },
    ];
    for (const { specs, dots } of cases) expect(leaderCrossings(specs, dots)).toEqual({ leaders: expect.any(Number), crossings: 0 });
  });

  it('over 500 crowded cases (seeded), a leader crosses another label’s text in fewer than 1 in 50', () => {
    const cases = fc.sample(
      fc.tuple(
        fc.array(fc.record({ x: fc.integer({ min: 90, max: 110 }), y: fc.integer({ min: 90, max: 110 }), w: fc.integer({ min: 10, max: 30 }) }), {
          minLength: 2,
          maxLength: 3,
        }),
        fc.array(fc.record({ x: fc.integer({ min: 80, max: 120 }), y: fc.integer({ min: 80, max: 120 }) }), { minLength: 4, maxLength: 8 }),
      ),
      { numRuns: 500, seed: 2026 },
    );
    let leaders = 0;
    let crossings = 0;
    for (const [specs, dots] of cases) {
      const counted = leaderCrossings(specs, dots);
      leaders += counted.leaders;
      crossings += counted.crossings;
    }
    expect(leaders).toBeGreaterThan(100); // the cases do make leaders
    expect(crossings / leaders).toBeLessThan(1 / 50);
  });
});

describe('LabelBoard, scaling to big scenes', () => {
  it('does not place the labels again when an obstacle far from every label changes', async () => {
    const { vi } = await import('vitest');
    const board = new LabelBoard();
    board.setFrame({ x: 0, y: 0, width: 10000, height: 10000 }, false);
    place(board, request({ x: 50, y: 50 }));
    const spy = vi.spyOn(board as unknown as { place: () => unknown }, 'place');
    // 1,000 dots far away come and move: nothing to do for the label
    const keys = Array.from({ length: 1000 }, () => ({}));
    keys.forEach((k, i) => board.setObstacles(k, [{ kind: 'disc', x: 5000 + i, y: 5000, r: 8 }]));
    keys.forEach((k, i) => board.setObstacles(k, [{ kind: 'disc', x: 5000 + i, y: 5001, r: 8 }]));
    expect(spy).not.toHaveBeenCalled();
    // one that moves near it (or away from it) does
    board.setObstacles(keys[0]!, [{ kind: 'disc', x: 60, y: 45, r: 8 }]);
    board.setObstacles(keys[0]!, [{ kind: 'disc', x: 5000, y: 5000, r: 8 }]);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
