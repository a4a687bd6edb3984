'use client';
import type { ReactNode } from 'react';
import type { ObjectSnap } from '../../hooks/drag/snapper';
import { useSnapCursor, type SnapCursor, type SnapCursorOptions } from '../../hooks/scene/useSnapCursor';
import { useSnapReport, type SnapChangeHandler } from '../../hooks/drag/useSnapReport';
import { useFocusRing } from '../handles/focusRing';
import { SnapMarker } from '../overlays/SnapMarker';
import { useRequiredScene } from '../scene/sceneContext';
import { SurfaceBackground, SurfaceFocusRing } from './surface';

/** Props of {@link SnapCursorLayer}: `useSnapCursor`'s options (its `clientToScene` and `yUp` come from the Scene), plus these. */
export interface SnapCursorLayerProps extends Omit<SnapCursorOptions, 'clientToScene' | 'yUp'> {
  /** The object snapping (`objectSnap(world, { kinds, radiusPx, grid, from })`), or undefined for a free cursor. */
  readonly snap: ObjectSnap | undefined;
  /** Drawn under the marker: shapes, or a function of the cursor (e.g. the rubber line from the last point to `cursor.point`). */
  readonly children?: ReactNode | ((cursor: SnapCursor) => ReactNode);
  /**
   * Draw the kind's name beside the marker.
   * @defaultValue true
   */
  readonly tooltip?: boolean;
  /**
   * Called once per change of the target under the cursor (or of Tab's
   * choice among candidates), before paint, with the `SnapState` (`target`
   * null over free space or when the pointer leaves): see
   * {@link SnapChangeHandler}. Show the target in your own status line with it.
   */
  readonly onSnapChange?: SnapChangeHandler | undefined;
}

/**
 * A drawing surface over the whole Scene: `useSnapCursor` wired to the Scene
 * (its client → scene transform, y-up and live region), a transparent
 * background that takes the pointer, the `<SnapMarker>` of the cursor's
 * target, and a focus ring. Click or tap to place a point (`onPlace`); Tab
 * over it cycles the candidates; focused, the arrow keys move a keyboard
 * cursor and Enter or Space places it. In a pannable Scene the layer takes
 * every press, so a drag never pans: the view pans with the arrow keys (the
 * figure focused) and zooms with Ctrl/⌘ + wheel. `onSnapChange` reports
 * the cursor's target as it changes.
 *
 * @throws Error outside a Scene; as `useSnapCursor`
 */
export function SnapCursorLayer({ snap, children, tooltip = true, onSnapChange, ...options }: SnapCursorLayerProps) {
  const scene = useRequiredScene('SnapCursorLayer');
  const cursor = useSnapCursor(snap, { ...options, clientToScene: scene.clientToScene, yUp: scene.yUp });
  useSnapReport(cursor.snap, onSnapChange);
  const { ringVisible, focusProps } = useFocusRing();
  return (
    <g className="hitkit-snap-cursor-layer" {...cursor.surfaceProps} {...focusProps} style={{ outline: 'none', touchAction: 'none', cursor: 'crosshair' }}>
      <SurfaceBackground scene={scene} className="hitkit-snap-cursor-background" />
      {typeof children === 'function' ? children(cursor) : children}
      <SnapMarker snap={cursor.snap} tooltip={tooltip} />
      {ringVisible && <SurfaceFocusRing scene={scene} className="hitkit-snap-cursor-focus" />}
    </g>
  );
}
