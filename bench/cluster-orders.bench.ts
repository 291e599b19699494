import { startClusterProcess } from '../apps/server/test/cluster-process';
import {
  freePickupSlots,
  placeHttpOrder,
  startHttpShopper,
  type HttpShopper,
} from '../apps/server/test/http-shopper';
import { cpuMsOf } from './lib/child-server';

// Whole orders per minute on PostgreSQL behind HAProxy: one server, then three, same machine,
// same load (BENCH_ORDER_CUSTOMERS guests ordering back to back), and the servers' CPU per order.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CUSTOMERS = Number(process.env.BENCH_ORDER_CUSTOMERS ?? 10);
const LIMITS = {
  SESSION_WRITES_PER_MINUTE: '100000',
  ADDRESS_WRITES_PER_MINUTE: '100000',
  NEW_SESSIONS_PER_MINUTE: '100000',
  SANDBOX_CARD_POSTS_PER_MINUTE: '100000',
};

async function measure(servers: number) {
  const cluster = await startClusterProcess({ ...LIMITS, CLUSTER_SERVERS: String(servers) });
  try {
    const shoppers: HttpShopper[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) shoppers.push(await startHttpShopper(cluster.origin));
    const slots = await freePickupSlots(cluster.origin, shoppers[0] as HttpShopper, 6000, 3);
    const cpuBefore = cluster.pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
    let placed = 0;
    let failed = 0;
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(
      shoppers.map(async (shopper) => {
        while (Date.now() < until) {
          const slot = slots.shift();
          if (!slot) return;
          await placeHttpOrder(cluster.origin, shopper, slot).then(
            () => (placed += 1),
            () => (failed += 1),
          );
        }
      }),
    );
    const cpu = cluster.pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0) - cpuBefore;
    return {
      servers,
      perMinute: Math.round((placed * 60) / SECONDS),
      placed,
      failed,
      cpuPerOrder: cpu / Math.max(placed, 1),
    };
  } finally {
    await cluster.stop();
  }
}

console.log(`${CUSTOMERS} customers, ${SECONDS} s per run, PostgreSQL 15, HAProxy in front`);
for (const servers of [1, 3]) {
  const result = await measure(servers);
  console.log(
    `${result.servers} server${servers > 1 ? 's' : ''}: ${result.perMinute} orders/min ` +
      `(${result.placed} placed, ${result.failed} failed), server CPU ${result.cpuPerOrder.toFixed(1)} ms per order`,
  );
}
