import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { removeAbandonedCopies } from './menu-images';

test('the image copies of processes that have ended are removed; a running one keeps its own', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-tmp-'));
  onTestFinished(() => fs.rmSync(tmp, { recursive: true, force: true }));
  // A process that has ended: its pid is free (or reused by a process that keeps the folder).
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  }).stdout;
  const folder = (pid: number | string, suffix = 'abc123') => {
    const dir = path.join(tmp, `catering-menu-images-${pid}-${suffix}`);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'chicken.svg'), '<svg/>');
    return dir;
  };
  const abandoned = folder(ended);
  const running = folder(process.ppid);
  const own = folder(process.pid);
  const other = path.join(tmp, 'catering-web-xyz');
  fs.mkdirSync(other);

  removeAbandonedCopies(tmp);

  expect(fs.existsSync(abandoned)).toBe(false);
  expect([running, own, other].map((dir) => fs.existsSync(dir))).toEqual([true, true, true]);
});
