// `npm test`: domain unit tests with coverage, server API tests, web unit tests, then a fresh
// production build, its budget (Home's initial JavaScript, bench/) and the end-to-end journeys
// against it. Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;
// Named again at the end, beside the counts: CI keeps only the tail of a long run's output.
const failures = [];
const flaky = [];

/** The first line of a failure's message, short enough for a summary line. */
const firstLine = (message = '') =>
  stripVTControlCharacters(message).trim().split('\n')[0]?.slice(0, 200) ?? '';

function run(label, command, args, cwd, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0)
    console.log(`--- ${label} exited with ${result.status ?? result.signal}`);
  return result.status === 0;
}

function vitest(label, workspace, extraArgs = []) {
  const report = path.join(out, `${label}.json`);
  const ok = run(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...extraArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    path.join(root, workspace),
  );
  if (!existsSync(report)) {
    broken = true;
    return;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
  for (const file of summary.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const where = `${path.relative(root, file.name)} > ${test.fullName}`;
      failures.push(`${label}: ${where}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  if (!ok && summary.numFailedTests === 0) broken = true; // e.g. coverage below its threshold
}

/** Every test of a Playwright JSON report, with the spec it belongs to. */
function* playwrightTests(report) {
  const visit = function* (suite) {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { spec, test };
    for (const child of suite.suites ?? []) yield* visit(child);
  };
  for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites ?? []) yield* visit(suite);
}

vitest('domain', 'packages/domain', ['--coverage']);
vitest('server', 'apps/server');
vitest('web', 'apps/web');

if (!run('web build', 'npm', ['run', 'build', '-w', '@catering/web'], root)) {
  broken = true;
} else {
  vitest('web budget', 'bench');
  const report = path.join(out, 'e2e.json');
  const ok = run('e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], root, {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (!ok && stats.unexpected === 0) broken = true;
    for (const { spec, test } of playwrightTests(report)) {
      const where = `${spec.file}:${spec.line} [${test.projectName}] ${spec.title}`;
      const lastError = test.results?.at(-1)?.error?.message;
      if (test.status === 'unexpected') failures.push(`e2e: ${where}: ${firstLine(lastError)}`);
      if (test.status === 'flaky') flaky.push(`e2e: ${where}`);
    }
  } else {
    broken = true;
  }
}

if (broken) console.log('\nA test step could not run or did not finish cleanly (see above).');
if (flaky.length)
  console.log(`\nFlaky (passed on a retry):\n${flaky.map((f) => `  ${f}`).join('\n')}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 || broken ? 1 : 0);
