import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lineThrough, Scene, signedDistanceToLine, SignedDistanceLabel, type SignedDistanceTo } from '../../src';
import { signedDistanceText } from '../../src/svg/overlays/SignedDistanceLabel';

const viewBox = { x: -50, y: -50, width: 100, height: 100 };

/** The label's text in a Scene (y down, or y up). */
function labelText(value: number, kind?: SignedDistanceTo, yUp = false): string {
  const { container, unmount } = render(
    <Scene viewBox={viewBox} title="Figure" yUp={yUp}>
      <SignedDistanceLabel at={{ x: 0, y: 0 }} value={value} {...(kind === undefined ? {} : { kind })} />
    </Scene>,
  );
  const text = container.querySelector('.hitkit-signed-distance')?.textContent ?? '';
  unmount();
  return text;
}

describe('SignedDistanceLabel: words that fit the shape', () => {
  it('a line has a front and a back side, never an inside', () => {
    expect(labelText(15, 'line')).toBe('+15 front side');
    expect(labelText(-3, 'line')).toBe('−3 back side');
    expect(labelText(0, 'line')).toBe('0 on the line');
    expect(labelText(-3, 'line')).not.toMatch(/inside|outside/);
  });

  it.each(['circle', 'rect', 'polygon'] as const)('a %s (closed) keeps inside and outside', (kind) => {
    expect(labelText(15, kind)).toBe('+15 outside');
    expect(labelText(-3, kind)).toBe('−3 inside');
    expect(labelText(0, kind)).toBe('0 on the boundary');
  });

  it('without a kind: a closed shape, as before', () => {
    expect(labelText(2.5)).toBe('+2.5 outside');
    expect(labelText(-2.5)).toBe('−2.5 inside');
    expect(labelText(0)).toBe('0 on the boundary');
  });

  it.each([
    ['point', 'at the point'],
    ['segment', 'on the segment'],
    ['polyline', 'on the polyline'],
  ] as const)('a %s (open) reads a distance away, and never a negative one', (kind, on) => {
    expect(signedDistanceText(4, kind)).toBe('+4 away');
    expect(signedDistanceText(0, kind)).toBe(`0 ${on}`);
    expect(() => signedDistanceText(-1, kind)).toThrow(new RangeError(`value must be >= 0 for a ${kind} (it has no inside), got -1`));
  });

  it('positive and negative replace the kind’s words; 0 keeps its own', () => {
    expect(signedDistanceText(5, 'circle', 'apart', 'overlap')).toBe('+5 apart');
    expect(signedDistanceText(-5, 'circle', 'apart', 'overlap')).toBe('−5 overlap');
    expect(signedDistanceText(0, 'line', 'apart', 'overlap')).toBe('0 on the line');
    expect(signedDistanceText(-2, 'segment', undefined, 'behind')).toBe('−2 behind');
  });

  it('a value that rounds to 0 reads 0, whatever its sign', () => {
    expect(signedDistanceText(-0.001, 'segment')).toBe('0 on the segment');
    expect(signedDistanceText(-0.001, 'line')).toBe('0 on the line');
  });

  it('the sign is the geometry’s: the same words in a yUp Scene, where the front side of p → q is on the left', () => {
    // p → q to the right: the normal (0, 1) points to +y, down on a y-down screen, up in a yUp Scene
    const line = lineThrough({ x: -40, y: 0 }, { x: 40, y: 0 });
    expect([line.a + 0, line.b]).toEqual([0, 1]);
    const d = signedDistanceToLine({ x: 0, y: 10 }, line);
    expect(d).toBe(10);
    expect(labelText(d, 'line')).toBe('+10 front side');
    expect(labelText(d, 'line', true)).toBe('+10 front side');
  });
});
