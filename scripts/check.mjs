// `npm run check` (formatting, types, lint) and `npm run typecheck` (types only). The steps are
// independent, so they run side by side, as many at a time as the machine has cores (at least
// two): the slowest first, each one's output printed whole when it ends (decision 252).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// The type check runs on TypeScript 7, the native compiler (the `typescript-7` alias): about a
// fifth of TypeScript 5's CPU time, and the same errors. ESLint's typed rules still need
// TypeScript 5's API (`typescript`). Both packages name their command `tsc`, so which one
// node_modules/.bin/tsc is depends on the install: the path here is explicit (decision 257).
const tsc7 = path.join(root, 'node_modules', 'typescript-7', 'bin', 'tsc');
const typecheck = ['apps/web', 'apps/server', 'bench', 'e2e', 'packages/domain'].map((project) => ({
  label: `tsc -p ${project}`,
  command: process.execPath,
  args: [tsc7, '-p', project],
}));
// Slowest first (measured on two cores): ESLint's typed rules build the types of the whole
// repository again, in one program.
const steps = {
  check: [
    { label: 'eslint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
    ...typecheck,
    {
      label: 'prettier --check',
      command: bin('prettier'),
      args: ['--check', '.', '--log-level', 'warn'],
    },
  ],
  typecheck,
};

const which = process.argv[2] ?? 'check';
const queue = [...(steps[which] ?? [])];
if (!queue.length) {
  console.error(`usage: node scripts/check.mjs [${Object.keys(steps).join('|')}]`);
  process.exit(2);
}

function run({ label, command, args }) {
  const started = performance.now();
  return new Promise((resolve) => {
    // Plain text: the output is collected, not shown on a terminal. Prettier's colours turn on
    // whenever FORCE_COLOR is set at all, even to 0; NO_COLOR turns them off.
    const { FORCE_COLOR: _colour, ...env } = process.env;
    const child = spawn(command, args, { cwd: root, env: { ...env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let finished = false;
    // A process that cannot start emits 'error' and then 'close': report it once.
    const finish = (code, cause) => {
      if (finished) return;
      finished = true;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      if (cause) console.log(String(cause));
      resolve(ok);
    };
    child.once('error', (cause) => finish(1, cause));
    child.once('close', (code) => finish(code ?? 1));
  });
}

const width = Math.min(queue.length, Math.max(2, os.availableParallelism()));
const results = [];
await Promise.all(
  Array.from({ length: width }, async () => {
    for (let step = queue.shift(); step; step = queue.shift()) results.push(await run(step));
  }),
);
const failed = results.filter((ok) => !ok).length;
if (failed) console.log(`${failed} of ${results.length} ${which} steps failed`);
process.exit(failed ? 1 : 0);
