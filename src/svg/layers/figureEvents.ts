'use client';
import { useEffect, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { CLICK_SLOP } from '../../hooks/scene/usePick';
import type { SelectionState } from '../../hooks/scene/useSelection';
import type { WorldId } from '../../geometry/index';
import { onControl } from '../../hooks/scene/selectionPointer';
import { useLatest } from '../../hooks/state/useLatest';
import { HANDLE_CLASS } from '../handles/grabRouter';
import { TRANSFORM_HANDLE_CLASS } from './TransformBox';

/** The class of a shape editor's body (`<DraggableShape>`). */
const BODY_CLASS = 'hitkit-body';

/** A key typed into a text field: never a command. */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable === true);
}

/** A press that a focusable control took (the selection surface never saw it), until its release. */
interface ControlPress {
  readonly pointerId: number;
  readonly clientX: number;
  readonly clientY: number;
  readonly pointerType: string;
  readonly additive: boolean;
}

/** A pointer event as the selection surface would receive it: over the layer's `<g>`. */
function asSurfaceEvent(e: PointerEvent, surface: Element): ReactPointerEvent<Element> {
  return {
    clientX: e.clientX,
    clientY: e.clientY,
    pointerId: e.pointerId,
    pointerType: e.pointerType,
    currentTarget: surface,
    target: e.target,
  } as unknown as ReactPointerEvent<Element>;
}

/**
 * What the selection hears from the whole figure (the `<svg>` around the
 * layer), for the parts of an editor that are not the selection surface:
 *
 * - a click (press and release within the click slop) on a shape editor's
 *   body that took the press (a `<DraggableShape>`'s body, class
 *   `hitkit-body`) selects the shape under it as a click on the surface would
 *   (handles and the transform box's handles excepted: a press on a handle
 *   reshapes, it selects nothing; other
 *   controls, such as a button, keep their clicks);
 * - Delete / Backspace with the focus anywhere in the figure outside the
 *   layer (an editor drawn after it) calls `onDelete` (inside the layer the
 *   surface's own key handler does);
 * - the pointer over something drawn after the layer (an editor on top)
 *   still hovers the shape under it, and leaving the layer for such an
 *   element does not clear the hover; leaving the figure does. @internal
 */
export function useFigureSelection<Id extends WorldId>(surfaceRef: RefObject<SVGGElement | null>, selection: SelectionState<Id>): void {
  const latest = useLatest(selection);
  useEffect(() => {
    const surface = surfaceRef.current;
    const svg = surface?.ownerSVGElement;
    if (!surface || !svg) return;
    let press: ControlPress | null = null;
    const outside = (target: EventTarget | null) => !(target instanceof Node) || !surface.contains(target);
    const onDown = (e: PointerEvent) => {
      press = null;
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      const target = e.target as Element | null;
      // a shape editor's body (not a handle, not any other control: a button keeps its clicks)
      const body = target?.closest(`.${BODY_CLASS}`);
      if (!target || !body || !svg.contains(body) || target.closest(`.${HANDLE_CLASS}, .${TRANSFORM_HANDLE_CLASS}`) || !onControl(target, svg)) return;
      press = { pointerId: e.pointerId, clientX: e.clientX, clientY: e.clientY, pointerType: e.pointerType, additive: e.shiftKey || e.ctrlKey || e.metaKey };
    };
    const onUp = (e: PointerEvent) => {
      const p = press;
      press = null;
      if (!p || p.pointerId !== e.pointerId || Math.hypot(e.clientX - p.clientX, e.clientY - p.clientY) > CLICK_SLOP) return;
      latest.current.clickAt(p.clientX, p.clientY, surface, p.pointerType, p.additive);
    };
    const onKey = (e: KeyboardEvent) => {
      if ((e.key !== 'Delete' && e.key !== 'Backspace') || e.defaultPrevented || !outside(e.target) || typing(e.target)) return;
      if (latest.current.deleteSelected()) e.preventDefault();
    };
    const onMove = (e: PointerEvent) => {
      if (outside(e.target)) latest.current.surfaceProps.onPointerMove(asSurfaceEvent(e, surface));
    };
    const onLeave = (e: PointerEvent) => latest.current.surfaceProps.onPointerLeave(asSurfaceEvent(e, surface));
    svg.addEventListener('pointerdown', onDown, true);
    svg.addEventListener('pointerup', onUp, true);
    svg.addEventListener('keydown', onKey);
    svg.addEventListener('pointermove', onMove);
    svg.addEventListener('pointerleave', onLeave);
    return () => {
      svg.removeEventListener('pointerdown', onDown, true);
      svg.removeEventListener('pointerup', onUp, true);
      svg.removeEventListener('keydown', onKey);
      svg.removeEventListener('pointermove', onMove);
      svg.removeEventListener('pointerleave', onLeave);
    };
  }, [surfaceRef, latest]);
}

/** Whether a pointer that left the layer went onto something else in the figure (an editor drawn on top): the hover stays. @internal */
export function leftForFigure(e: ReactPointerEvent<Element>): boolean {
  const svg = (e.currentTarget as SVGGraphicsElement).ownerSVGElement;
  const to = e.relatedTarget;
  return !!svg && to instanceof Node && svg.contains(to);
}
