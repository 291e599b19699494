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
  const slots = await freePickupSlots(
    origin,
    await startHttpShopper(origin),
    kills * customers * 40,
    2,
  );
  const acknowledged: CrashRun['acknowledged'] = [];
  const failures: string[] = [];
  const perRound = Math.floor(slots.length / kills);
  for (let round = 0; round < kills; round += 1) {
    // New guests each round: an order the kill left open would keep its guest from a new one.
    const shoppers: HttpShopper[] = [];
    for (let i = 0; i < customers; i += 1) shoppers.push(await startHttpShopper(origin));
    const roundSlots = slots.splice(0, perRound);
    let dead = false;
    let slotsUsedUp: () => void = () => undefined;
    const usedUp = new Promise<void>((resolve) => (slotsUsedUp = resolve));
    const ordering = shoppers.map(async (shopper) => {
      while (!dead) {
        const slot = roundSlots.shift();
        // A fast machine can use up the round's slots before its time: the kill then comes at
        // once, while the other guests' orders are still in flight.
        if (!slot) {
          slotsUsedUp();
          return;
        }
        await placeHttpOrder(origin, shopper, slot).then(
          (order) => acknowledged.push(order),
          (error: Error) => failures.push(error.message), // cut off by the kill: nothing promised
        );
      }
    });
    // Each round kills mid-load after at least one order went through (a slow machine may need
    // longer than the round for its first), so every round has something to lose.
    const before = acknowledged.length;
    for (let waited = 0; acknowledged.length === before && waited < 20_000; waited += 50) {
      await sleep(50);
    }
    await Promise.race([sleep(roundMs[0] + Math.random() * (roundMs[1] - roundMs[0])), usedUp]);
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
