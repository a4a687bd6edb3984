import type { Vec2 } from '../../geometry/index';
import { watchWindow } from './pointerListeners';

const NONE_GONE: readonly number[] = Object.freeze([]);

/** The scene point a pointer holds on a part, and whatever the part needs to follow it. @internal */
export interface Grip<P> {
  readonly part: P;
  /** The scene point kept under the pointer (a handle's centre, a body's anchor). */
  readonly point: Vec2;
}

/** A pointer that holds a part. @internal */
export interface HeldPointer<G> {
  readonly element: Element;
  readonly grip: G;
  /** From the pointer to the grip's point, CSS pixels: kept through zoom and pan. */
  readonly offset: Vec2;
  /** Removes the pointer's listeners. */
  readonly detach: () => void;
  /** The pointer's last event (the press, then each move): a Tab makes its move again. */
  last: PointerEvent;
}

/**
 * The pointers that hold parts of one draggable now, by pointer id, in the
 * order they grabbed; which of them moved last (Tab cycles its snap
 * candidates); and the window's listeners while any is held. `changed` is
 * told the parts held after every change. @internal
 */
export class HeldPointers<P, G extends Grip<P>> {
  readonly #pointers = new Map<number, HeldPointer<G>>();
  #lastMoved: number | null = null;
  #unwatch: (() => void) | null = null;
  readonly #changed: (parts: readonly P[]) => void;

  constructor(changed: (parts: readonly P[]) => void) {
    this.#changed = changed;
  }

  get size(): number {
    return this.#pointers.size;
  }

  get(id: number): HeldPointer<G> | undefined {
    return this.#pointers.get(id);
  }

  hold(id: number, pointer: HeldPointer<G>): void {
    this.#pointers.set(id, pointer);
    this.#lastMoved = id;
    this.#notify();
  }

  /** Pointer `id` (held) moved: `event` is its last. */
  moved(id: number, event: PointerEvent): void {
    this.#pointers.get(id)!.last = event;
    this.#lastMoved = id;
  }

  lastMoved(): HeldPointer<G> | undefined {
    return this.#lastMoved === null ? undefined : this.#pointers.get(this.#lastMoved);
  }

  /** Watches the window of `element` ({@link watchWindow}) until no pointer is held; once per drag. */
  watchWindow(element: Element, onKey: (event: KeyboardEvent) => void, onLeave: () => void): void {
    this.#unwatch ??= watchWindow(element, onKey, onLeave);
  }

  /** Lets pointer `id` go (its listeners removed; the last one stops watching the window); false when it held nothing. */
  drop(id: number): boolean {
    const p = this.#pointers.get(id);
    if (!p) return false;
    p.detach();
    this.#pointers.delete(id);
    // Tab then goes to a pointer still down
    if (this.#lastMoved === id) this.#lastMoved = Array.from(this.#pointers.keys()).at(-1) ?? null;
    this.#notify();
    if (this.#pointers.size === 0) this.#unwatchWindow();
    return true;
  }

  /** Lets every pointer go, releasing its capture, and stops watching the window. */
  releaseAll(): void {
    this.#unwatchWindow();
    for (const [id, p] of this.#pointers) {
      p.detach();
      try {
        if (p.element.hasPointerCapture?.(id)) p.element.releasePointerCapture(id);
      } catch {
        // the pointer is already gone
      }
    }
    this.#pointers.clear();
    this.#notify();
  }

  /** Unmounting: every listener goes, and nothing is told. */
  detachAll(): void {
    for (const p of this.#pointers.values()) p.detach();
    this.#pointers.clear();
    this.#unwatchWindow();
  }

  /** The pointers whose element left the document (a handle no longer drawn). */
  disconnected(): readonly number[] {
    // (checked after every render of a draggable: no array unless one is gone)
    let gone: number[] | null = null;
    for (const [id, p] of this.#pointers) if (!p.element.isConnected) (gone ??= []).push(id);
    return gone ?? NONE_GONE;
  }

  #unwatchWindow(): void {
    this.#unwatch?.();
    this.#unwatch = null;
  }

  #notify(): void {
    this.#changed(Array.from(this.#pointers.values(), (p) => p.grip.part));
  }
}
