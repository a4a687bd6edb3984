import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LabelBoard, type LabelPlacement, type LabelRequest } from '../../src/svg/labelBoard';

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
    for (let r = 6; r <= 40; r += 6) for (let k = 0; k < 16; k++) dots.push({ kind: 'disc' as const, x: 100 + r * Math.cos((k * Math.PI) / 8), y: 100 + r * Math.sin((k * Math.PI) / 8), r: 4 });
    board.setObstacles(handle, dots);
    expect(label.get().leader).not.toBeNull();
    board.setObstacles(handle, null);
    expect(label.get()).toEqual({ x: 106, y: 92, align: 'start', leader: null });
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
        fc.array(fc.record({ x: fc.integer({ min: 40, max: 160 }), y: fc.integer({ min: 40, max: 160 }), w: fc.integer({ min: 10, max: 40 }) }), { minLength: 1, maxLength: 6 }),
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
