import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { clusterCanRun, startClusterProcess } from '../../test/cluster-process';
import {
  freePickupSlots,
  placeHttpOrder,
  startHttpShopper,
  type HttpShopper,
} from '../../test/http-shopper';
import { expectEveryAcknowledgedOrderOnce } from '../../test/exactly-once';

describe.skipIf(!clusterCanRun)('three servers behind HAProxy on one PostgreSQL', () => {
  let cluster: Awaited<ReturnType<typeof startClusterProcess>> | undefined;
  let database: DatabaseHandle | undefined;
  afterAll(async () => {
    await database?.destroy();
    await cluster?.stop();
  });

  test('a server killed mid-load loses no acknowledged order, charges once, never overbooks', async () => {
    cluster = await startClusterProcess();
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
