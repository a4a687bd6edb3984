'use client';
import { memo, useMemo, type CSSProperties, type ReactElement } from 'react';
import { boundsOf, type BoundedShape, type Rect, type Segment } from '../../geometry/index';
import { useDraggableShape, type DraggableShapeOptions, type EditableShape } from '../../hooks/drag/useDraggableShape';
import { isObjectSnap } from '../../hooks/drag/snapper';
import { useSnapReport, type SnapChangeHandler } from '../../hooks/drag/useSnapReport';
import { SnapMarker } from '../overlays/SnapMarker';
import { useGrabbablePart } from '../handles/grabbablePart';
import { FocusRingPath } from '../handles/FocusRingCircle';
import { boxPath, grownRect } from '../layers/worldPath';
import { HandleMarker } from '../handles/Handle';
import { useLabelObstacles } from '../labels/labelLayer';
import type { LabelObstacle } from '../labels/labelTypes';
import { useScene, useSceneNumbers } from '../scene/sceneContext';
import { Shape } from '../shapes/Shape';
import { classNames } from '../style/theme';
import { sameProps } from '../memo';

/**
 * How far the focus mark's box lies outside the shape's bounds, CSS px: its
 * 4 px line (8-12 px out) clears the shape's own handles, whose dots sit on
 * the bounds (a rect's corners, a circle's radius handle on its rim).
 */
const FOCUS_GAP = 10;

/** Props of {@link DraggableShape}: the options of `useDraggableShape`, plus looks. */
export interface DraggableShapeProps<S extends EditableShape> extends DraggableShapeOptions<S> {
  /**
   * Radius of the handles' dots, CSS pixels, at any figure size and zoom; each
   * handle's grab target is a disc of radius `max(12, handleSize + 4)` CSS px
   * (see `HandleMarker`), so a press further from a corner or an endpoint goes
   * to the body or the background.
   * @defaultValue 5
   */
  readonly handleSize?: number;
  readonly className?: string;
  /** Applied to the shape's outline: `stroke`, `fill`. */
  readonly style?: CSSProperties;
  /**
   * With an `objectSnap`: draw the `<SnapMarker>` of the target the dragged
   * point sits on (an endpoint, a corner, the radius handle's point, or the
   * body's anchor: the segment's start, the centre, the top-left corner; a
   * rotated rect's centre).
   * @defaultValue true
   */
  readonly snapMarker?: boolean;
  /**
   * With an `objectSnap`: called once per change of that target (or of Tab's
   * choice among candidates), before paint, with the `SnapState` (`target`
   * null when none): see {@link SnapChangeHandler}.
   */
  readonly onSnapChange?: SnapChangeHandler | undefined;
}

function DraggableShapeImpl<S extends EditableShape>({
  handleSize = 5,
  className,
  style,
  snapMarker = true,
  onSnapChange,
  ...options
}: DraggableShapeProps<S>) {
  const scene = useScene();
  const px = scene?.pixel ?? 1;
  const numbers = useSceneNumbers();
  // the element's CTM maps to the Scene's written coordinates (relative to its origin, scaled): the Scene maps them back
  const clientToScene = options.clientToScene ?? scene?.clientToScene;
  const { shape, kind, activePart, bodyProps, handles, snap } = useDraggableShape<S>({ yUp: scene?.yUp ?? false, ...options, clientToScene });
  useSnapReport(snap, onSnapChange);
  const { ref: bodyRef, ringVisible, focusProps } = useGrabbablePart<SVGGElement>(bodyProps, bodyProps['aria-label'], activePart === 'body');
  const wide = 14 * px; // a wider invisible stroke (14 CSS px) to grab a thin segment by

  return (
    <g className={classNames('hitkit-draggable-shape', className)} data-kind={kind}>
      <g
        {...bodyProps}
        ref={bodyRef}
        {...focusProps}
        className="hitkit-body"
        data-dragging={activePart === 'body' || undefined}
        style={{ ...bodyProps.style, outline: 'none' }}
      >
        {kind === 'segment' ? (
          <line
            x1={numbers.x((shape as Segment).start.x)}
            y1={numbers.y((shape as Segment).start.y)}
            x2={numbers.x((shape as Segment).end.x)}
            y2={numbers.y((shape as Segment).end.y)}
            strokeLinecap="round"
            style={{ stroke: 'transparent', strokeWidth: numbers.len(wide) }}
          />
        ) : null}
        {ringVisible ? <BodyFocusRing bounds={boundsOf(shape as BoundedShape)} px={px} /> : null}
        <Shape shape={shape} {...(style === undefined ? {} : { style })} />
      </g>
      {handles.map((handle) => (
        <HandleMarker key={handle.part} point={handle.point} isDragging={handle.isDragging} size={handleSize} handleProps={handle.props} />
      ))}
      {snapMarker && isObjectSnap(options.snap) ? <SnapMarker snap={snap} /> : null}
    </g>
  );
}

