import { describe, expect, it } from 'vitest';
import { circle, rect, segment, vec } from '../../src/geometry';

describe('vec', () => {
  it('returns a frozen point with the given coordinates', () => {
    const p = vec(3, -4);
    expect(p).toEqual({ x: 3, y: -4 });
    expect(Object.isFrozen(p)).toBe(true);
  });

  it.each([
    [Number.NaN, 0, 'vec.x must be a finite number, got NaN'],
    [0, Number.POSITIVE_INFINITY, 'vec.y must be a finite number, got Infinity'],
    [Number.NEGATIVE_INFINITY, 0, 'vec.x must be a finite number, got -Infinity'],
  ])('vec(%s, %s) throws RangeError naming the argument', (x, y, message) => {
    expect(() => vec(x, y)).toThrow(new RangeError(message));
  });

  it('throws TypeError for a non-number', () => {
    expect(() => vec('1' as unknown as number, 2)).toThrow(new TypeError('vec.x must be a finite number, got "1"'));
  });
});

describe('segment', () => {
  it('copies and freezes its endpoints', () => {
    const start = { x: 1, y: 2 };
    const s = segment(start, { x: 3, y: 4 });
    start.x = 99;
    expect(s).toEqual({ start: { x: 1, y: 2 }, end: { x: 3, y: 4 } });
    expect(Object.isFrozen(s) && Object.isFrozen(s.start) && Object.isFrozen(s.end)).toBe(true);
  });

  it('accepts a zero-length segment', () => {
    expect(segment({ x: 5, y: 5 }, { x: 5, y: 5 })).toEqual({ start: { x: 5, y: 5 }, end: { x: 5, y: 5 } });
  });

  it('names the bad coordinate', () => {
    expect(() => segment({ x: 0, y: 0 }, { x: 1, y: Number.NaN })).toThrow(new RangeError('segment.end.y must be a finite number, got NaN'));
    expect(() => segment(null as unknown as { x: number; y: number }, { x: 1, y: 1 })).toThrow(
      new TypeError('segment.start must be a point { x, y }, got null'),
    );
  });
});

describe('circle', () => {
  it('accepts radius 0', () => {
    expect(circle({ x: 1, y: 2 }, 0)).toEqual({ center: { x: 1, y: 2 }, radius: 0 });
  });

  it('rejects a negative radius with a RangeError naming it', () => {
    expect(() => circle({ x: 0, y: 0 }, -3)).toThrow(new RangeError('circle.radius must be a finite number >= 0, got -3'));
  });

  it('rejects a NaN centre coordinate', () => {
    expect(() => circle({ x: Number.NaN, y: 0 }, 1)).toThrow(new RangeError('circle.center.x must be a finite number, got NaN'));
  });

  it('rejects an infinite radius', () => {
    expect(() => circle({ x: 0, y: 0 }, Number.POSITIVE_INFINITY)).toThrow(new RangeError('circle.radius must be a finite number >= 0, got Infinity'));
  });
});

describe('rect', () => {
  it('returns a frozen rect', () => {
    const r = rect(1, 2, 3, 4);
    expect(r).toEqual({ x: 1, y: 2, width: 3, height: 4 });
    expect(Object.isFrozen(r)).toBe(true);
  });

  it.each([
    [[0, 0, -1, 4], RangeError, 'rect.width must be a finite number >= 0, got -1'],
    [[0, 0, 1, -0.5], RangeError, 'rect.height must be a finite number >= 0, got -0.5'],
    [[Number.NaN, 0, 1, 1], RangeError, 'rect.x must be a finite number, got NaN'],
    [[0, undefined, 1, 1], TypeError, 'rect.y must be a finite number, got undefined'],
  ] as const)('rect(%j) throws %s', (args, ErrorType, message) => {
    const [x, y, w, h] = args as unknown as [number, number, number, number];
    expect(() => rect(x, y, w, h)).toThrow(new ErrorType(message));
  });

  it('accepts a zero-size rect', () => {
    expect(rect(2, 3, 0, 0)).toEqual({ x: 2, y: 3, width: 0, height: 0 });
  });
});
