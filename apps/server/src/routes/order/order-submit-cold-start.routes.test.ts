import { afterEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { dialects } from '../../../test/harness';
import {
  addItem,
  createOrder,
  startOrderApp,
  startShopper,
  submit,
  submitBody,
  type OrderTestApp,
} from '../../../test/order.helpers';

/** Rejects when the call has not answered in time: a hung server fails the test instead of the run. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${ms} ms: the server hangs`)), ms),
    ),
  ]);
}

// A submit runs in one transaction; on SQLite that holds the only connection, so anything it
// awaits through another connection (the catalogue cache loading through the app-wide db) waits
// for ever, and every later request queues behind it.
describe.each(dialects)('a submit with a cold catalogue cache on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  async function readyToSubmit() {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper);
    await addItem(t, shopper, order.id);
    return { shopper, order, body: await submitBody(t, shopper) };
  }

  test('is the first request of a freshly started server and is answered, health too', async () => {
    const { shopper, order, body } = await readyToSubmit();
    const restarted = await buildApp(t.config, {
      database: t.database,
      services: { now: () => t.clock.now },
    });
    const first = t.app;
    t.app = restarted;
    await first.close();

    const response = await within(10_000, submit(t, shopper, order.id, body));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: order.id, status: 'Submitted' });
    const health = await within(5_000, t.app.inject({ method: 'GET', url: '/api/v1/health' }));
    expect(health.statusCode).toBe(200);
  });

  test('follows a catalogue invalidation and is answered', async () => {
    const { shopper, order, body } = await readyToSubmit();
    await t.app.services.catalogue.invalidateCatalogue();

    const response = await within(10_000, submit(t, shopper, order.id, body));
    expect(response.statusCode, response.body).toBe(200);
  });

  test('finds the catalogue already loaded once the server is ready', async () => {
    await readyToSubmit();
    const restarted = await buildApp(t.config, {
      database: t.database,
      services: { now: () => t.clock.now },
    });
    await t.app.close();
    t.app = restarted;
    await restarted.ready();
    expect(restarted.services.catalogue.peek()).toBeDefined();
  });
});
