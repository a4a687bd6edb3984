// Fixed on-screen sizes of the drawing, in a module of plain constants (no
// 'use client'), so a React Server Component can read them too.

/** The radius, nominal pixels, of the dashed glyph a degenerate shape (zero-radius circle, zero-length segment) is drawn as. */
export const DEGENERATE_PX = 10;

/** The line height of a `<Label>`'s wrapped lines (and so of the status line), em. */
export const LABEL_LINE_EM = 1.2;

/** The least on-screen font size of a `<Label>`, CSS pixels, at every zoom and figure width. */
export const MIN_LABEL_PX = 11;
