'use client';
import { useCallback, useRef, type CSSProperties, type RefObject } from 'react';

/** Hidden from sight, not from assistive technology. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * A Scene's announcer: `announce(message)` says `message` politely to
 * assistive technology through the {@link LiveRegion} given `regionRef`.
 *
 * The live region is written directly, not through React state: an
 * announcement follows every key press of a held arrow key, and a state
 * update from the effect that announces it would leave an update pending
 * after each key's synchronous commit; React counts those as nested updates
 * and throws "Maximum update depth exceeded" after 50 keys in a row.
 *
 * @internal
 */
export function useAnnouncer(): { readonly announce: (message: string) => void; readonly regionRef: RefObject<HTMLDivElement | null> } {
  const regionRef = useRef<HTMLDivElement>(null);
  const announce = useCallback((next: string) => {
    const region = regionRef.current;
    if (region && region.textContent !== next) region.textContent = next;
  }, []);
  return { announce, regionRef };
}

/** The Scene's polite `aria-live` region (visually hidden), beside its `<svg>`. @internal */
export function LiveRegion({ regionRef }: { readonly regionRef: RefObject<HTMLDivElement | null> }) {
  return <div ref={regionRef} aria-live="polite" className="hitkit-live" style={VISUALLY_HIDDEN} />;
}
