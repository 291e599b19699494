import type { FastifyInstance } from 'fastify';
import { rateLimitCountersRepository } from './db/repositories/rate-limit-counters.repository';

/** Rows deleted by one housekeeping run, per retention rule (decision 100). */
export type HousekeepingCounts = Record<string, number>;

/**
 * One housekeeping run at `now`: every table that grows without an order behind it has its
 * retention rule here. The deletes are idempotent, so every process may run them.
 */
export async function runHousekeeping(
  app: FastifyInstance,
  now = Date.now(),
): Promise<HousekeepingCounts> {
  const { sessions, guests } = await app.services.sessions.purgeAbandoned(now);
  const rateLimitCounters = await rateLimitCountersRepository(app.db).deleteEnded(now);
  return { sessions, guests, rateLimitCounters };
}

/**
 * Runs the service's housekeeping now and then every `intervalMs` while the app is up. The timer
 * does not keep the process alive; call the returned function before closing the app.
 */
export function startHousekeeping(app: FastifyInstance, intervalMs: number): () => void {
  const purge = async () => {
    try {
      const deleted = await runHousekeeping(app);
      if (Object.values(deleted).some((count) => count > 0)) {
        app.log.info(deleted, 'housekeeping deleted expired and abandoned rows');
      }
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping failed; it runs again at the next interval');
    }
  };
  const timer = setInterval(() => void purge(), intervalMs);
  timer.unref();
  void purge();
  return () => clearInterval(timer);
}
