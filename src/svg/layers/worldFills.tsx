'use client';
import { memo, useState, type ReactElement, type ReactNode } from 'react';
import { splitFillAlpha } from './fillAlpha';
import type { ResolvedWorldStyle, StyledPaths } from './worldStyle';

/** One list of style groups to draw (a tile's, or the shapes drawn from the world during a gesture) and its React key. @internal */
export interface FillSource {
  readonly key: string | number;
  readonly groups: readonly StyledPaths[];
}

/** One source's fills of one style, opaque (memoised: an unchanged tile's groups are the same array, so it is skipped). */
const SourceFills = memo(function SourceFills({
  groups,
  styleKey,
  paint,
  fallback,
}: {
  groups: readonly StyledPaths[];
  styleKey: string;
  paint: string;
  fallback: string | undefined;
}) {
  const g = groups.find((group) => group.style.key === styleKey);
  if (!g) return null;
  const style = { fill: paint, stroke: 'none' };
  return (
    <>
      {g.solids && <path d={g.solids} fill={fallback} style={style} />}
      {g.polygons.map((p, k) => (
        <path key={k} d={p.d} fill={fallback} fillRule={p.rule} style={style} />
      ))}
    </>
  );
});

/** The filled styles of `sources`, each once, in the order first met. */
function filledStyles(sources: readonly FillSource[]): ResolvedWorldStyle[] {
  const seen = new Set<string>();
  const out: ResolvedWorldStyle[] = [];
  for (const s of sources) {
    for (const g of s.groups) {
      if (g.style.fill === 'none' || seen.has(g.style.key) || (!g.solids && g.polygons.length === 0)) continue;
      seen.add(g.style.key);
      out.push(g.style);
    }
  }
  return out;
}

/**
 * The fills (filled circles, rects, rotated rects, polygons) of every source,
 * per style: drawn in the style's fill made opaque (`splitFillAlpha`), every
 * source's fills of that style under one `<g>` whose `opacity` is the fill's
 * alpha times the style's `opacity`. The group is composited once, so where
 * fills of one style overlap (two shapes, or shapes in two tiles) the overlap
 * looks like one fill, not a darker stripe. Styles are drawn one after
 * another, in the order first met. @internal
 */
export function WorldFills({ sources }: { sources: readonly FillSource[] }): ReactNode {
  // Each source's element per style, kept while its groups are the same array: a gesture's frame that redraws only
  // the shapes drawn apart hands React the very elements of every unchanged tile, which it skips without comparing
  // their props (a cache of elements, weakly keyed by the groups it draws).
  const [elements] = useState(() => new WeakMap<readonly StyledPaths[], Map<string, { key: string | number; element: ReactElement }>>());
  return filledStyles(sources).map((style) => {
    const { paint, fallback, alpha } = splitFillAlpha(style.fill);
    const opacity = alpha * (style.opacity ?? 1);
    return (
      <g key={style.key} className="hitkit-world-fills" style={opacity === 1 ? undefined : { opacity }}>
        {sources.map((s) => {
          let byStyle = elements.get(s.groups);
          if (byStyle === undefined) elements.set(s.groups, (byStyle = new Map()));
          let kept = byStyle.get(style.key);
          if (kept === undefined || kept.key !== s.key) {
            kept = { key: s.key, element: <SourceFills key={s.key} groups={s.groups} styleKey={style.key} paint={paint} fallback={fallback} /> };
            byStyle.set(style.key, kept);
          }
          return kept.element;
        })}
      </g>
    );
  });
}
