/**
 * How far a screenshot may differ from its reference and still match: the
 * anti-aliasing of text edges, not a moved label or a new colour (the same
 * machine image draws the same pixels). Used by the story screenshots
 * (vitest.config.ts) and the docs-page screenshots (docsPages.ts and its
 * test). No imports: the browser-side test reads it too.
 */
export const SCREENSHOT_SLACK = Object.freeze({ threshold: 0.1, allowedMismatchedPixelRatio: 0.0002 });
