/**
 * Layout checks every story's browser test runs after its play function
 * (`afterEach` in ./preview.tsx), on the rendered figure, in CSS pixels:
 *
 * - no two pieces of text overlap, anywhere in the story: every SVG `<text>`
 *   (a Scene's labels and status line, a range plot's ticks and titles:
 *   glyph boxes) and every line of HTML text (a legend, a readout, a button),
 *   in one figure or across figures and the page around them;
 * - no label (`text.hitkit-label`) covers a handle's visible dot (`.hitkit-handle-dot`);
 * - no intersection marker's cross (`.hitkit-intersection path`, its halo included)
 *   touches a handle's dot, its ring included: neither hides the other; and a
 *   cross is drawn whole (two strokes) unless its crossing lies on a handle's dot
 *   (then its arms are ticks around the dot): a crossing beside a handle, whose
 *   arms are cut short around it, reads as a marker partly under the handle;
 * - no robot's heading handle (its dot, ring included) touches a lidar return's
 *   square mark (`.hitkit-lidar-marks`): on a small figure it hid the marks of the wall
 *   in front (a wall's own end handles sit on its marks by design);
 * - no label, handle dot or shape stroke is cut by its Scene's edge (shapes
 *   only in Scenes that cannot pan and in stories without the parameter
 *   `layoutChecks: { cutShapes: '<why>' }`, e.g. a close-up; lines and rays are cut by design);
 * - label text has a contrast of at least 4.5:1 against the figure's
 *   background, and shape and handle strokes at least 3:1 (WCAG 1.4.3 and 1.4.11).
 *
 * Where nothing is laid out (jsdom), there is nothing to check.
 */

/** Overlaps smaller than this (CSS px) are anti-aliasing, not a collision. */
const SLACK = 0.75;
/**
 * Text boxes (the font's ascent to descent, so with room above and below the
 * ink) may not overlap by more than this (CSS px): sub-pixel rounding of the
 * boxes, not a collision.
 */
const TEXT_SLACK = 0.25;

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

const describe = (el: Element) => {
  const text = el.textContent?.trim();
  const name = el.closest('[aria-label]')?.getAttribute('aria-label');
  return text ? `label "${text}"` : name ? `${el.getAttribute('class') ?? el.tagName} of "${name}"` : (el.getAttribute('class') ?? el.tagName);
};

const overlap = (a: Box, b: Box, slack = SLACK) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > slack && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > slack;

/** `rgb(…)`/`rgba(…)` → [r, g, b, a]; null for anything else (none, url(…)). */
function parseColour(value: string): [number, number, number, number] | null {
  const m = /^rgba?\(([^)]+)\)$/.exec(value.trim());
  if (!m) return null;
  const parts = (m[1] as string)
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (parts.length < 3 || parts.some((v) => !Number.isFinite(v))) return null;
  return [parts[0] as number, parts[1] as number, parts[2] as number, parts[3] ?? 1];
}

function luminance([r, g, b]: readonly number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r as number) + 0.7152 * lin(g as number) + 0.0722 * lin(b as number);
}

