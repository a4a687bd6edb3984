// CPU profile of the stress page during a drag: self time by function (top 40)
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { pointerPath } from './bench/browser/scene.js';
const name = process.argv[2] ?? 'hitkit';
const n = Number(process.argv[3] ?? 1000);
const root = path.resolve('bench/browser/dist');
const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  const file = path.join(root, decodeURIComponent(url.pathname));
  if (!existsSync(file) || !statSync(file).isFile()) { res.writeHead(404).end(); return; }
  res.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html' : 'text/javascript' });
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await page.goto(`http://127.0.0.1:${server.address().port}/prod/${name}.html?n=${n}`);
await page.waitForFunction(() => window.__bench?.state.ready === true, null, { timeout: 120000 });
const pts = pointerPath(60);
let seen = 0;
const move = async (p, moved = true) => { await page.mouse.move(p.x, p.y); seen = await page.evaluate(([t, m]) => window.__bench.settle(t, m), [seen + 1, moved]); };
await page.mouse.move(pts[0].x, pts[0].y);
await page.mouse.down();
for (let k = 1; k < 20; k++) await move(pts[k]);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
for (let k = 20; k < 60; k++) await move(pts[k]);
const { profile } = await cdp.send('Profiler.stop');
await page.mouse.up();
const byId = new Map(profile.nodes.map((nd) => [nd.id, nd]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const nd = byId.get(profile.samples[i]);
  const cf = nd.callFrame;
  const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 45);
console.log(`total sampled ${(total / 1000).toFixed(0)} ms over 40 moves`);
for (const [k, v] of rows) console.log(`${(v / 1000 / 40).toFixed(2).padStart(6)} ms/move  ${k}`);
await browser.close();
server.close();
