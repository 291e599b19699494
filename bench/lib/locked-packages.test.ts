import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { packagesMissingFrom } from './locked-packages';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function lockFile(packages: Record<string, { version?: string }>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-lock-'));
  dirs.push(dir);
  const file = path.join(dir, 'package-lock.json');
  fs.writeFileSync(file, JSON.stringify({ lockfileVersion: 3, packages }));
  return file;
}

test('a package the baseline locks and we dropped, or lock at another version, is missing', () => {
  const ours = lockFile({
    '': { version: '0.1.0' },
    'node_modules/fastify': { version: '5.12.8' },
    'node_modules/cookie': { version: '2.0.2' },
  });
  const baseline = lockFile({
    '': { version: '0.1.0' },
    'node_modules/fastify': { version: '5.12.8' },
    'node_modules/cookie': { version: '1.1.1' },
    'node_modules/@fastify/cookie': { version: '11.1.5' },
    'apps/server': { version: '0.1.0' },
  });
  expect(packagesMissingFrom(ours, baseline)).toEqual(['cookie@1.1.1', '@fastify/cookie@11.1.5']);
  expect(packagesMissingFrom(baseline, baseline)).toEqual([]);
});