/** The contrast ratio of a (possibly translucent) colour drawn over an opaque background. */
export function contrast(colour: readonly number[], background: readonly number[]): number {
  const a = (colour[3] ?? 1) as number;
  const over = [0, 1, 2].map((i) => (colour[i] as number) * a + (background[i] as number) * (1 - a));
  const l1 = luminance(over);
  const l2 = luminance(background);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

/** The opaque colour behind a figure: the svg's own background, else its nearest ancestor's, else white. */
function backgroundOf(el: Element): number[] {
  for (let node: Element | null = el; node; node = node.parentElement) {
    const c = parseColour(getComputedStyle(node).backgroundColor);
    if (c && c[3] > 0.99) return c;
  }
  return [255, 255, 255, 1];
}

/** An element's own opacity times its ancestors' up to the svg. */
function opacityOf(el: Element, svg: Element): number {
  let a = 1;
  for (let node: Element | null = el; node && node !== svg.parentElement; node = node.parentElement) a *= Number(getComputedStyle(node).opacity);
  return a;
}

/** A piece of text as laid out: a box of an SVG `<text>` or of one line of an HTML text node. */
interface TextBox {
  /** The `<text>` element, or the text node. */
  readonly owner: Node;
  /** How a report names it: `label "85"`, `text "range"`. */
  readonly name: string;
  /** Where it is: its figure's accessible name, or "the page". */
  readonly where: string;
  readonly box: Box;
}

const quoted = (text: string) => `"${text.length > 48 ? `${text.slice(0, 47)}…` : text}"`;

/** The accessible name of the figure (an `<svg>` with one) holding `el`, or "the page". */
function figureOf(el: Element): string {
  const svg = el.closest('svg');
  return svg?.getAttribute('aria-label') ?? svg?.querySelector('title')?.textContent ?? 'the page';
}

/**
 * `box` as far as the ancestors of `el` up to `root` let it be seen: cut by
 * every one that clips its overflow, null where nothing is left or an
 * ancestor is clipped away (a visually hidden live region, `clip: rect(0 0 0 0)`).
 */
function visiblePart(box: Box, el: Element, root: Element): Box | null {
  let { left, top, right, bottom } = box;
  for (let node: Element | null = el; node && node !== root.parentElement; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.clip !== 'auto' && style.clip !== '') return null;
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const frame = node.getBoundingClientRect();
    if (style.overflowX !== 'visible') [left, right] = [Math.max(left, frame.left), Math.min(right, frame.right)];
    if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, frame.top), Math.min(bottom, frame.bottom)];
  }
  return right - left > SLACK && bottom - top > SLACK ? { left, top, right, bottom } : null;
}

/** Every piece of visible text inside `root`: each SVG `<text>` (its glyph box), each line of each HTML text node. */
function textBoxes(root: HTMLElement): TextBox[] {
  const boxes: TextBox[] = [];
  for (const text of Array.from(root.querySelectorAll<SVGTextElement>('svg text'))) {
    const content = (text.textContent ?? '').trim();
    if (content === '' || getComputedStyle(text).visibility === 'hidden') continue;
    const box = visiblePart(text.getBoundingClientRect(), text, root);
    const name = `${text.classList.contains('hitkit-label') ? 'label' : 'text'} ${quoted(content)}`;
    if (box) boxes.push({ owner: text, name, where: figureOf(text), box });
  }
  const range = document.createRange();
  // where nothing is laid out (jsdom), text has no boxes
  if (typeof range.getClientRects !== 'function') return boxes;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const content = (node.textContent ?? '').trim();
    if (!parent || content === '' || parent.closest('svg') || getComputedStyle(parent).visibility === 'hidden') continue;
    range.selectNodeContents(node);
    for (const line of Array.from(range.getClientRects())) {
      const box = visiblePart(line, parent, root);
      if (box) boxes.push({ owner: node, name: `text ${quoted(content)}`, where: 'the page', box });
    }
  }
  return boxes;
}

/** Every two pieces of text whose boxes overlap (by more than sub-pixel rounding), anywhere inside `root`. */
function textOverlaps(root: HTMLElement): string[] {
  const problems: string[] = [];
  const boxes = textBoxes(root);
  boxes.forEach((a, i) => {
    for (let j = i + 1; j < boxes.length; j++) {
      const b = boxes[j] as TextBox;
      if (a.owner === b.owner || !overlap(a.box, b.box, TEXT_SLACK)) continue;
      const where = a.where === b.where ? a.where : `${a.where} / ${b.where}`;
      problems.push(`${where}: ${a.name} overlaps ${b.name}`);
    }
  });
  return problems;
}

/**
 * Every handle dot that the cross of an intersection marker touches: each cross
 * path is walked in steps of 1 CSS px and every point on it, widened by half
 * its stroke (the halo's), is measured against the dot's outer edge (half its ring's stroke out).
 */
