import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/database';

const SUBMIT_ROUTE = '/api/v1/order/:id/submit';
/** The submit statuses that are the payment provider's refusal or failure. */
const PAYMENT_FAILURE_STATUSES = new Set([402, 502, 503, 504]);

/**
 * Prometheus metrics of one app: requests and latency per route (the route's pattern, never the
 * raw URL, so ids do not multiply the series), orders placed, payment failures, the database's
 * statements and pool, and Node's own (event-loop lag, memory, CPU). Call before the app is ready.
 */
export function registerMetrics(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, 'poolUsage' | 'statementsRun'>,
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'catering_orders_placed_total',
    help: 'Order submits answered 200 (a replay of an Idempotency-Key counts again).',
    registers: [registry],
  });
  const paymentFailures = new Counter({
    name: 'catering_payment_failures_total',
    help: 'Order submits refused or failed by the payment provider.',
    registers: [registry],
  });
  const { poolUsage, statementsRun } = database;
  if (statementsRun) {
    let counted = 0;
    new Counter({
      name: 'catering_db_statements_total',
      help: "SQL statements sent to the database, transactions' begin and commit included.",
      registers: [registry],
      collect() {
        const run = statementsRun();
        this.inc(run - counted);
        counted = run;
      },
    });
  }
  if (poolUsage) {
    new Gauge({
      name: 'catering_db_pool_connections',
      help: 'Database pool connections by state (total, idle, waiting callers).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const usage = poolUsage();
        if (!usage) return;
        for (const [state, value] of Object.entries(usage)) this.set({ state }, value);
      },
    });
  }

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (route === SUBMIT_ROUTE && status === 200) ordersPlaced.inc();
    if (route === SUBMIT_ROUTE && PAYMENT_FAILURE_STATUSES.has(status)) paymentFailures.inc();
    done();
  });
  return registry;
}

/** Serves GET /metrics on its own port, away from the public one; resolves with its port and close(). */
export async function serveMetrics(
  registry: Registry,
  port: number,
  host: string,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
