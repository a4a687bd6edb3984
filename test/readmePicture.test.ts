// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './docsSnippets';

/**
 * The README's pictures must show on the npm package page. npm shows a
 * relative image only when package.json has a `repository` to resolve it
 * against (the project has no public repository URL yet), so each picture
 * points into this version's published tarball on a CDN that serves npm
 * packages (unpkg), and the file is in the package (`files`).
 */
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string; files: string[]; repository?: unknown };
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!);

describe('the README picture shows on npm', () => {
  it('has a picture', () => {
    expect(images.length).toBeGreaterThan(0);
  });

  it.each(images)('%s: points into this version of the package, at a file the package holds', (url) => {
    const prefix = `https://unpkg.com/${pkg.name}@${pkg.version}/`;
    if (pkg.repository === undefined)
      expect(url.startsWith(prefix), `${url} must start with ${prefix} (no repository: a relative link is broken on npm)`).toBe(true);
    if (!url.startsWith(prefix)) return;
    const path = url.slice(prefix.length);
    expect(existsSync(join(ROOT, path)), `${path} exists`).toBe(true);
    expect(pkg.files, `package.json "files" lists ${path}`).toContain(path);
  });
});
