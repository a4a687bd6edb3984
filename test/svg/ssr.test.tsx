// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DistanceToRectView, Scene, SegmentCircleHitView } from '../../src';

describe('server rendering (no window, no DOM)', () => {
  it('imports and renders the views to a string with the answers in it', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <>
        <Scene viewBox={{ x: -20, y: -20, width: 40, height: 40 }} grid={5} title="SSR">
          <SegmentCircleHitView defaultSegment={{ start: { x: 10, y: 0 }, end: { x: 0, y: 10 } }} defaultCircle={{ center: { x: 0, y: 0 }, radius: 10 }} />
        </Scene>
        <Scene viewBox={{ x: 0, y: 0, width: 60, height: 60 }} title="SSR 2">
          <DistanceToRectView defaultPoint={{ x: 30, y: 5 }} rect={{ x: 10, y: 20, width: 40, height: 20 }} />
        </Scene>
      </>,
    );
    expect(html).toContain('Hit · gap -2.93');
    expect(html).toContain('Outside · distance 15');
    expect(html).toContain('aria-label="Segment start at (10, 0)"');
    expect(html).not.toMatch(/NaN|Infinity/);
  });
});
