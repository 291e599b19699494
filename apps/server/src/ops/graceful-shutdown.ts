import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { markDraining } from './draining';

export interface ShutdownOptions {
  /** Time between the signal and closing the listener, while readiness answers 503. */
  delayMs: number;
  /** Time in-flight requests get to finish before their connections are cut. */
  timeoutMs: number;
  /** Stops the background workers (they finish the item in hand on their own). */
  stopWorkers: () => void;
  /** Resources closed after the app, such as a metrics listener. */
  closeAlso?: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * SIGTERM or SIGINT: readiness answers 503 (the load balancer stops sending), the listener
 * closes, in-flight requests finish within the timeout, the app's onClose hooks close the pool,
 * and the process exits 0, or 1 when requests had to be cut.
 */
export function installGracefulShutdown(app: FastifyInstance, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    app.log.info({ signal }, 'shutting down: draining');
    markDraining(app);
    options.stopWorkers();
    await sleep(options.delayMs);
    let cut = false;
    const deadline = setTimeout(() => {
      cut = true;
      app.log.warn('shutdown: requests still running at the deadline, closing their connections');
      app.server.closeAllConnections();
    }, options.timeoutMs);
    try {
      await app.close();
      await options.closeAlso?.();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      cut = true;
    } finally {
      clearTimeout(deadline);
    }
    app.log.info({ cut }, 'shut down');
    exit(cut ? 1 : 0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, (received) => void shutDown(received));
  }
}
