'use client';
import { Scene, SegmentCircleHitView } from 'hitkit';

export function View() {
  return (
    <div style={{ width: 400 }}>
      <Scene viewBox={{ x: -20, y: -20, width: 40, height: 40 }} title="Segment–circle hit" fit>
        <SegmentCircleHitView defaultSegment={{ start: { x: 10, y: 0 }, end: { x: 0, y: 10 } }} defaultCircle={{ center: { x: 0, y: 0 }, radius: 10 }} />
      </Scene>
    </div>
  );
}
