import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from 'vitest';
import {
  attribute,
  decodeMappings,
  describeInitialModules,
  groupOf,
  measureInitialModules,
} from './initial-javascript-modules';

// Line 1: column 0 from source 0, column 2 from source 1; line 2: column 0 from source 0, then
// column 1 mapped to no source (code the bundler wrote).
const MAPPINGS = 'AAAA,ECAA;ADAA,C';
const SOURCES = ['../node_modules/@scope/pkg/index.js', '../apps/web/src/app/shell.tsx'];

test('decodes the generated column and source index of each segment, per line', () => {
  expect(decodeMappings(MAPPINGS)).toEqual([
    [
      [0, 0],
      [2, 1],
    ],
    [
      [0, 0],
      [1, undefined],
    ],
  ]);
});

test('groups a file of node_modules under its package and an app file under its path', () => {
  expect(groupOf('/r/node_modules/.pnpm/x/node_modules/@scope/pkg/dist/a.js', '/r')).toEqual({
    name: '@scope/pkg',
    kind: 'dependency',
  });
  expect(groupOf('/r/node_modules/react-dom/cjs/x.js', '/r').name).toBe('react-dom');
  expect(groupOf('/r/apps/web/src/main.tsx', '/r')).toEqual({
    name: 'apps/web/src/main.tsx',
    kind: 'app',
  });
});

test('gives each stretch of generated code to the source it maps to', () => {
  const groups = attribute('abXY\nd!!!', { sources: SOURCES, mappings: MAPPINGS }, '/r/dist', '/r');
  expect(groups.get('@scope/pkg')?.pieces.join('')).toBe('abd');
  expect(groups.get('apps/web/src/app/shell.tsx')?.pieces.join('')).toBe('XY');
  expect(groups.get('(bundler)')?.pieces.join('')).toBe('\n!!!');
});

test('the groups of the initial files add up to their measured gzip size', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'initial-modules-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<script type="module" src="/assets/a.js">');
  const code = `${'a'.repeat(3000)}${'b'.repeat(1000)}\n`;
  fs.writeFileSync(path.join(dist, 'assets', 'a.js'), code);
  // Column 3000 is the fourth thousand: 'EAAA' is source 0, 'w7FCAA' is +3000 columns, source 1.
  const sources = ['../../node_modules/big/index.js', '../../apps/web/src/small.ts'];
  fs.writeFileSync(
    path.join(dist, 'assets', 'a.js.map'),
    JSON.stringify({ version: 3, sources, mappings: 'AAAA,w7FCAA' }),
  );
  const costs = measureInitialModules(dist, root);
  fs.rmSync(root, { recursive: true, force: true });

  expect(Object.fromEntries(costs.map((cost) => [cost.name, cost.raw]))).toEqual({
    big: 3000,
    'apps/web/src/small.ts': 1000,
    '(bundler)': 1,
  });
  const total = costs.reduce((sum, cost) => sum + cost.gzip, 0);
  expect(total).toBeCloseTo(zlib.gzipSync(code, { level: 9 }).length, 6);
  const report = describeInitialModules(costs).join('\n');
  expect(report).toMatch(/^ {2}big +3\.00 +/m);
  expect(report).toMatch(/app modules \(1\): 1\.00 KB raw/);
});
