// Kill the server with SIGKILL again and again while guests place orders, restart it on the same
// database each time, and collect every order whose submit was acknowledged (200).
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './postgres-cluster';
import { startServerProcess, type ServerProcess } from './server-process';
import {
  freePickupSlots,
  placeHttpOrder,
  startHttpShopper,
  type HttpShopper,
} from './http-shopper';

export const CRASH_SERVER_ENV = {
  SEED_DEMO_DATA: 'true',
  ORDERING_WINDOW_DAYS: '90',
  NEW_SESSIONS_PER_MINUTE: '100000',
  SANDBOX_CARD_POSTS_PER_MINUTE: '100000',
  SESSION_WRITES_PER_MINUTE: '100000',
  ADDRESS_WRITES_PER_MINUTE: '100000',
  SMS_WORKER_SECONDS: '0',
  EMAIL_WORKER_SECONDS: '0',
};

export interface CrashRun {
  acknowledged: { id: string; orderNumber: string }[];
  kills: number;
}

/** Runs `kills` rounds: guests order for `roundMs`, then the server dies; restarts after each. */
export async function crashRounds(
  databaseUrl: string,
  options: {
    kills: number;
    customers?: number;
    roundMs?: [number, number];
    env?: Record<string, string>;
  },
): Promise<CrashRun> {
  const { kills, customers = 4, roundMs = [1000, 2500], env = {} } = options;
  const port = await freePort();
  const start = () =>
    startServerProcess(
      { ...CRASH_SERVER_ENV, ...env, DATABASE_URL: databaseUrl },
      { port, built: true },
    );
  let server: ServerProcess = await start();
  const origin = server.origin;
  const shoppers: HttpShopper[] = [];
  for (let i = 0; i < customers; i += 1) shoppers.push(await startHttpShopper(origin));
  // Two orders a slot, far under its capacity: every refusal is a crash's, none the slot's.
  const slots = await freePickupSlots(
    origin,
    shoppers[0] as HttpShopper,
    kills * customers * 40,
    2,
  );
  const acknowledged: CrashRun['acknowledged'] = [];
  for (let round = 0; round < kills; round += 1) {
    let dead = false;
    const ordering = shoppers.map(async (shopper) => {
      while (!dead) {
        const slot = slots.shift();
        if (!slot) throw new Error('ran out of slots');
        await placeHttpOrder(origin, shopper, slot).then(
          (order) => acknowledged.push(order),
          () => undefined, // cut off by the kill: not acknowledged, so nothing is promised
        );
      }
    });
    await sleep(roundMs[0] + Math.random() * (roundMs[1] - roundMs[0]));
    // Stop starting new orders first: a refused connection fails at once and would use up slots.
    dead = true;
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(ordering);
    server = await start();
  }
  server.child.kill('SIGTERM');
  await server.exited;
  return { acknowledged, kills };
}
