import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../test/harness';
import { DECLINE_CARD } from '../../test/sandbox-payment.helpers';
import {
  addItem,
  BURRITOS,
  createOrder,
  newKey,
  startOrderApp,
  startShopper,
  submit,
  submitBody,
  type OrderTestApp,
} from '../../test/order.helpers';
import { registerMetrics, serveMetrics } from './metrics';

describe.each(dialects)('metrics on %s', (dialect) => {
  let t: OrderTestApp | undefined;
  let metrics: { port: number; close(): Promise<void> } | undefined;
  afterEach(async () => {
    await metrics?.close();
    await t?.close();
  });

  async function placeOrder(card = {}) {
    if (!t) throw new Error('no app');
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    await addItem(t, shopper, order.id, BURRITOS);
    const body = await submitBody(t, shopper, card);
    return submit(t, shopper, order.id, body, newKey());
  }

  test('serve request counts and latency per route, orders placed and payment failures, on their own port', async () => {
    t = await startOrderApp(dialect);
    const registry = registerMetrics(t.app, t.database);
    expect((await placeOrder()).statusCode).toBe(200);
    expect((await placeOrder(DECLINE_CARD)).statusCode).toBe(402);
    await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    await t.app.inject({ method: 'GET', url: '/api/v1/order/12345678', headers: t.headers });

    metrics = await serveMetrics(registry, 0, '127.0.0.1');
    const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain(
      'http_requests_total{method="PUT",route="/api/v1/order/:id/submit",status="200"} 1',
    );
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/v1/health",status="200"} 1',
    );
    // Route patterns, never raw URLs: an order number does not become a series of its own.
    expect(text).not.toContain('12345678');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="\+Inf",method="PUT",route="\/api\/v1\/order\/:id\/submit"\} 2/,
    );
    expect(text).toContain('catering_orders_placed_total 1');
    expect(text).toContain('catering_payment_failures_total 1');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    // Statements sent to the database: the orders' and the reads', and more with each call.
    const statements = async () =>
      Number(
        /^catering_db_statements_total (\d+)$/m.exec(
          await (await fetch(`http://127.0.0.1:${metrics?.port}/metrics`)).text(),
        )?.[1],
      );
    const before = await statements();
    expect(before).toBeGreaterThan(20);
    await placeOrder();
    expect(await statements()).toBeGreaterThan(before + 20);
    if (dialect === 'postgres')
      expect(text).toMatch(/catering_db_pool_connections\{state="total"\} \d/);

    // Nothing else on that port, and nothing on the public one.
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
    const onPublicPort = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(onPublicPort.body).not.toContain('http_requests_total');
  });
});
