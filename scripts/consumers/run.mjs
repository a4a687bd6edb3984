// `npm run test:consumers`: the packed library as users get it, in fresh apps
// in a new temporary folder (HITKIT_CONSUMERS_DIR to choose one; it is emptied):
//
//   vite-react19, vite-react18  a Vite + strict TypeScript app (./vite) that
//       installs the tarball, type-checks, builds, renders itself to a string
//       in Node (no warning allowed: React 18 warns about layout effects on
//       the server), hydrates that markup in Chromium in a development build
//       (React reports any text, element or attribute mismatch; none allowed),
//       and drags handles of a SegmentCircleHitView and of a small editor
//       (Scene, Handle, useDraggablePoint, useSegmentCircleHit) with real
//       pointer input, checking that the overlays change;
//   next    a Next.js app-router build (./next) whose server component calls
//       the geometry imported from `hitkit` and `hitkit/geometry`, and whose
//       client component renders a view; the prerendered page is checked;
//   and in each Vite app, `require('hitkit/geometry')` and `require('hitkit')`
//       from CommonJS, also without Node's require() of ES modules (as Jest).
//
// `node scripts/consumers/run.mjs next vite-react18` runs the ones named.
// Packages come from the npm registry through npm's cache (~/.npm), so a
// second run installs offline-fast. Needs Debian's Chromium at /usr/bin/chromium.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchChromium, pageErrors, serve } from '../browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const work = process.env.HITKIT_CONSUMERS_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'hitkit-consumers-'));
const CONSUMERS = ['vite-react19', 'vite-react18', 'next'];
const only = process.argv.slice(2);
for (const name of only) {
  if (!CONSUMERS.includes(name)) {
    console.error(`unknown consumer ${name}: the consumers are ${CONSUMERS.join(', ')}`);
    process.exit(2);
  }
}
const wanted = (name) => only.length === 0 || only.includes(name);

const VITE = { vite: '8.3.8', typescript: '6.0.3' };
const REACT19 = { react: '19.3.1', 'react-dom': '19.3.1', '@types/react': '19.3.0', '@types/react-dom': '19.3.0' };
const REACT18 = { react: '18.3.1', 'react-dom': '18.3.1', '@types/react': '18.3.8', '@types/react-dom': '18.3.7' };
const NEXT = { next: '15.5.29', typescript: '6.0.3', '@types/node': '20.19.25' };

const results = [];
let failed = 0;

function log(line) {
  process.stdout.write(`${line}\n`);
}

/** Runs a command in `cwd`, printing nothing unless it fails; returns its stdout. */
function run(command, args, cwd, env = {}) {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const e = /** @type {{ stdout?: string; stderr?: string }} */ (error);
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
  }
}

function check(ok, what) {
  if (!ok) throw new Error(what);
}

/** A consumer step: prints `✓ name: what` or `✗ name: error` and counts. */
async function step(name, what, fn) {
  const started = Date.now();
  try {
    const detail = await fn();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(`  ✓ ${name}: ${what}${detail ? ` (${detail})` : ''} [${seconds} s]`);
    results.push({ name, what, ok: true });
  } catch (error) {
    failed++;
    log(`  ✗ ${name}: ${what}\n${String(error instanceof Error ? error.message : error).replace(/^/gm, '      ')}`);
    results.push({ name, what, ok: false });
    throw error;
  }
}

function install(dir, tarball, dependencies) {
  const manifest = {
    name: path.basename(dir),
    private: true,
    type: 'module',
    dependencies: { hitkit: `file:${tarball}`, ...dependencies },
  };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir);
  const installed = JSON.parse(readFileSync(path.join(dir, 'node_modules/hitkit/package.json'), 'utf8'));
  return installed.version;
}

