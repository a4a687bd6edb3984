'use client';
import { memo, forwardRef, type CSSProperties, type Ref } from 'react';
import type { Vec2 } from '../../geometry/index';
import { useHandleSpot } from './handleSpots';
import { useLabelDisc } from '../labels/labelLayer';
import { assertNonNegative } from '../../geometry/shapes/validate';
import { useDraggablePoint, type DraggablePointOptions } from '../../hooks/drag/useDraggablePoint';
import { isObjectSnap } from '../../hooks/drag/snapper';
import { useSnapReport, type SnapChangeHandler } from '../../hooks/drag/useSnapReport';
import { SnapMarker } from '../overlays/SnapMarker';
import { useGrabbablePart } from './grabbablePart';
import { HANDLE_CLASS, HANDLE_DOT_CLASS } from './grabRouter';
import { useScene, useSceneNumbers, useScenePixel } from '../scene/sceneContext';
import { handleGrabRadius } from '../style/sizes';
import { classNames, theme } from '../style/theme';
import { FocusRingCircle } from './FocusRingCircle';
import { sameProps } from '../memo';

/** Props of {@link HandleMarker}. */
export interface HandleMarkerProps {
  /** Where the handle is, scene units. */
  readonly point: Vec2;
  /** Draws the pressed look. */
  readonly isDragging?: boolean;
  /**
   * Radius of the visible dot, CSS pixels, at any figure size and zoom. Its
   * invisible grab target is a disc of radius `max(12, size + 4)` CSS px
   * about the same centre (24 px across by default).
   * @defaultValue 6
   */
  readonly size?: number;
  /** The props from `useDraggablePoint` / `useDraggableShape` (handlers, role, name, tabIndex). */
  readonly handleProps: object & { readonly style?: CSSProperties };
  readonly className?: string;
  readonly style?: CSSProperties;
}

/**
 * How a handle looks, for handle props you got from a hook: a dot `size` CSS
 * px in radius with a larger invisible grab target (radius `max(12, size + 4)`
 * CSS px: 24 px across, the WCAG 2.5.8 minimum, and no further: a press
 * further from the centre goes to whatever is under it, the background or a
 * shape's body), both the same CSS size at any figure width and zoom, and a
 * visible focus ring (`--hitkit-focus`)
 * when focused by keyboard or script, not when focused by pressing it with a
 * pointer (the `:focus-visible` rule, decided here so it behaves the same
 * everywhere). Announces keyboard moves and drag ends through the Scene's live region.
 *
 * @throws RangeError for a bad `size`.
 */
export const HandleMarker = memo(
  forwardRef(function HandleMarker({ point, isDragging = false, size = 6, handleProps, className, style }: HandleMarkerProps, forwarded: Ref<SVGGElement>) {
    assertNonNegative(size, 'size');
    const px = useScenePixel();
    const numbers = useSceneNumbers();
    const props = handleProps as Record<string, unknown> & { style?: CSSProperties; ref?: Ref<Element>; onBlur?: () => void };
    const valueText = props['aria-valuetext'] === undefined ? '' : ` ${String(props['aria-valuetext'])}`;
    // one stable ref for ours, the hook's and the caller's; the focus ring; announcements
    const { ref, ringVisible, focusProps } = useGrabbablePart(props, `${String(props['aria-label'] ?? '')}${valueText}`, isDragging, forwarded);
    const cx = numbers.x(point.x);
    const cy = numbers.y(point.y);
    // the grab target: 24 CSS px across (WCAG 2.5.8), or just past the focus ring of a larger dot
    const target = handleGrabRadius(size) * px;
    // labels keep clear of the dot and its focus ring; a marker on the dot makes way for it
    useLabelDisc(point.x, point.y, (size + 4) * px);
    useHandleSpot(point.x, point.y, size * px);
    return (
      <g
        {...props}
        ref={ref}
        {...focusProps}
        className={classNames(HANDLE_CLASS, className)}
        data-dragging={isDragging || undefined}
        style={{ ...props.style, outline: 'none', ...style }}
      >
        <circle cx={cx} cy={cy} r={numbers.len(target)} style={{ fill: 'transparent', stroke: 'none' }} />
        {ringVisible ? <FocusRingCircle cx={cx} cy={cy} r={numbers.len((size + 4.5) * px)} /> : null}
        <circle
          cx={cx}
          cy={cy}
          r={numbers.len(size * px)}
          vectorEffect="non-scaling-stroke"
          className={HANDLE_DOT_CLASS}
          style={{ fill: isDragging ? theme.handle : theme.handleFill, stroke: theme.handle, strokeWidth: 2, strokeDasharray: 'none' }}
        />
      </g>
    );
  }),
  sameProps,
);

/** Props of {@link Handle}: the options of `useDraggablePoint`, plus looks. */
export interface HandleProps extends DraggablePointOptions {
  /**
   * Radius of the visible dot, CSS pixels, at any figure size and zoom (grab
   * target: radius `max(12, size + 4)` CSS px; see {@link HandleMarker}).
   * @defaultValue 6
   */
  readonly size?: number;
  readonly className?: string;
  readonly style?: CSSProperties;
  /**
   * With an `objectSnap`: draw the `<SnapMarker>` of the target the point sits on.
   * @defaultValue true
   */
  readonly snapMarker?: boolean;
  /**
   * With an `objectSnap`: called once per change of the target the point sits
   * on (or of Tab's choice among candidates), before paint, with the
   * `SnapState` (`target` null when none): see {@link SnapChangeHandler}.
   */
  readonly onSnapChange?: SnapChangeHandler | undefined;
}

/**
 * A draggable point: {@link HandleMarker} driven by `useDraggablePoint` (pointer
 * drag with capture; arrow keys, Shift for the large step; `constrain`, `snap`,
 * `bounds`, drag start/end callbacks). Focusable, with `role="button"`, an
 * accessible name that includes its coordinates, and a visible focus ring. In
 * a `yUp` Scene, ArrowUp increases y. Controlled (`value` + `onChange`) or
 * uncontrolled (`defaultValue`). With `snap={objectSnap(world, …)}` it
 * snaps to the world's shapes and draws a `<SnapMarker>` on the target; its
 * accessible name then says the target (`"Point at (3, 4), snapped to
 * endpoint"`), announced after keyboard moves. The props are compared by
 * value, so an `objectSnap` made in each render is fine; give it a `filter`
 * made once (`useCallback`), or the handle re-renders with every parent render.
 *
 * @throws as `useDraggablePoint` does, and RangeError for a bad `size`.
 */
export const Handle = memo(function Handle({ size = 6, className, style, snapMarker = true, onSnapChange, ...options }: HandleProps) {
  const scene = useScene();
  const sceneYUp = scene?.yUp ?? false;
  // the element's CTM maps to the Scene's written coordinates (relative to its origin, scaled): the Scene maps them back
  const clientToScene = options.clientToScene ?? scene?.clientToScene;
  const { point, isDragging, handleProps, snap } = useDraggablePoint({ yUp: sceneYUp, ...options, clientToScene });
  useSnapReport(snap, onSnapChange);
  // the handle's own announcement says the target (its name does): the marker stays quiet
  const marker = snapMarker && isObjectSnap(options.snap) ? <SnapMarker snap={snap} announce={false} /> : null;
  return (
    <>
      <HandleMarker
        point={point}
        isDragging={isDragging}
        size={size}
        handleProps={handleProps}
        {...(className === undefined ? {} : { className })}
        {...(style === undefined ? {} : { style })}
      />
      {marker}
    </>
  );
}, sameProps);
