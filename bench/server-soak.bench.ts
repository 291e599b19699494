import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  freePickupSlots,
  httpCall,
  placeHttpOrder,
  startHttpShopper,
  type HttpShopper,
} from '../apps/server/test/http-shopper';
import { freePort } from '../apps/server/test/postgres-cluster';
import { startServerProcess } from '../apps/server/test/server-process';
import { withGoal } from './lib/goal';
import { extraNodeArgs, startCommand } from './lib/start-command';

// The production server (the bundle, with the environment and node flags of `npm start`) on a
// seeded temp SQLite database, under a mixed load for SOAK_SECONDS (10 minutes by default):
// guests placing whole orders and readers fetching the menu. Resident memory is sampled all along;
// it must end at or under the goal and must not keep growing.
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const SAMPLE_SECONDS = Math.max(1, Math.min(15, SECONDS / 20));
const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 4);
const READERS = Number(process.env.SOAK_READERS ?? 4);
const GOAL_MB = 120;
const WINDOW_DAYS = 180;
// Each guest's pace: 16 orders a second in all, what the soak of decision 228 placed (9,630 in 10
// minutes), where flat out this host places 340 a second.
const ORDERS_PER_SECOND_PER_GUEST = 4;
// Growth over the second half of the run past this share counts as growing without bound.
const GROWTH_LIMIT = 0.05;
const MENU_PATHS = ['/api/v1/menu/tiered/1001', '/api/v1/menu/tiered/1002', '/api/v1/popularbuild'];
// SOAK_METRICS=1 also samples the V8 heap from /metrics (off by default: npm start has no metrics).
const METRICS = process.env.SOAK_METRICS === '1';
// For experiments only: SOAK_ENV='{"NAME":"value"}' and SOAK_NODE_ARGS='--flag ...' are added to
// npm start's own environment and node flags (the figures printed are then not npm start's).
const EXTRA_ENV = JSON.parse(process.env.SOAK_ENV ?? '{}') as Record<string, string>;
const EXTRA_NODE_ARGS = extraNodeArgs('SOAK_NODE_ARGS');

function residentMb(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** V8 heap used and external memory in MB, from the metrics port (NaN without metrics). */
async function heapMb(metricsPort: number) {
  if (!metricsPort) return { used: Number.NaN, total: Number.NaN, external: Number.NaN };
  const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text());
  const read = (name: string) =>
    Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN) / 1024 / 1024;
  return {
    used: read('nodejs_heap_size_used_bytes'),
    total: read('nodejs_heap_size_total_bytes'),
    external: read('nodejs_external_memory_bytes'),
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-soak-'));
const start = startCommand();
const metricsPort = METRICS ? await freePort() : 0;
const server = await startServerProcess(
  {
    ...start.env,
    DATABASE_URL: path.join(dir, 'soak.sqlite'),
    SEED_DEMO_DATA: 'true',
    // Half a year of pickup slots: the guests never run out of them (below).
    ORDERING_WINDOW_DAYS: String(WINDOW_DAYS),
    // A few guests from one address order flat out: the write limits would stop them.
    SESSION_WRITES_PER_MINUTE: '10000000',
    ADDRESS_WRITES_PER_MINUTE: '10000000',
    ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}),
    ...EXTRA_ENV,
  },
  { built: true, nodeArgs: [...start.nodeArgs, ...EXTRA_NODE_ARGS] },
);
const pid = server.child.pid;
const afterStart = residentMb(pid);
const samples: { second: number; mb: number; heap: string }[] = [];
const sample = async (second: number) => {
  const heap = await heapMb(metricsPort);
  const note = metricsPort
    ? ` (heap used ${heap.used.toFixed(1)} of ${heap.total.toFixed(1)} MB, external ${heap.external.toFixed(1)} MB)`
    : '';
  samples.push({ second, mb: residentMb(pid), heap: note });
};
let placed = 0;
let reads = 0;
const failures: string[] = [];

