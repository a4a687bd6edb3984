import { StrictMode, version } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';

// Hydrates the server's markup (renderToString in Node, see ssr.tsx): any
// difference from the client's first render is reported by React and kept here.
declare global {
  interface Window {
    hitkitConsumer: { react: string; errors: string[]; hydrated: boolean };
  }
}
const state: Window['hitkitConsumer'] = { react: version, errors: [], hydrated: false };
window.hitkitConsumer = state;
const error = console.error;
console.error = (...args: unknown[]) => {
  state.errors.push(args.map(String).join(' '));
  error(...args);
};
hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <App />
  </StrictMode>,
  { onRecoverableError: (e) => state.errors.push(`recoverable: ${String(e)}`) },
);
requestAnimationFrame(() => (state.hydrated = true));
