'use client';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';
import type { PickHit, World, WorldId } from '../../geometry/index';
import { PICK_TOLERANCE } from '../../hooks/scene/pickTolerance';
import { useSelection, type SelectionState, type UseSelectionOptions } from '../../hooks/scene/useSelection';
import { useFocusRing } from '../handles/focusRing';
import { HitAreaOverlay, HoverHighlight, RubberBand, SelectionOutline } from './SelectionOverlays';
import { useRequiredScene } from '../scene/sceneContext';
import { SurfaceBackground, SurfaceFocusRing } from './surface';
import { leftForFigure, useFigureSelection } from './figureEvents';
import { SnapMarker } from '../overlays/SnapMarker';
import { TransformBox } from './TransformBox';
import { VertexHandles } from './VertexHandles';
import { FloatingGestureContext, GestureDrawingContext, useGestureContextValues } from './gestureDrawing';
import { useSnapReport, type SnapChangeHandler } from '../../hooks/drag/useSnapReport';

/**
 * Props of {@link SelectionLayer}: `useSelection`'s options (its `clientToScene` and `announce` come from the Scene), plus these.
 * `Id`: the world's id type (the ids of the selection and the hover are of it).
 */
export interface SelectionLayerProps<Id extends WorldId = WorldId> extends Omit<UseSelectionOptions<Id>, 'clientToScene' | 'announce'> {
  readonly world: World<Id>;
  /** The shapes, drawn under the hover, selection and band overlays. */
  readonly children?: ReactNode;
  /** Draw every shape's hit area at the current tolerance (`<HitAreaOverlay>`). */
  readonly showHitAreas?: boolean | undefined;
  /** Called when the shape under the pointer changes. */
  readonly onHoverChange?: ((hit: PickHit<Id> | null) => void) | undefined;
  /**
   * Called when the snap target of a move or a resize changes (the target the
   * grabbed shape or the dragged handle sits on, drawn with a `<SnapMarker>`),
   * as `<Handle>`'s `onSnapChange`.
   */
  readonly onSnapChange?: SnapChangeHandler | undefined;
  /** Called with the selection state on every render that changes it (to show a count, say). */
  readonly onState?: ((state: SelectionState<Id>) => void) | undefined;
}

/**
 * Hover, click, rubber-band and keyboard selection over a world's shapes, in a
 * `<Scene>`: a `<g>` around `children` with a background that takes presses
 * on empty space, and the overlays drawn above — the hover halo, the selected
 * shapes' outlines and boxes, the keyboard focus, the rubber band (window
 * solid, crossing dashed) and, with `showHitAreas`, every hit area. The
 * behaviour is `useSelection`'s (see there for the keys and announcements);
 * coordinates and the pick tolerance go through the Scene's zoom and CSS
 * scaling; announcements go to the Scene's polite live region.
 *
 * The world is read at each render: after changing it, re-render the layer
 * (its overlays memoise on `world.version`). Not memoised itself: its
 * children are usually new elements on every render.
 *
 * Select and edit in one place: with `movable`, a press on a shape selects
 * it and drags the whole selection (snapped with `snap`, the target drawn
 * with a `<SnapMarker>`), the arrow keys nudge it (ArrowUp is +y in a `yUp`
 * Scene), and every drag or held run of keys is one transaction
 * (`onGestureStart` / `onGestureChange` / `onGestureEnd`, Escape restores);
 * see `useSelection`. With `reshapable`, one selected segment, polyline
 * or polygon gets vertex handles (`<VertexHandles>`, drawn above the transform
 * box): drag one, or focus it and press the arrow keys, to move that vertex
 * alone (`type` `'reshape'`), snapped with `snap` (to the other shapes and
 * to the shape's own other vertices; Tab cycles the candidates) and kept
 * inside `bounds`; the shape's bounding box and corner squares are then left
 * out (its outline stays), so they are not taken for handles. Other per-shape editors (a `<DraggableShape>` with a
 * `constraint`, say) can still go in `children`, after the shapes:
 * a click on one selects its shape, Delete works with the focus on any of
 * its parts, and the hover keeps reporting the shape under the pointer over
 * them (also for editors drawn after the layer, elsewhere in the figure).
 *
 * With `transformable`, the selection gets a transform box (`<TransformBox>`):
 * 8 resize handles and a rotation handle, sized in CSS pixels (24 px grab
 * targets, the nearest handle wins), focusable and named, each drag or held
 * run of keys one transaction (`type` `'resize'` / `'rotate'`), and (with
 * `pivotHandle`) a rotation pivot to drag; a resize snaps with `snap` as a move does. The
 * selected shapes' own boxes and corner squares are left out under it (their
 * outlines stay), so they do not crowd its handles. See `useSelection`'s
 * `transformable`.
 *
 * Touch: a finger on a shape (with `movable`), on a handle or on the
 * transform box is the layer's (it cancels the browser's scroll and zoom for
 * that touch); a finger on empty space is left to the browser (the Scene's
 * `touchAction`). With `transformable`, two fingers, one on the selection or
 * its box, pinch and twist it (`type` `'pinch'`, `pinchBox` about the fingers'
 * midpoint); lifting a finger ends it, a `touchcancel` or Escape restores it.
 *
 * In a pannable Scene the layer covers the view and takes every press (a
 * click or a band), so a drag never pans: the view pans with the arrow keys
 * (the figure focused) and zooms with Ctrl/⌘ + wheel.
 *
 * @throws Error outside a `<Scene>`; TypeError / RangeError naming a bad option
 */
