import type { FastifyInstance } from 'fastify';

// Keyed by the HTTP server, which the app and all its encapsulated plugin instances share;
// per app, not per process, since tests build several apps in one process.
const drainingServers = new WeakSet<object>();

/** From now on the app's readiness answers 503, so a load balancer sends it nothing new. */
export function markDraining(app: FastifyInstance): void {
  drainingServers.add(app.server);
}

/** Whether the app is shutting down. */
export function isDraining(app: FastifyInstance): boolean {
  return drainingServers.has(app.server);
}
