import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import {
  describeInitialJavaScript,
  describeInitialJavaScriptGoal,
  initialChunks,
  measureInitialJavaScript,
  pageChunks,
} from './initial-javascript';

test('the initial chunks are the scripts and module preloads of index.html, once each, in order', () => {
  const html = `<!doctype html><head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-b.js">
    <link rel='modulepreload' href=/assets/web-c.js>
    <link rel="stylesheet" href="/assets/web-d.css">
    <link rel="modulepreload" href="/assets/runtime-b.js">
    <script>inline()</script>
  </head>`;
  expect(initialChunks(html)).toEqual([
    '/assets/index-a.js',
    '/assets/runtime-b.js',
    '/assets/web-c.js',
  ]);
  expect(pageChunks(html)).toEqual({
    scripts: ['/assets/index-a.js'],
    preloads: ['/assets/runtime-b.js', '/assets/web-c.js'],
  });
});

test('measures each initial file gzipped and totals them against the budget', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'initial-javascript-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js">',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'a.js'), 'export const a = 1;\n'.repeat(1000));
  fs.writeFileSync(path.join(dist, 'assets', 'b.js'), 'x');
  const measured = measureInitialJavaScript(dist);
  fs.rmSync(dist, { recursive: true, force: true });

  expect(measured.files.map((file) => file.url)).toEqual(['/assets/a.js', '/assets/b.js']);
  expect(measured.raw).toBe(20_001);
  expect(measured.gzip).toBe(measured.files[0]!.gzip + measured.files[1]!.gzip);
  expect(measured.gzip).toBeLessThan(200);
  expect(describeInitialJavaScript(measured, 120).at(-1)).toMatch(/: met$/);
  expect(describeInitialJavaScript(measured, 0.1).at(-1)).toMatch(/NOT MET, 0\.\d\d KB over$/);
  expect(describeInitialJavaScriptGoal(measured, 90)).toMatch(
    /KB gzip \(goal at most 90 KB, issue 17\)$/,
  );
  expect(describeInitialJavaScriptGoal(measured, 0.1)).toMatch(/ BELOW GOAL$/);
});
