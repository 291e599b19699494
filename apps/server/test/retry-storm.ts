// A client retrying one submit in a storm: `retries` simultaneous PUT submits with one
// Idempotency-Key, against a server process (the built bundle, as production runs it) on the
// database at `databaseUrl`. Shared by the test in `npm test` and bench/idempotent-retries.bench.ts.
import { randomUUID } from 'node:crypto';
import { CRASH_SERVER_ENV } from './crash-rounds';
import {
  freePickupSlots,
  prepareHttpOrder,
  startHttpShopper,
  submitHttpOrder,
} from './http-shopper';
import { startServerProcess } from './server-process';

export interface RetryStorm {
  retries: number;
  ms: number;
  /** The order that was submitted, and the answers: order numbers of the 200s, errors of the rest. */
  orderId: string;
  orderNumbers: string[];
  failures: string[];
}

export async function retryStorm(databaseUrl: string, retries: number): Promise<RetryStorm> {
  const server = await startServerProcess(
    { ...CRASH_SERVER_ENV, DATABASE_URL: databaseUrl },
    { built: true },
  );
  try {
    const shopper = await startHttpShopper(server.origin);
    const [slot] = await freePickupSlots(server.origin, shopper, 1);
    if (!slot) throw new Error('no free pickup slot');
    const order = await prepareHttpOrder(server.origin, shopper, slot);
    const key = randomUUID();
    const started = Date.now();
    const answers = await Promise.allSettled(
      Array.from({ length: retries }, () => submitHttpOrder(server.origin, shopper, order, key)),
    );
    const ms = Date.now() - started;
    return {
      retries,
      ms,
      orderId: order.id,
      orderNumbers: answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value.orderNumber] : [])),
      failures: answers.flatMap((a) => (a.status === 'rejected' ? [String(a.reason)] : [])),
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
