import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  freePickupSlots,
  startHttpShopper,
  type HttpShopper,
  type Slot,
} from '../apps/server/test/http-shopper';
import { startServerProcess, type ServerProcess } from '../apps/server/test/server-process';
import { cpuMsOf } from './lib/child-server';
import { ratioByRounds } from './lib/load';
import { packagesMissingFrom } from './lib/locked-packages';
import { extraNodeArgs, startCommand } from './lib/start-command';
import { orderServerEnv, placeWholeOrder } from './lib/whole-order';

// This checkout's server against another commit's, side by side: the server CPU per whole order
// of each, over alternating short rounds after a warm-up, and the median of the rounds' ratios.
// A shared host's speed drifts by a third between two runs of the order bench; two servers loaded
// a few seconds apart drift alike, so a change worth a few per cent shows here (decision 262).
//   npm run compare -w @catering/bench -- <commit> (e.g. HEAD~1, main, a sha)
// The other commit is checked out in a git worktree under .bench-baseline/ and built there with
// its own build script; it runs on this checkout's node_modules. Both run as `npm start` does.
const ref = process.argv[2];
if (!ref) throw new Error('usage: npm run compare -w @catering/bench -- <commit>');
// A median of 12 rounds moved by 10 % between two runs of one commit against itself (decision 264).
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 20);
const ROUND_SECONDS = Number(process.env.COMPARE_ROUND_SECONDS ?? 3);
// V8 is still optimizing in the first seconds (decision 262): each server warms up this long.
const WARM_UP_SECONDS = Number(process.env.COMPARE_WARM_UP_SECONDS ?? 20);
const CUSTOMERS = 10;
// COMPARE_RATE=<orders a second>: both servers get the same steady load instead of all they can
// take. Flat out, the faster server also makes the load's own process busier on a 2-core host,
// which moves its CPU per order; at one rate, that part is the same on both sides.
const RATE = Number(process.env.COMPARE_RATE ?? 0);
// Half a year of pickup slots: enough for the warm-up and the rounds at this machine's pace.
const WINDOW_DAYS = 180;
// COMPARE_NODE_ARGS='<flags>': node flags added to this checkout's side only (a flag against none:
// compare against HEAD). The figures are then not npm start's.
const CURRENT_NODE_ARGS = extraNodeArgs('COMPARE_NODE_ARGS');
const ORDERS_PER_SLOT = 3;

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const sha = git('rev-parse', '--verify', `${ref}^{commit}`);
const worktree = path.join(repo, '.bench-baseline', sha.slice(0, 12));
const start = startCommand();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-compare-'));

interface Side {
  name: string;
  server: ServerProcess;
  customers: HttpShopper[];
  slots: Slot[];
  next: number;
}

async function startSide(name: string, bundle?: string): Promise<Side> {
  const server = await startServerProcess(
    // Both serve this checkout's web build, as npm start does: the baseline's worktree has none.
    {
      ...orderServerEnv(start.env, path.join(dir, `${name}.sqlite`), WINDOW_DAYS),
      WEB_DIST: path.join(repo, 'apps', 'web', 'dist'),
    },
    {
      built: true,
      bundle,
      nodeArgs: bundle ? start.nodeArgs : [...start.nodeArgs, ...CURRENT_NODE_ARGS],
    },
  );
  const customers: HttpShopper[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1) customers.push(await startHttpShopper(server.origin));
  // Room for 400 orders a second: this machine placed 135 in 2026-11 and ran out of the room for
  // 200 on a fast day (2026-12-02).
  const orders = Math.ceil((WARM_UP_SECONDS + ROUNDS * ROUND_SECONDS) * 400);
  const slots = await freePickupSlots(
    server.origin,
    customers[0] as HttpShopper,
    orders,
    ORDERS_PER_SLOT,
    WINDOW_DAYS,
  );
  return { name, server, customers, slots, next: 0 };
}

/**
 * Places orders for `seconds`, flat out or at `RATE` orders a second; answers the server's CPU per
 * order in ms.
 */
