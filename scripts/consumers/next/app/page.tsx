// A React Server Component: it calls the geometry imported from `hitkit` and
// from `hitkit/geometry` on the server, and renders a client component.
import { formatSigned, PICK_TOLERANCE, segmentCircleHit, SNAP_KIND_NAMES, theme } from 'hitkit';
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
      {/* plain helpers and constants from `hitkit` work on the server too */}
      <p id="helpers" style={{ color: theme.hit }}>{`helpers: ${formatSigned(-3)}, ${SNAP_KIND_NAMES.endpoint}, ${PICK_TOLERANCE.touch}`}</p>
      <View />
    </main>
  );
}