/** Drags the centre of `locator` by (dx, dy) CSS px with real mouse input (Playwright's, through the DevTools protocol). */
async function drag(page, locator, dx, dy) {
  const box = await locator.boundingBox();
  check(box, 'the handle to drag is not visible');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

/**
 * In the figure under `scope` (its hit state in `data-hit` of `target`), drags
 * each handle whose accessible name starts with one of `handles` by (by, by)
 * CSS px, and checks that the figure went from a hit to a miss; returns its status line.
 */
async function dragUntilMiss(page, scope, target, handles, by) {
  const hit = page.locator(`${scope} ${target}`).first();
  check((await hit.getAttribute('data-hit')) === 'true', `${scope} does not start as a hit`);
  for (const name of handles) await drag(page, page.locator(`${scope} [aria-label^="${name}"]`), by, by);
  await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('data-hit') === 'false', `${scope} ${target}`);
  const status = await page.locator(`${scope} .hitkit-status-line`).textContent();
  check(status?.startsWith('Miss'), `${scope}'s status reads ${status}`);
  return status;
}

async function viteConsumer(name, tarball, react) {
  const dir = path.join(work, name);
  cpSync(path.join(here, 'vite'), dir, { recursive: true });
  log(`\n${name}: Vite ${VITE.vite} + React ${react.react} + TypeScript ${VITE.typescript} (strict)`);
  await step(name, 'npm install of the tarball', () => `hitkit ${install(dir, tarball, { ...VITE, ...react })}`);
  await step(name, 'type check (tsc --noEmit, strict)', () => void run('npx', ['tsc', '-p', '.'], dir));
  await step(name, 'vite build (production client, development client for the hydration check, server bundle)', () => {
    run('npx', ['vite', 'build', '--logLevel', 'error'], dir);
    run('npx', ['vite', 'build', '--mode', 'development', '--outDir', 'dist-dev', '--logLevel', 'error'], dir, { NODE_ENV: 'development' });
    run('npx', ['vite', 'build', '--ssr', 'src/ssr.tsx', '--outDir', 'dist-ssr', '--logLevel', 'error'], dir);
  });
  let markup = '';
  await step(name, 'renderToString in Node, with no warning or error logged', async () => {
    const logged = [];
    const saved = { error: console.error, warn: console.warn };
    console.error = (...args) => logged.push(args.map(String).join(' '));
    console.warn = console.error;
    try {
      const { render } = await import(pathToFileURL(path.join(dir, 'dist-ssr/ssr.js')).href);
      markup = render();
    } finally {
      Object.assign(console, saved);
    }
    check(logged.length === 0, `logged while server rendering:\n${logged.join('\n')}`);
    check(markup.includes('<svg') && markup.includes('Hit · gap -2.93'), 'the server markup has no figure or no status');
    const html = readFileSync(path.join(dir, 'dist-dev/index.html'), 'utf8').replace('<!--ssr-->', markup);
    writeFileSync(path.join(dir, 'dist-dev/index.html'), html);
    return `${markup.length.toLocaleString('en')} characters`;
  });
  await step(name, 'CommonJS: require("hitkit/geometry") and require("hitkit"), also without require() of ES modules', () => {
    const script = [
      "const assert = require('node:assert/strict');",
      "const geometry = require('hitkit/geometry');",
      "const hitkit = require('hitkit');",
      'const disk = { center: { x: 0, y: 0 }, radius: 10 };',
      'assert.equal(geometry.segmentCircleHit({ start: { x: 10, y: 0 }, end: { x: 0, y: 10 } }, disk), true);',
      'assert.equal(hitkit.segmentCircleHit({ start: { x: 15, y: 0 }, end: { x: 0, y: 15 } }, disk), false);',
      'assert.equal(hitkit.segmentCircleHit, geometry.segmentCircleHit);',
      "assert.equal(hitkit.SegmentCircleHitView.$$typeof, Symbol.for('react.memo'));",
      "assert.equal(typeof hitkit.useSegmentCircleHit, 'function');",
      "console.log(Object.keys(hitkit).length + ' exports');",
    ].join('\n');
    writeFileSync(path.join(dir, 'check.cjs'), script);
    run('node', ['--no-experimental-require-module', 'check.cjs'], dir);
    return run('node', ['check.cjs'], dir).trim();
  });
  await step(name, 'in Chromium: hydrates the server markup with no mismatch, then real drags change the overlays', async () => {
    const { origin, server } = await serve(path.join(dir, 'dist-dev'));
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1000, height: 1000 } });
      // uncaught errors and console errors, React's hydration mismatch reports among them
      const errors = pageErrors(page);
      await page.goto(`${origin}/`);
      await page.waitForFunction(() => window.hitkitConsumer?.hydrated === true);
      const state = await page.evaluate(() => window.hitkitConsumer);
      check(state.react === react.react, `React ${state.react} ran, not ${react.react}`);
      check(state.dev, "the hydration check needs React's development build (it alone compares attributes)");
      check(errors.length === 0, `errors while hydrating:\n${errors.join('\n')}`);
      // the view's segment ends, then the editor's useDraggablePoint handle and <Handle>, dragged out of the circle
      const view = await dragUntilMiss(page, '#view', 'g[data-hit]', ['Segment end', 'Segment start'], 160);
      const editor = await dragUntilMiss(page, '#editor', 'svg', ['Start at', 'End at'], 150);
      check(errors.length === 0, `errors after the drags:\n${errors.join('\n')}`);
      return `React ${state.react}; view: ${view}; editor: ${editor}`;
    } finally {
      await browser.close();
      server.close();
    }
  });
}

