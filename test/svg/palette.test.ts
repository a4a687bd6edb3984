import { describe, expect, it } from 'vitest';
import { theme } from '../../src/svg/style/theme';

/**
 * The palette's meanings stay told apart under colour-vision deficiency: each
 * pair of meaning colours is at least ΔE*ab 12 apart (CIELAB, D65) with normal
 * vision and under simulated protanopia, deuteranopia and tritanopia (Machado,
 * Oliveira & Fernandes 2009, severity 1, applied in linear RGB), and each
 * meaning is a graphic of at least 3:1 against the white background (WCAG
 * 1.4.11). The label colour is text: at least 4.5:1.
 */

const MEANINGS = {
  hit: theme.hit,
  miss: theme.miss,
  inside: theme.inside,
  'outside / A': theme.shape,
  B: theme.b,
  normal: theme.normal,
  'push-out': theme.pushOut,
  'closest point': theme.measure,
  'query point': theme.handle,
  // the keyboard focus ring: its own colour, not the hit's orange (a focused handle beside a hit read as a hit)
  'keyboard focus': theme.focus,
} as const;

const MACHADO: Record<string, readonly (readonly number[])[]> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** The default of a `var(--hitkit-…, #rrggbb)`. */
function hex(value: string): [number, number, number] {
  const m = /#([0-9a-f]{6})\)$/i.exec(value);
  if (!m) throw new Error(`not a var() with a #rrggbb default: ${value}`);
  const h = m[1] as string;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

const toLinear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

function simulate(rgb: readonly number[], matrix: readonly (readonly number[])[]): number[] {
  const lin = rgb.map(toLinear);
  return matrix.map((row) =>
    Math.min(
      1,
      Math.max(
        0,
        row.reduce((sum, m, j) => sum + m * (lin[j] as number), 0),
      ),
    ),
  );
}

/** Linear RGB → CIELAB (D65). */
function lab([r, g, b]: readonly number[]): [number, number, number] {
  const x = (0.4124 * r! + 0.3576 * g! + 0.1805 * b!) / 0.95047;
  const y = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  const z = (0.0193 * r! + 0.1192 * g! + 0.9505 * b!) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const deltaE = (p: readonly number[], q: readonly number[]) => Math.hypot(...p.map((v, i) => v - (q[i] as number)));

function contrastOnWhite(rgb: readonly number[]): number {
  const [r, g, b] = rgb.map(toLinear) as [number, number, number];
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (l + 0.05);
}

describe('the palette', () => {
  const entries = Object.entries(MEANINGS).map(([name, value]) => [name, hex(value)] as const);

  it.each(Object.keys(MACHADO))('keeps every two meanings ΔE*ab ≥ 12 apart (%s)', (vision) => {
    const matrix = MACHADO[vision]!;
    const close: string[] = [];
    for (let i = 0; i < entries.length; i++) {
      for (let j = i + 1; j < entries.length; j++) {
        const [a, p] = entries[i]!;
        const [b, q] = entries[j]!;
        const d = deltaE(lab(simulate(p, matrix)), lab(simulate(q, matrix)));
        if (d < 12) close.push(`${a} / ${b}: ${d.toFixed(1)}`);
      }
    }
    expect(close).toEqual([]);
  });

  it('draws every meaning at ≥ 3:1 against white, and labels at ≥ 4.5:1', () => {
    for (const [name, rgb] of entries) expect([name, contrastOnWhite(rgb) >= 3]).toEqual([name, true]);
    expect(contrastOnWhite(hex(theme.label))).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite(hex(theme.focus))).toBeGreaterThanOrEqual(3);
  });

  it("the check can fail: a common red and green (matplotlib's #d62728, #2ca02c) fall below 12 under deuteranopia", () => {
    const red = [214, 39, 40];
    const green = [44, 160, 44];
    const apart = (vision: string) => deltaE(lab(simulate(red, MACHADO[vision]!)), lab(simulate(green, MACHADO[vision]!)));
    expect(apart('normal')).toBeGreaterThan(60);
    expect(apart('deuteranopia')).toBeLessThan(12);
  });
});