try {
  const shoppers: HttpShopper[] = [];
  for (let i = 0; i < SHOPPERS; i += 1) shoppers.push(await startHttpShopper(server.origin));
  // Each guest orders at a steady pace, and there is a slot place for every order of the soak. Flat
  // out, on 2026-12-01, four guests placed 24,060 orders in 71 s and then had no slot left: the
  // rest of the soak was menu reads alone.
  const slots = await freePickupSlots(
    server.origin,
    shoppers[0]!,
    SHOPPERS * SECONDS * ORDERS_PER_SECOND_PER_GUEST + SHOPPERS,
    3,
    WINDOW_DAYS,
  );
  console.log(
    `${SHOPPERS} guests ordering, ${READERS} menu readers, ${SECONDS} s; ${slots.length} slot places; ` +
      `npm start's ${JSON.stringify(start.env)} ${start.nodeArgs.join(' ')}` +
      (EXTRA_NODE_ARGS.length || Object.keys(EXTRA_ENV).length
        ? `; added for this run: ${JSON.stringify(EXTRA_ENV)} ${EXTRA_NODE_ARGS.join(' ')}`
        : ''),
  );
  console.log(`resident memory after start ${afterStart.toFixed(1)} MB`);

  const began = Date.now();
  const until = began + SECONDS * 1000;
  const sampler = setInterval(
    () => void sample(Math.round((Date.now() - began) / 1000)),
    SAMPLE_SECONDS * 1000,
  );
  let next = 0;
  const note = (error: unknown) => {
    if (failures.length < 20) failures.push(String(error));
  };
  await Promise.all([
    ...shoppers.map(async (shopper) => {
      for (let order = 0; Date.now() < until; order += 1) {
        const due = began + (order * 1000) / ORDERS_PER_SECOND_PER_GUEST;
        if (Date.now() < due) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
        const slot = slots[next++];
        if (!slot) {
          note(
            `the guests ran out of pickup slots ${Math.round((Date.now() - began) / 1000)} s in`,
          );
          break;
        }
        await placeHttpOrder(server.origin, shopper, slot).then(() => (placed += 1), note);
      }
    }),
    ...Array.from({ length: READERS }, async (_, reader) => {
      for (let i = reader; Date.now() < until; i += 1) {
        const read = await httpCall(server.origin, '', 'GET', MENU_PATHS[i % MENU_PATHS.length]!);
        if (read.status === 200) reads += 1;
        else note(`read ${read.status}`);
      }
    }),
  ]);
  clearInterval(sampler);
  await sample(SECONDS);
  if (process.env.SOAK_SMAPS === '1') {
    // Where the resident memory is at the end: the largest mappings by resident size.
    const smaps = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n');
    const regions: { name: string; kb: number }[] = [];
    let name = '';
    for (const line of smaps) {
      const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (header) name = header[1] || '[anon]';
      const rss = /^Rss:\s+(\d+) kB/.exec(line);
      if (rss) regions.push({ name, kb: Number(rss[1]) });
    }
    const byName = new Map<string, number>();
    for (const region of regions)
      byName.set(region.name, (byName.get(region.name) ?? 0) + region.kb);
    for (const [region, kb] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`  resident in ${region}: ${(kb / 1024).toFixed(1)} MB`);
  }

  const half = samples.filter((sample) => sample.second >= SECONDS / 2);
  const midMb = half[0]?.mb ?? afterStart;
  const endMb = samples.at(-1)!.mb;
  const peakMb = Math.max(...samples.map((sample) => sample.mb));
  const growth = (endMb - midMb) / midMb;
  for (const sample of samples)
    console.log(
      `  ${String(sample.second).padStart(4)} s ${sample.mb.toFixed(1)} MB${sample.heap}`,
    );
  console.log(`orders placed ${placed}, menu reads ${reads}, ${failures.length} failures`);
  console.log(
    withGoal(
      `resident memory: after start ${afterStart.toFixed(1)} MB, at half time ${midMb.toFixed(1)} MB, ` +
        `end ${endMb.toFixed(1)} MB, peak ${peakMb.toFixed(1)} MB`,
      `${GOAL_MB} MB`,
      endMb <= GOAL_MB && afterStart <= GOAL_MB,
    ),
  );
  console.log(
    `growth over the second half ${(growth * 100).toFixed(1)}% (limit ${GROWTH_LIMIT * 100}%)` +
      (growth <= GROWTH_LIMIT ? '' : ' GROWING'),
  );
  console.log(`load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`);
  for (const failure of failures.slice(0, 5)) console.log(`  failure: ${failure}`);
  if (failures.length > 0 || growth > GROWTH_LIMIT) process.exitCode = 1;
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dir, { recursive: true, force: true });
}
