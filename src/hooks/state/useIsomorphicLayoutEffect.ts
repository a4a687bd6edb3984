'use client';
import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser, `useEffect` where there is no `window`
 * (server rendering): neither runs on the server, but React 18 warns for
 * every `useLayoutEffect` met there ("useLayoutEffect does nothing on the
 * server"). Our layout effects measure text and register drawn shapes, which
 * only means anything in a browser. @internal
 */
export const useIsomorphicLayoutEffect: typeof useLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
