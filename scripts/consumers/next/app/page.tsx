// A React Server Component: it calls the geometry imported from `hitkit` and
// from `hitkit/geometry` on the server, and renders a client component.
import { segmentCircleHit } from 'hitkit';
import { distanceToRect } from 'hitkit/geometry';
import { View } from './View';

const disk = { center: { x: 0, y: 0 }, radius: 10 };

export default function Page() {
  const hit = segmentCircleHit({ start: { x: 10, y: 0 }, end: { x: 0, y: 10 } }, disk);
  const miss = segmentCircleHit({ start: { x: 15, y: 0 }, end: { x: 0, y: 15 } }, disk);
  const gap = distanceToRect({ x: 30, y: 5 }, { x: 10, y: 20, width: 40, height: 20 });
  return (
    <main>
      <p id="server">{`server: hit ${hit}, miss ${miss}, rect ${gap}`}</p>
      <View />
    </main>
  );
}
