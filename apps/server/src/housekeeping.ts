import type { FastifyInstance } from 'fastify';

/**
 * Runs the service's housekeeping now and then every `intervalMs` while the app is up: expired
 * sessions and the guest customers they leave behind (sessions.purgeAbandoned). Every process may
 * run it; the deletes are idempotent. The timer does not keep the process alive; call the returned
 * function before closing the app.
 */
export function startHousekeeping(app: FastifyInstance, intervalMs: number): () => void {
  const purge = async () => {
    try {
      const deleted = await app.services.sessions.purgeAbandoned();
      if (deleted.sessions > 0 || deleted.guests > 0) {
        app.log.info(deleted, 'purged unusable sessions and abandoned guests');
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
