import { StrictMode, useEffect, version, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';

// Hydrates the server's markup (renderToString in Node, see ssr.tsx): any
// difference from the client's first render is reported by React and kept here
// (attribute differences only in a development build, which the test uses).
declare global {
  interface Window {
    hitkitConsumer: { react: string; dev: boolean; errors: string[]; hydrated: boolean };
  }
}
const state: Window['hitkitConsumer'] = { react: version, dev: import.meta.env.DEV, errors: [], hydrated: false };
window.hitkitConsumer = state;
const error = console.error;
console.error = (...args: unknown[]) => {
  state.errors.push(args.map(String).join(' '));
  error(...args);
};
/** Says when hydration has committed (its effects run after); draws nothing, so the markup is the server's. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    state.hydrated = true;
  }, []);
  return children;
}

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <Hydrated>
      <App />
    </Hydrated>
  </StrictMode>,
  { onRecoverableError: (e) => state.errors.push(`recoverable: ${String(e)}`) },
);