async function load(side: Side, seconds: number): Promise<number> {
  const started = Date.now();
  const until = started + seconds * 1000;
  const cpuBefore = cpuMsOf(side.server.child.pid);
  let placed = 0;
  let scheduled = 0;
  await Promise.all(
    side.customers.map(async (customer) => {
      while (Date.now() < until) {
        if (RATE > 0) {
          const at = started + (scheduled++ * 1000) / RATE;
          if (at >= until) return;
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
        }
        const slot = side.slots[side.next++];
        if (!slot) throw new Error(`${side.name} ran out of slots`);
        await placeWholeOrder(side.server.origin, customer, slot);
        placed += 1;
      }
    }),
  );
  return (cpuMsOf(side.server.child.pid) - cpuBefore) / Math.max(1, placed);
}

/**
 * Builds the baseline's server with its own build script. The baseline resolves its packages from
 * this checkout's node_modules (the worktree has none): a baseline that needs a package this
 * checkout has since dropped fails to build, and the error says which ones and how to add them.
 */
function buildBaseline(): void {
  try {
    execFileSync(process.execPath, ['build.mjs'], {
      cwd: path.join(worktree, 'apps', 'server'),
      stdio: 'pipe',
    });
  } catch (error) {
    const output = String((error as { stderr?: Buffer }).stderr ?? '');
    const missing = packagesMissingFrom(
      path.join(repo, 'package-lock.json'),
      path.join(worktree, 'package-lock.json'),
    );
    throw new Error(
      `the baseline's server did not build:\n${output.split('\n').slice(0, 12).join('\n')}\n` +
        (missing.length > 0
          ? `packages the baseline locks and this checkout does not: ${missing.join(', ')}. ` +
            `Add the worktree (git worktree add --detach ${path.relative(repo, worktree)} ${sha}), ` +
            `install them into an empty folder and copy its node_modules into the worktree's; ` +
            `a worktree already there is used as it is (and removed after the run).`
          : 'the baseline locks no package this checkout lacks'),
    );
  }
}

if (!fs.existsSync(worktree)) git('worktree', 'add', '--detach', worktree, sha);
const sides: Side[] = [];
try {
  buildBaseline();
  const baseline = await startSide('baseline', path.join(worktree, 'apps/server/dist/main.mjs'));
  sides.push(baseline);
  const current = await startSide('current');
  sides.push(current);
  console.log(
    `baseline ${sha.slice(0, 12)} (${ref}) against this checkout; ${CUSTOMERS} customers each, ${RATE > 0 ? `${RATE} orders a second` : 'flat out'}, ${WARM_UP_SECONDS} s warm-up, ${ROUNDS} rounds of ${ROUND_SECONDS} s`,
  );
  await load(baseline, WARM_UP_SECONDS);
  await load(current, WARM_UP_SECONDS);
  const baselineMs: number[] = [];
  const currentMs: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Which side goes first alternates, so neither always follows the other.
    if (round % 2 === 0) {
      baselineMs.push(await load(baseline, ROUND_SECONDS));
      currentMs.push(await load(current, ROUND_SECONDS));
    } else {
      currentMs.push(await load(current, ROUND_SECONDS));
      baselineMs.push(await load(baseline, ROUND_SECONDS));
    }
    console.log(
      `round ${String(round + 1).padStart(2)}: baseline ${baselineMs[round]?.toFixed(2)} ms, this checkout ${currentMs[round]?.toFixed(2)} ms per order`,
    );
  }
  const ratio = ratioByRounds(currentMs, baselineMs);
  const lower = currentMs.filter((ms, round) => ms < (baselineMs[round] as number)).length;
  console.log(
    `server CPU per order, this checkout / baseline: ${ratio.median.toFixed(3)}x (median of ${ROUNDS} rounds, ${ratio.lowest.toFixed(2)}x-${ratio.highest.toFixed(2)}x; lower in ${lower} of ${ROUNDS}); load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`,
  );
} finally {
  for (const side of sides) {
    side.server.child.kill('SIGTERM');
    await side.server.exited;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  git('worktree', 'remove', '--force', worktree);
  if (fs.readdirSync(path.dirname(worktree)).length === 0) fs.rmdirSync(path.dirname(worktree));
}