function markersOnHandles(svg: SVGSVGElement, dots: readonly SVGCircleElement[]): string[] {
  const problems: string[] = [];
  const discs = dots.map((dot) => {
    const d = dot.getBoundingClientRect();
    // the box is the circle's geometry: its ring reaches half a stroke further
    return { dot, cx: d.left + d.width / 2, cy: d.top + d.height / 2, r: d.width / 2 + parseFloat(getComputedStyle(dot).strokeWidth) / 2 };
  });
  for (const path of Array.from(svg.querySelectorAll<SVGPathElement>('.hitkit-intersection path'))) {
    const matrix = path.getScreenCTM();
    if (!matrix || typeof path.getTotalLength !== 'function') continue;
    const half = parseFloat(getComputedStyle(path).strokeWidth) / 2;
    const total = path.getTotalLength();
    // path length in its own units; steps of about 1 CSS px on the screen
    const scale = Math.hypot(matrix.a, matrix.b) || 1;
    const steps = Math.max(1, Math.ceil(total * scale));
    const hit = new Set<SVGCircleElement>();
    for (let i = 0; i <= steps; i++) {
      const p = path.getPointAtLength((total * i) / steps).matrixTransform(matrix);
      for (const { dot, cx, cy, r } of discs) if (!hit.has(dot) && Math.hypot(p.x - cx, p.y - cy) < r + half - SLACK) hit.add(dot);
    }
    for (const dot of hit) problems.push(`the intersection marker ${describe(path)} touches the handle ${describe(dot)}`);
  }
  for (const marker of Array.from(svg.querySelectorAll<SVGGElement>('.hitkit-intersection'))) {
    const cross = marker.querySelector('path');
    const centre = marker.querySelector('circle')?.getBoundingClientRect();
    if (!cross || !centre) continue;
    const strokes = (cross.getAttribute('d') ?? '').split('M').length - 1;
    const cx = centre.left + centre.width / 2;
    const cy = centre.top + centre.height / 2;
    const onDot = discs.some((d) => Math.hypot(d.cx - cx, d.cy - cy) < d.r);
    if (strokes > 2 && !onDot) problems.push(`the intersection marker ${describe(cross)} is cut short around a handle beside it (partly under the handle)`);
  }
  return problems;
}

/** The squares of a lidar overlay's marks path (`M x y h s v s h -s z` each), in CSS px. */
function markSquares(path: SVGPathElement): Box[] {
  const matrix = path.getScreenCTM();
  if (!matrix) return [];
  const squares: Box[] = [];
  for (const m of (path.getAttribute('d') ?? '').matchAll(/M(-?[\d.e+-]+) (-?[\d.e+-]+)h(-?[\d.e+-]+)/g)) {
    const [x, y, side] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const a = new DOMPoint(x, y).matrixTransform(matrix);
    const b = new DOMPoint(x + side, y + side).matrixTransform(matrix);
    squares.push({ left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), right: Math.max(a.x, b.x), bottom: Math.max(a.y, b.y) });
  }
  return squares;
}

/** Every robot's heading handle dot (its ring included) that touches a lidar return's square mark. */
function dotsOnLidarMarks(svg: SVGSVGElement): string[] {
  const dots = Array.from(svg.querySelectorAll<SVGCircleElement>('.hitkit-lidar-robot [role="slider"] .hitkit-handle-dot'));
  const squares = Array.from(svg.querySelectorAll<SVGPathElement>('.hitkit-lidar-marks')).flatMap(markSquares);
  const problems: string[] = [];
  for (const dot of dots) {
    const d = dot.getBoundingClientRect();
    const r = d.width / 2 + parseFloat(getComputedStyle(dot).strokeWidth) / 2;
    const cx = d.left + d.width / 2;
    const cy = d.top + d.height / 2;
    const touched = squares.filter((q) => Math.hypot(cx - Math.min(Math.max(cx, q.left), q.right), cy - Math.min(Math.max(cy, q.top), q.bottom)) < r - SLACK);
    if (touched.length > 0) problems.push(`the handle ${describe(dot)} touches ${touched.length} lidar return mark(s)`);
  }
  return problems;
}

