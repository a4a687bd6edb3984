'use client';
import type { Ref } from 'react';

/** Gives `node` to a callback ref or a ref object (the way React would); nothing for `null`/`undefined`. @internal */
export function setRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}
