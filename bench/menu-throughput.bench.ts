import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startChildServer } from './lib/child-server';
import { printTopFunctions } from './lib/cpu-profile';
import { withGoal } from './lib/goal';
import { compare, cpuRatioByRounds, type LoadFigures } from './lib/load';

// GET /api/v1/menu/tiered/{n} against a bare node:http server sending the same bytes and headers,
// and against Fastify with no plugin or hook sending them: what the framework itself costs.
// A second bare server is measured against the first: the bench's own noise, printed beside the
// figures (on this 2-core host it read 0.94x-1.12x from run to run).
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
// Many short rounds: the CPU ratios are medians of the rounds' ratios (lib/load.ts).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const GOAL_RATIO = 0.75;
// Issue 17: the service's CPU per menu read at most this many times the bare server's.
const CPU_RATIO_GOAL = 1.2;
const KEY = 'bench-subscription-key';
const MENU_PATH = '/api/v1/menu/tiered/1001';
// BENCH_CPU_PROF=<folder>: the app server writes a V8 CPU profile there and the run prints its top
// functions by self time (warm-up included).
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
// Headers a connection or the clock decides, not the application.
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const app = await startChildServer(
  'menu-app',
  { BENCH_SUBSCRIPTION_KEY: KEY },
  PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
);
// Uncompressed, as autocannon asks: fetch would otherwise ask for gzip and hand back the inflated body.
const requestHeaders = {
  'x-subscription-key': KEY,
  'x-correlation-id': 'bench-0001',
  'accept-encoding': 'identity',
};
const sample = await fetch(`http://127.0.0.1:${app.port}${MENU_PATH}`, { headers: requestHeaders });
if (sample.status !== 200) throw new Error(`menu answered ${sample.status}`);
if (sample.headers.has('content-encoding')) throw new Error('the sample must be uncompressed');
const body = Buffer.from(await sample.arrayBuffer());
const headers = Object.fromEntries([...sample.headers].filter(([name]) => !PER_RESPONSE.has(name)));

const responseFile = path.join(
  fs.mkdtempSync(path.join(os.tmpdir(), 'catering-bench-')),
  'response.json',
);
fs.writeFileSync(responseFile, JSON.stringify({ headers, body: body.toString('base64') }));
const bare = await startChildServer('bare-http', { BENCH_RESPONSE_FILE: responseFile });
const fastify = await startChildServer('bare-fastify', { BENCH_RESPONSE_FILE: responseFile });
const control = await startChildServer('bare-http', { BENCH_RESPONSE_FILE: responseFile });

try {
  console.log(
    `menu body ${body.length} bytes, ${Object.keys(headers).length} headers; ${SECONDS} s per server in ${ROUNDS} alternating rounds, 50 connections, ${WARM_UP_SECONDS} s warm-up`,
  );
  const figures = await compare(
    [
      { name: 'app', url: `http://127.0.0.1:${app.port}${MENU_PATH}`, cpuMs: app.cpuMs },
      { name: 'bare', url: `http://127.0.0.1:${bare.port}${MENU_PATH}`, cpuMs: bare.cpuMs },
      {
        name: 'fastify',
        url: `http://127.0.0.1:${fastify.port}${MENU_PATH}`,
        cpuMs: fastify.cpuMs,
      },
      {
        name: 'control',
        url: `http://127.0.0.1:${control.port}${MENU_PATH}`,
        cpuMs: control.cpuMs,
      },
    ],
    requestHeaders,
    SECONDS,
    WARM_UP_SECONDS,
    ROUNDS,
  );
  const appFigures = figures.get('app') as LoadFigures;
  const bareFigures = figures.get('bare') as LoadFigures;
  const fastifyFigures = figures.get('fastify') as LoadFigures;
  const controlFigures = figures.get('control') as LoadFigures;
  const row = (name: string, f: LoadFigures) =>
    `${name.padEnd(26)} ${f.requestsPerSecond.toFixed(0).padStart(9)} ${f.p99Ms.toFixed(1).padStart(9)} ${f.cpuMicrosPerRequest.toFixed(0).padStart(11)} ${String(f.failed).padStart(8)}`;
  console.log(
    `${'server'.padEnd(26)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(9)} ${'CPU µs/req'.padStart(11)} ${'failed'.padStart(8)}`,
  );
  console.log(row('ordering service (Fastify)', appFigures));
  console.log(row('bare node:http', bareFigures));
  console.log(row('Fastify, no plugin or hook', fastifyFigures));
  console.log(row('bare node:http, a second', controlFigures));
  const ratio = appFigures.requestsPerSecond / bareFigures.requestsPerSecond;
  console.log(withGoal(`ratio ${ratio.toFixed(2)}`, `at least ${GOAL_RATIO}`, ratio >= GOAL_RATIO));
  const cpuRatio = cpuRatioByRounds(appFigures, bareFigures);
  const spread = (r: { lowest: number; highest: number }) =>
    `rounds ${r.lowest.toFixed(2)}x-${r.highest.toFixed(2)}x`;
  console.log(
    `${withGoal(`CPU per request, app / bare ${cpuRatio.median.toFixed(2)}x`, `at most ${CPU_RATIO_GOAL}x`, cpuRatio.median <= CPU_RATIO_GOAL)}; median of ${ROUNDS} rounds, ${spread(cpuRatio)}; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`,
  );
  // Issue 17: how much of the gap is the framework's and how much the app's own (its hooks, the
  // cached menu's lookup and headers).
  const framework = cpuRatioByRounds(fastifyFigures, bareFigures);
  const appOverFastify = cpuRatioByRounds(appFigures, fastifyFigures);
  console.log(
    `of which Fastify itself ${framework.median.toFixed(2)}x the bare server (${spread(framework)}), the app's own work ${appOverFastify.median.toFixed(2)}x Fastify's (${spread(appOverFastify)})`,
  );
  // The same server against itself: how far this host's noise moves a ratio in this run.
  const noise = cpuRatioByRounds(controlFigures, bareFigures);
  console.log(
    `the bench's own noise: a second bare server ${noise.median.toFixed(2)}x the first (${spread(noise)})`,
  );
  if (appFigures.failed > 0) process.exitCode = 1;
} finally {
  await Promise.all([app.stop(), bare.stop(), fastify.stop(), control.stop()]);
  fs.rmSync(path.dirname(responseFile), { recursive: true, force: true });
}

if (PROFILE_DIR) {
  printTopFunctions('app server', PROFILE_DIR);
}
