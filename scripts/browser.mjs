// What the scripts that drive a real browser share (bench/browser/run.mjs and
// editing.mjs, hover.mjs, scripts/consumers/run.mjs, test/browser/docsPages.ts): a static
// server for built pages and Debian's headless Chromium.
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves `root` on 127.0.0.1 at a free port (a folder's `index.html` for the folder): `{ origin, server }`. */
export async function serve(root) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let file = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, server };
}

/** Debian's Chromium (or $CHROMIUM_PATH), and the flags that keep it off the closed network (see shared/TOOLING.md); vitest.config.ts uses them too. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * BENCH_JS_FLAGS='--no-allocation-site-pretenuring': V8 flags for an experiment (how a figure depends on
 * V8's heuristics), passed to every Chromium launched here; the benches print them in their first line.
 */
export const V8_FLAGS = process.env.BENCH_JS_FLAGS ?? '';

/** Debian's Chromium (or `executablePath`), headless, without background work that would blur timings. */
export function launchChromium(executablePath = CHROMIUM_PATH) {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      ...CHROMIUM_FLAGS,
      '--enable-precise-memory-info',
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      ...(V8_FLAGS ? [`--js-flags=${V8_FLAGS}`] : []),
    ],
  });
}

/** The page's uncaught errors and console errors, collected from now on (a bench run reports them). */
export function pageErrors(page) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * A mouse that sends `Input.dispatchMouseEvent` on the page's CDP session
 * `cdp` itself, for the benches' drags: the events `page.mouse` sends (the
 * same types, positions, button, buttons, click count, and `force` 0.5 while
 * the button is down, as a real mouse's pressure), without playwright's
 * drag-and-drop interception, which, while the left button is held, runs two
 * scripts in the page per move (a `mousemove` listener that adds a
 * `dragstart` listener and a timer, then a check) and two more protocol
 * calls. The traces already left out the tasks of those protocol messages
 * (trace.mjs); what they still counted, the listener and the timer, was a few
 * tenths of a ms of the page's main thread per move that a real mouse never
 * causes. Positions in CSS px of the viewport; one button (the left one);
 * every call resolves when Chromium has dispatched the event.
 */
export function cdpMouse(cdp) {
  let x = 0;
  let y = 0;
  let buttons = 0;
  const send = (type, button, clickCount, force) =>
    cdp.send('Input.dispatchMouseEvent', { type, x, y, button, buttons, clickCount, modifiers: 0, ...(force === undefined ? {} : { force }) });
  return {
    async move(toX, toY) {
      x = toX;
      y = toY;
      await send('mouseMoved', buttons ? 'left' : 'none', 0, buttons ? 0.5 : 0);
    },
    async down() {
      buttons = 1;
      await send('mousePressed', 'left', 1, 0.5);
    },
    async up() {
      buttons = 0;
      await send('mouseReleased', 'left', 1);
    },
  };
}
