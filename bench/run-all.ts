import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Runs every *.bench.ts here one after another, each in its own process so none disturbs another.
const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = fs
  .readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts') && (!only || name.includes(only)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed += 1;
}
console.log(`\n${files.length - failed} of ${files.length} benchmarks ran`);
process.exit(failed > 0 ? 1 : 0);
