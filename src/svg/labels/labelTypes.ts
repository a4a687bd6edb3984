/**
 * What a label keeps clear of, in scene units: a filled dot (a handle's or a
 * marker's, `disc`: nothing may cover it), a circle's outline (`ring`), a
 * stroke (`segment`) or a box (another component's text).
 *
 * @internal
 */
export type LabelObstacle =
  | { readonly kind: 'disc' | 'ring'; readonly x: number; readonly y: number; readonly r: number }
  | { readonly kind: 'segment'; readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number }
  | { readonly kind: 'box'; readonly x: number; readonly y: number; readonly width: number; readonly height: number };

/**
 * Obstacles counted on demand rather than registered one by one (a world
 * drawn by `WorldLayer`): how many strokes or outlines touch the box
 * `[left, right] × [top, bottom]` (scene units). Asked once per place a label
 * considers, with that place's small box, so a source of thousands of shapes
 * costs a broad-phase query per place, not a list of all within reach.
 * With `atMost`, it may stop counting there: an answer of `atMost` or more
 * then only says "at least that many" (a place that many strokes make no
 * better than the best one so far needs no exact count).
 *
 * @internal
 */
export interface LabelObstacleSource {
  crossingsIn(left: number, top: number, right: number, bottom: number, atMost?: number): number;
}

/** Horizontal alignment of a label's text to its position (SVG `text-anchor`). */
export type LabelAlign = 'start' | 'middle' | 'end';

/**
 * A label asking for a place, scene units: its anchor (the point it
 * annotates), its preferred offset from the anchor (screen-wise: positive `dy`
 * is down on screen, in a y-up Scene too), its text box and one CSS pixel.
 * A `fixed` label stays where it asks and the others keep clear of it.
 *
 * @internal
 */
export interface LabelRequest {
  readonly x: number;
  readonly y: number;
  readonly dx: number;
  readonly dy: number;
  readonly width: number;
  readonly height: number;
  readonly align: LabelAlign;
  readonly px: number;
  readonly fixed: boolean;
}

/** A leader line, scene units: from the label's anchor (or where the line leaves the dots over it) `(x1, y1)` to the nearest point of its text's box `(x2, y2)`. @internal */
export interface LabelLeader {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/**
 * Where a label is drawn: its text position (scene units; the text is
 * vertically centred on it), its alignment, and a leader line from the anchor
 * to the text when the text had to move away from it.
 *
 * @internal
 */
export interface LabelPlacement {
  readonly x: number;
  readonly y: number;
  readonly align: LabelAlign;
  readonly leader: LabelLeader | null;
}
