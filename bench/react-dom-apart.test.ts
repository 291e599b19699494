import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { sourcesIn, withStaticImports } from './lib/first-load';
import { pageChunks } from './lib/initial-javascript';

// React DOM's renderer is half of the code a page runs first. A phone that evaluates it with the
// app's chunk spends one long task on both; app/start-app.tsx imports it once that chunk has run,
// and every page preloads it, so it arrives with the chunk but runs in a task of its own
// (docs/decisions/246-react-dom-evaluated-apart.md).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST ?? path.join(root, 'apps', 'web', 'dist');

const RENDERER = /\/react-dom\/cjs\/react-dom-client\.production\.js$/;
const holdsRenderer = (file: string) =>
  sourcesIn(dist, file).some((source) => RENDERER.test(source));

const pages = ['index.html', 'shell.html', 'builder/buildyourown.html'];

test.each(pages)('%s runs its scripts without the renderer and preloads it', (page) => {
  const html = fs.readFileSync(path.join(dist, page), 'utf8');
  const { scripts, preloads } = pageChunks(html);
  const run = withStaticImports(dist, scripts);
  expect(run.length).toBeGreaterThan(1);
  expect(run.filter(holdsRenderer)).toEqual([]);
  const preloaded = preloads.map((url) => url.replace(/^\//, ''));
  expect(preloaded.filter(holdsRenderer)).toHaveLength(1);
});
