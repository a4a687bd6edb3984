import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Handle, Scene, type Vec2 } from '../../src';
import type { Box } from './commands';
import './input';

/**
 * A Scene whose viewBox is 100 units wide, drawn 400 CSS px wide: one scene unit
 * is 4 px, so a drag lands where it should only if client → scene goes through
 * the real screen CTM.
 */
function Figure({ onMove }: { onMove: (p: Vec2) => void }) {
  const [p, setP] = useState<Vec2>({ x: 25, y: 50 });
  return (
    <div style={{ width: 400 }}>
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Drag test">
        <Handle
          label="P"
          value={p}
          onChange={(next) => {
            setP(next);
            onMove(next);
          }}
        />
      </Scene>
    </div>
  );
}

const centre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

describe('dragging a Handle with a real mouse in Chromium', () => {
  it('moves by the pointer distance in scene units through a CSS-scaled svg, keeping the grab offset', async () => {
    const moves: Vec2[] = [];
    await render(<Figure onMove={(p) => moves.push(p)} />);
    const svg = await commands.boundingBox('svg[aria-label="Drag test"]');
    const pxPerUnit = svg.width / 100; // 4 unless the test frame is scaled
    const at = centre(await commands.boundingBox('[aria-label="P at (25, 50)"]'));
    // press 1 unit right of the centre (inside the touch target), move 40 px right and 20 px up
    const grab = { x: at.x + pxPerUnit, y: at.y };
    await commands.mouse([{ type: 'move', ...grab }, { type: 'down' }, { type: 'move', x: grab.x + 40, y: grab.y - 20, steps: 5 }, { type: 'up' }]);
    expect(moves.length).toBeGreaterThanOrEqual(2);
    const last = moves.at(-1);
    expect(last?.x).toBeCloseTo(25 + 40 / pxPerUnit, 1);
    expect(last?.y).toBeCloseTo(50 - 20 / pxPerUnit, 1);
  });
});