async function nextConsumer(tarball) {
  const name = 'next';
  const dir = path.join(work, name);
  cpSync(path.join(here, 'next'), dir, { recursive: true });
  log(`\nnext: Next.js ${NEXT.next} app router + React ${REACT19.react}`);
  await step(name, 'npm install of the tarball', () => `hitkit ${install(dir, tarball, { ...NEXT, ...REACT19 })}`);
  let output = '';
  await step(name, 'next build (a server component calls the geometry and plain helpers; a client component renders a view)', () => {
    output = run('npx', ['next', 'build'], dir, { NEXT_TELEMETRY_DISABLED: '1' });
    check(!/Attempted to call|is on the client/.test(output), output);
  });
  await step(name, 'the prerendered page has the server-computed answers and the view', () => {
    const html = readFileSync(path.join(dir, '.next/server/app/index.html'), 'utf8');
    check(html.includes('server: hit true, miss false, rect 15'), 'the server component’s answers are missing');
    check(html.includes('helpers: −3, Endpoint, 20'), 'the plain helpers did not run on the server');
    check(html.includes('<svg') && html.includes('Hit · gap -2.93'), 'the client component’s view was not server-rendered');
    const route = output.split('\n').find((line) => /[○●ƒ] \/\s/.test(line) || line.includes('┌ ○ /'));
    return route ? route.trim().replace(/\s+/g, ' ') : undefined;
  });
}

const started = Date.now();
if (process.env.HITKIT_CONSUMERS_DIR) rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
log(`consumers in ${work}`);
let tarball = '';
try {
  // In CI, .ci/run has just built dist/: pack it as it is (prepack would build it a third time,
  // after the build step and attw's own pack); elsewhere prepack builds it.
  const prebuilt = process.env.CI === 'true' && existsSync(path.join(root, 'dist', 'index.js'));
  await step('pack', prebuilt ? 'npm pack of the dist/ just built' : 'npm pack (prepack builds dist/)', () => {
    const name = run('npm', ['pack', '--pack-destination', work, '--silent', ...(prebuilt ? ['--ignore-scripts'] : [])], root)
      .trim()
      .split('\n')
      .pop();
    tarball = path.join(work, name ?? '');
    check(existsSync(tarball), `no tarball at ${tarball}`);
    return `${path.basename(tarball)}, ${(statSync(tarball).size / 1024).toFixed(0)} kB`;
  });
  if (wanted('vite-react19')) await viteConsumer('vite-react19', tarball, REACT19).catch(() => {});
  if (wanted('vite-react18')) await viteConsumer('vite-react18', tarball, REACT18).catch(() => {});
  if (wanted('next')) await nextConsumer(tarball).catch(() => {});
} catch {
  // reported by step()
}
const passed = results.filter((r) => r.ok).length;
log(`\nconsumers: ${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
process.exit(failed === 0 ? 0 : 1);