/**
 * The body's focus mark: a box `FOCUS_GAP` CSS px outside the shape's bounds,
 * which labels keep clear of while it shows (each side's line, 4 px wide, as
 * its two edges: a place whose text crosses them costs as crossing strokes
 * does); a Scene's `fit` leaves it out.
 */
const BodyFocusRing = memo(function BodyFocusRing({ bounds, px }: { readonly bounds: Rect; readonly px: number }) {
  const numbers = useSceneNumbers();
  const { x, y, width, height } = bounds;
  const obstacles = useMemo(() => {
    const out: LabelObstacle[] = [];
    for (const gap of [FOCUS_GAP - 2, FOCUS_GAP + 2]) {
      const g = grownRect({ x, y, width, height }, gap * px);
      const [l, t, r, b] = [g.x, g.y, g.x + g.width, g.y + g.height];
      out.push(
        { kind: 'segment', x1: l, y1: t, x2: r, y2: t },
        { kind: 'segment', x1: r, y1: t, x2: r, y2: b },
        { kind: 'segment', x1: r, y1: b, x2: l, y2: b },
        { kind: 'segment', x1: l, y1: b, x2: l, y2: t },
      );
    }
    return out;
  }, [x, y, width, height, px]);
  // not part of what the Scene fits (`bounded` false): the view must not move as focus comes and goes
  useLabelObstacles(obstacles, false);
  return <FocusRingPath className="hitkit-draggable-focus" d={boxPath(grownRect(bounds, FOCUS_GAP * px), numbers)} />;
}, sameProps);

/**
 * A segment, circle, rect or rotated rect the user can move (drag its body, or
 * focus it and use the arrow keys) and reshape (drag its handles: a segment's
 * endpoints, a circle's radius, a rect's or rotated rect's corners: the
 * opposite corner stays put; rotating is the transform box's), driven by
 * `useDraggableShape`. Every
 * part is focusable with a visible focus mark (from the keyboard: the
 * double line of every hitkit focus mark, a circle round a handle, a box
 * 10 CSS px outside the bounds of the body, clear of its handles), has a role and an accessible
 * name with its coordinates, and announces keyboard moves through the Scene's
 * live region. In a `yUp` Scene, ArrowUp increases y. Controlled (`value` +
 * `onChange`) or uncontrolled (`defaultValue`). With
 * `snap={objectSnap(world, …)}`, the dragged point (a handle's, or the body's
 * anchor) snaps to the world's shapes, a `<SnapMarker>` shows the target and
 * `onSnapChange` reports it, as on `<Handle>` (leave the shape itself out
 * with the setting's `filter`).
 *
 * Memoised: re-renders only when its props hold other data (shapes and
 * styles compare by value; keep callbacks stable).
 *
 * @throws as `useDraggableShape` does.
 */
export const DraggableShape = memo(DraggableShapeImpl, sameProps) as unknown as <S extends EditableShape>(props: DraggableShapeProps<S>) => ReactElement;
