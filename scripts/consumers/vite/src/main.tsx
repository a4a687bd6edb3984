import { StrictMode, useEffect, version, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';

// Hydrates the server's markup (renderToString in Node, see ssr.tsx). React
// reports any difference from the client's first render on the console
// (attribute differences only in a development build, which the test uses),
// where the test collects errors.
declare global {
  interface Window {
    hitkitConsumer: { react: string; dev: boolean; hydrated: boolean };
  }
}
const state: Window['hitkitConsumer'] = { react: version, dev: import.meta.env.DEV, hydrated: false };
window.hitkitConsumer = state;

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
  { onRecoverableError: (error) => console.error('recoverable hydration error:', error) },
);
