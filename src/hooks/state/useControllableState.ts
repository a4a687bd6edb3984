'use client';
import { useCallback, useState } from 'react';
import { useLatest } from './useLatest';

/**
 * State that is controlled when `value` is given and uncontrolled (starting at
 * `defaultValue`) otherwise, the pattern of React's own inputs. `setValue`
 * calls `onChange` in both modes and updates the internal state only when
 * uncontrolled. Whether a prop is controlled is decided on every render;
 * `setValue` is stable, and acts on the props of the last commit.
 *
 * @internal
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T | undefined,
  onChange: ((next: T) => void) | undefined,
): readonly [T | undefined, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : internal;
  const latest = useLatest({ controlled, onChange });
  const setValue = useCallback(
    (next: T) => {
      if (!latest.current.controlled) setInternal(next);
      latest.current.onChange?.(next);
    },
    [latest],
  );
  return [current, setValue] as const;
}