/** Every problem the checks find in the figures inside `root`. */
export function layoutProblems(root: HTMLElement, options: { readonly cutShapes?: boolean } = {}): string[] {
  const problems: string[] = textOverlaps(root);
  for (const svg of Array.from(root.querySelectorAll<SVGSVGElement>('svg.hitkit-scene'))) {
    const frame = svg.getBoundingClientRect();
    if (frame.width === 0 || frame.height === 0) continue;
    const title = svg.getAttribute('aria-label') ?? svg.querySelector('title')?.textContent ?? 'figure';
    const pannable = svg.hasAttribute('data-zoom');
    const report = (what: string) => problems.push(`${title}: ${what}`);
    const labels = Array.from(svg.querySelectorAll<SVGTextElement>('text.hitkit-label')).filter(
      (t) => (t.textContent ?? '').trim() !== '' && getComputedStyle(t).visibility !== 'hidden',
    );
    const labelBoxes = labels.map((t) => t.getBoundingClientRect());
    const dots = Array.from(svg.querySelectorAll<SVGCircleElement>('.hitkit-handle-dot'));
    const inside = (b: Box) => b.left >= frame.left - SLACK && b.right <= frame.right + SLACK && b.top >= frame.top - SLACK && b.bottom <= frame.bottom + SLACK;

    labelBoxes.forEach((a, i) => {
      for (const dot of dots) {
        const d = dot.getBoundingClientRect();
        const r = d.width / 2;
        const cx = d.left + r;
        const cy = d.top + r;
        const nx = Math.min(Math.max(cx, a.left), a.right);
        const ny = Math.min(Math.max(cy, a.top), a.bottom);
        if (Math.hypot(nx - cx, ny - cy) < r - SLACK) report(`${describe(labels[i] as Element)} covers the handle ${describe(dot)}`);
      }
      if (!inside(a)) report(`${describe(labels[i] as Element)} is cut by the figure's edge`);
    });
    for (const dot of dots) if (!inside(dot.getBoundingClientRect())) report(`the handle ${describe(dot)} is cut by the figure's edge`);
    for (const problem of markersOnHandles(svg, dots)) report(problem);
    for (const problem of dotsOnLidarMarks(svg)) report(problem);
    const strokes = Array.from(
      svg.querySelectorAll<SVGGraphicsElement>(
        '.hitkit-segment, .hitkit-circle, .hitkit-rect, .hitkit-polygon, .hitkit-polyline, .hitkit-ghost, .hitkit-focus-ring',
      ),
    );
    if (!pannable && !options.cutShapes) {
      for (const shape of strokes) {
        const b = shape.getBoundingClientRect();
        if (b.width === 0 && b.height === 0) continue;
        if (!inside(b)) report(`the shape ${describe(shape)} is cut by the figure's edge`);
      }
    }

    const background = backgroundOf(svg);
    for (const label of labels) {
      const fill = parseColour(getComputedStyle(label).fill);
      if (!fill) continue;
      const alpha = fill[3] * opacityOf(label, svg);
      const ratio = contrast([fill[0], fill[1], fill[2], alpha], background);
      if (ratio < 4.5) report(`${describe(label)} has a text contrast of ${ratio.toFixed(2)}:1 (needs 4.5:1)`);
    }
    for (const mark of [...strokes, ...dots]) {
      // (the white line down a focus ring's middle is drawn on the ring, not on the background)
      if (mark.classList.contains('hitkit-focus-ring-core')) continue;
      const style = getComputedStyle(mark);
      const stroke = parseColour(style.stroke);
      if (!stroke || stroke[3] === 0) continue;
      const ratio = contrast([stroke[0], stroke[1], stroke[2], stroke[3] * Number(style.strokeOpacity) * opacityOf(mark, svg)], background);
      if (ratio < 3) report(`${describe(mark)} has a graphic contrast of ${ratio.toFixed(2)}:1 (needs 3:1)`);
    }
  }
  return problems;
}