export function SelectionLayer<Id extends WorldId = WorldId>({
  world,
  children,
  showHitAreas,
  onHoverChange,
  onSnapChange,
  onState,
  ...options
}: SelectionLayerProps<Id>) {
  const scene = useRequiredScene('SelectionLayer');
  const selection = useSelection(world, { yUp: scene.yUp, ...options, clientToScene: scene.clientToScene, announce: scene.announce });
  const surfaceRef = useRef<SVGGElement>(null);
  const touchRef = selection.surfaceProps.ref;
  const setSurface = useCallback(
    (element: SVGGElement | null) => {
      surfaceRef.current = element;
      touchRef(element);
    },
    [touchRef],
  );
  useFigureSelection(surfaceRef, selection);
  useSnapReport(selection.snap, onSnapChange);
  // The keyboard focus is drawn after a key press, even when the surface was focused by a pointer.
  const [keyed, setKeyed] = useState(false);
  const surfaceBlur = selection.surfaceProps.onBlur;
  const { ringVisible, focusProps } = useFocusRing(() => {
    setKeyed(false);
    surfaceBlur();
  });
  const showFocus = ringVisible || keyed;
  const hover = selection.hover;
  useHoverReport(hover, onHoverChange);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the state's parts: `selection` is a new object on every render
  useEffect(() => onState?.(selection), [selection.selected, selection.band, selection.focused, selection.hover, onState]);
  const version = world.version;
  // A running gesture's shapes are drawn by its map, not redrawn per frame; any gesture's start and end are told (gestureDrawing.ts).
  const [drawing, floating] = useGestureContextValues(world, selection.gesture, options.updateWorld);
  return (
    <g
      className="hitkit-selection-layer"
      {...selection.surfaceProps}
      ref={setSurface}
      {...focusProps}
      onPointerLeave={(e) => {
        if (!leftForFigure(e)) selection.surfaceProps.onPointerLeave(e);
      }}
      onKeyDownCapture={(e) => {
        if (e.target === e.currentTarget) setKeyed(true);
      }}
      onPointerDownCapture={(e) => {
        focusProps.onPointerDownCapture();
        setKeyed(false);
        selection.surfaceProps.onPointerDownCapture(e);
      }}
      style={{ outline: 'none', touchAction: 'none' }}
    >
      <SurfaceBackground scene={scene} className="hitkit-selection-background" />
      <GestureDrawingContext.Provider value={drawing}>
        <FloatingGestureContext.Provider value={floating}>{children}</FloatingGestureContext.Provider>
        {showHitAreas && (
          <HitAreaOverlay
            world={world}
            tolerance={Number.isFinite(selection.tolerance) ? selection.tolerance : PICK_TOLERANCE.mouse * scene.pixel}
            version={version}
          />
        )}
        <HoverHighlight world={world} id={hover?.id} version={version} />
        <SelectionOutline
          world={world}
          ids={selection.selected}
          focused={showFocus ? selection.focused : null}
          version={version}
          boxes={selection.transformBox === null && selection.reshape === null}
        />
      </GestureDrawingContext.Provider>
      {!selection.band && <TransformBox state={selection.transformBox} />}
      {!selection.band && <VertexHandles state={selection.reshape} />}
      <RubberBand band={selection.band} />
      {selection.gesture && <SnapMarker snap={selection.snap} />}
      {showFocus && selection.focused === null && <SurfaceFocusRing scene={scene} className="hitkit-selection-layer-focus" />}
    </g>
  );
}

/**
 * Reports the hover before paint, so a readout of it lands in the frame that drew it; once per
 * change of the hover (the callback is read through a ref, kept current after each commit: an inline one is fine).
 */
function useHoverReport<Id extends WorldId>(hover: PickHit<Id> | null, onHoverChange: ((hit: PickHit<Id> | null) => void) | undefined) {
  const reportHover = useRef(onHoverChange);
  useIsomorphicLayoutEffect(() => {
    reportHover.current = onHoverChange;
  });
  useIsomorphicLayoutEffect(() => {
    reportHover.current?.(hover); // whatever it returns is not an effect cleanup
  }, [hover]);
}
