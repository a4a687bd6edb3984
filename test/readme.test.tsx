/// <reference types="vite/client" />
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import readme from '../README.md?raw';
import { Probe } from './readme-example';
import exampleSource from './readme-example.tsx?raw';

describe('README', () => {
  it('shows the usage example exactly as test/readme-example.tsx has it', () => {
    const snippet = /```tsx\n([\s\S]*?)```/.exec(readme)?.[1];
    const example = exampleSource.replace("from '../src'", "from 'hitkit'").replace(/^\/\/.*\n/gm, '');
    expect(snippet).toBe(example);
  });

  it('the example renders the answer: article 000 hits, gap 5√2 − 10', () => {
    render(<Probe segment={{ start: { x: 10, y: 0 }, end: { x: 0, y: 10 } }} circle={{ center: { x: 0, y: 0 }, radius: 10 }} />);
    expect(screen.getByRole('group', { name: 'Gap -2.9' })).toBeInTheDocument();
    expect(document.querySelector('circle')).toHaveStyle({ stroke: 'crimson' });
  });
});
