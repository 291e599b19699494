import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { freePort } from '../../test/postgres-cluster';
import {
  freePickupSlots,
  placeHttpOrder,
  startHttpShopper,
  type HttpShopper,
} from '../../test/http-shopper';
import { expectEveryAcknowledgedOrderOnce } from '../../test/exactly-once';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const hasBinaries =
  ['/usr/sbin/haproxy', '/usr/bin/haproxy'].some((file) => fs.existsSync(file)) &&
  fs.existsSync('/usr/lib/postgresql/15/bin/initdb');

/** npm run cluster's script, with a minimal web build of its own (the real one is not needed). */
async function startCluster() {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-cluster-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>cluster</title>');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      CLUSTER_PORT: String(port),
      WEB_DIST: webDist,
      SUBSCRIPTION_KEYS: 'test-subscription-key',
      ORDERING_WINDOW_DAYS: '90',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('cluster ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`cluster exited (${code}): ${output}`)));
  });
  const pids = [...output.matchAll(/server \d: pid (\d+)/g)].map((match) => Number(match[1]));
  const databaseUrl = /database: (\S+)/.exec(output)?.[1] ?? '';
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    pids,
    databaseUrl,
    webDist,
    log: () => output,
  };
}

describe.skipIf(!hasBinaries)('three servers behind HAProxy on one PostgreSQL', () => {
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
  let database: DatabaseHandle | undefined;
  afterAll(async () => {
    await database?.destroy();
    const child: ChildProcess | undefined = cluster?.child;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (cluster) fs.rmSync(cluster.webDist, { recursive: true, force: true });
  });

  test('a server killed mid-load loses no acknowledged order, charges once, never overbooks', async () => {
    cluster = await startCluster();
    expect(cluster.pids).toHaveLength(3);
    const origin = cluster.origin;
    const shoppers: HttpShopper[] = [];
    for (let i = 0; i < 6; i += 1) shoppers.push(await startHttpShopper(origin));
    // Three orders a slot: shoppers race for the same slots across the servers.
    const slots = await freePickupSlots(origin, shoppers[0] as HttpShopper, 200, 3);
    const acknowledged: { id: string; orderNumber: string }[] = [];
    let refused = 0;
    let running = true;
    const ordering = shoppers.map(async (shopper) => {
      while (running) {
        const slot = slots.shift();
        if (!slot) return;
        await placeHttpOrder(origin, shopper, slot).then(
          (order) => acknowledged.push(order),
          () => (refused += 1),
        );
      }
    });
    await sleep(3_000);
    process.kill(cluster.pids[1] as number, 'SIGKILL');
    await sleep(6_000);
    running = false;
    await Promise.all(ordering);
    expect(cluster.log()).toContain('server 2 exited (SIGKILL); starting it again');
    expect(acknowledged.length).toBeGreaterThan(5);

    database = openDatabase(cluster.databaseUrl);
    await expectEveryAcknowledgedOrderOnce(database.db, acknowledged);
  }, 120_000);
});
