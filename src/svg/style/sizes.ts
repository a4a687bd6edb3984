// Fixed on-screen sizes of the drawing, in a module of plain constants (no
// 'use client'), so a React Server Component can read them too.

/** The least radius of a handle's invisible grab target, CSS pixels: 24 px across, WCAG 2.5.8's minimum target size. */
export const HANDLE_GRAB_PX = 12;

/**
 * The radius, CSS pixels, of the grab target of a handle whose dot has radius
 * `size` (CSS px): {@link HANDLE_GRAB_PX}, or 4 px past a larger dot (its focus
 * ring). A press further from the handle's centre is not the handle's.
 */
export function handleGrabRadius(size: number): number {
  return Math.max(HANDLE_GRAB_PX, size + 4);
}

/** The radius, CSS pixels, of the dashed glyph a degenerate shape (zero-radius circle, zero-length segment) is drawn as. */
export const DEGENERATE_PX = 10;

/** The line height of a `<Label>`'s wrapped lines (and so of the status line), em. */
export const LABEL_LINE_EM = 1.2;

/** The least font size of a `<Label>`, CSS pixels, at every zoom and figure width. */
export const MIN_LABEL_PX = 11;
