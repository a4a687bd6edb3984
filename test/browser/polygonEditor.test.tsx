import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PolygonEditor, Scene, type Polygon } from '../../src';
import { settle } from './input';

/** A double-click through the DevTools protocol: two press/release pairs, the second with clickCount 2. */
async function doubleClick(x: number, y: number): Promise<void> {
  const event = (type: string, clickCount: number) => ({
    method: 'Input.dispatchMouseEvent',
    params: { type, x, y, button: 'left', buttons: type === 'mousePressed' ? 1 : 0, clickCount },
  });
  await commands.cdp([
    { method: 'Input.dispatchMouseEvent', params: { type: 'mouseMoved', x, y, buttons: 0 } },
    event('mousePressed', 1),
    event('mouseReleased', 1),
    event('mousePressed', 2),
    event('mouseReleased', 2),
  ]);
}

function Editor({ onChange }: { onChange: (p: Polygon) => void }) {
  const [shape, setShape] = useState<Polygon>({
    points: [
      { x: 10, y: 10 },
      { x: 90, y: 10 },
      { x: 90, y: 90 },
      { x: 10, y: 90 },
    ],
  });
  return (
    <div style={{ width: 400 }}>
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Editor">
        <PolygonEditor
          polygon={shape}
          onPolygonChange={(next) => {
            setShape(next);
            onChange(next);
          }}
        />
      </Scene>
    </div>
  );
}

describe('PolygonEditor in Chromium (real input)', () => {
  it('a double-click on an edge inserts a vertex there, on that edge (the pointer mapped through the screen CTM)', async () => {
    const changes: Polygon[] = [];
    await render(<Editor onChange={(p) => changes.push(p)} />);
    await settle();
    const box = await commands.boundingBox('svg[aria-label="Editor"]');
    const k = box.width / 100;
    // the top edge, 30 units from the left: between vertices 1 and 2
    await doubleClick(box.x + 30 * k, box.y + 10 * k);
    await settle();
    expect(changes).toHaveLength(1);
    const inserted = changes[0]!.points;
    expect(inserted).toHaveLength(5);
    expect(inserted[1]!.y).toBe(10); // on the edge
    expect(Math.abs(inserted[1]!.x - 30)).toBeLessThan(0.5); // where the pointer was (within a CSS pixel)
    expect(document.querySelector('[aria-label^="Polygon vertex 2 at"]')).toHaveFocus();
  });
});
