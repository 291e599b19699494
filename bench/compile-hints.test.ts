import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { expect, test } from 'vitest';
import { pageChunks } from './lib/initial-javascript';

// The production build `npm test` makes just before (apps/web/vite.config.ts, decision 272).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST ?? path.join(root, 'apps', 'web', 'dist');
const HINT = '//# allFunctionsCalledOnLoad';

const read = (url: string) => fs.readFileSync(path.join(dist, url.replace(/^\//, '')), 'utf8');
// The shell: Home's own index.html keeps the app's scripts in a template until it has painted.
const shell = () => read('shell.html');

test("the chunks every page starts with open with V8's compile hint; a screen's chunk does not", () => {
  const { scripts, preloads } = pageChunks(shell());
  const initial = [...scripts, ...preloads];
  expect(initial.length).toBeGreaterThan(0);
  for (const url of initial) expect(read(url).split('\n', 1)[0], url).toBe(HINT);
  const screen = fs
    .readdirSync(path.join(dist, 'assets'))
    .find((f) => /^home-page-.*\.js$/.test(f));
  expect(screen, 'no home-page chunk in the build').toBeDefined();
  expect(read(`/assets/${screen}`)).not.toContain(HINT);
});

test('the source map of a hinted chunk still points at the source', () => {
  const { preloads, scripts } = pageChunks(shell());
  const withMain = [...scripts, ...preloads].find((url) =>
    read(url).includes('index.html must contain #root'),
  );
  expect(withMain, 'no initial chunk holds main.tsx').toBeDefined();
  const code = read(withMain as string);
  const at = code.indexOf('index.html must contain #root');
  const before = code.slice(0, at);
  const map = new SourceMapConsumer(JSON.parse(read(`${withMain}.map`)));
  const original = map.originalPositionFor({
    line: before.split('\n').length,
    column: at - before.lastIndexOf('\n') - 1,
  });
  expect(original.source).toMatch(/src\/main\.tsx$/);
  const source = map.sourceContentFor(original.source) ?? '';
  expect(source.split('\n')[original.line - 1]).toContain('index.html must contain #root');
});
