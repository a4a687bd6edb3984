'use client';
import type { ReactNode } from 'react';
import { useRequiredScene } from '../Scene';
import { Label } from './Label';

/**
 * A view's status line (`Hit · gap -2.93`, `Outside · distance 15`): a
 * {@link Label} in the Scene's top-left corner, readable text. Renders inside a Scene.
 *
 * @throws Error outside a Scene.
 */
export function SceneStatus({ children }: { readonly children: ReactNode }) {
  const { topLeft } = useRequiredScene('SceneStatus');
  return (
    <Label at={topLeft} dx={10} dy={16} size={14} className="hitkit-status">
      {children}
    </Label>
  );
}
