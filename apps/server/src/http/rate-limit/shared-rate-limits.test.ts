import { afterEach, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { dialects, startTestApp, type TestApp } from '../../../test/harness';
import { BOWLS, call, PICKUP, startOrderApp, startShopper } from '../../../test/order.helpers';

const getStarted = (app: FastifyInstance, t: TestApp, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/customerauth/getstarted',
    headers: { ...t.headers, ...headers },
  });

describe.each(dialects)('rate limits on %s', (dialect) => {
  let t: TestApp;
  let second: { app: FastifyInstance; database: DatabaseHandle } | undefined;
  afterEach(async () => {
    await second?.app.close();
    await second?.database.destroy();
    second = undefined;
    await t?.close();
  });

  test('two servers on one database share one counter', async () => {
    t = await startTestApp(dialect, { NEW_SESSIONS_PER_MINUTE: '3' });
    // Its own connection (pool), as another process behind the load balancer would have.
    const database = openDatabase(t.config.DATABASE_URL);
    second = { database, app: await buildApp(t.config, { database }) };
    const statuses = [];
    for (const app of [t.app, second.app, t.app, second.app])
      statuses.push((await getStarted(app, t)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await getStarted(t.app, t)).json()).toMatchObject({ errorCode: 'GEN-0429' });
  });

  test('behind one trusted proxy, a fresh X-Forwarded-For per request does not bypass the limit', async () => {
    t = await startTestApp(dialect, { NEW_SESSIONS_PER_MINUTE: '3', TRUST_PROXY: 'true' });
    // The proxy appends the address it saw; whatever the client wrote before it is not trusted.
    const viaProxy = (client: string, forged: string) =>
      getStarted(t.app, t, { 'x-forwarded-for': `${forged}, ${client}` });
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await viaProxy('203.0.113.7', `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another visitor behind the same proxy has a limit of its own.
    expect((await viaProxy('203.0.113.8', '198.51.100.9')).statusCode).toBe(200);
  });

  test('a list of proxy addresses is trusted, and only those', async () => {
    t = await startTestApp(dialect, {
      NEW_SESSIONS_PER_MINUTE: '2',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    const from = (remoteAddress: string, forwardedFor: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/customerauth/getstarted',
        remoteAddress,
        headers: { ...t.headers, 'x-forwarded-for': forwardedFor },
      });
    // Two trusted hops (127.0.0.1, then 10.1.2.3): the client is the address before them.
    expect((await from('127.0.0.1', '1.1.1.1, 203.0.113.7, 10.1.2.3')).statusCode).toBe(200);
    expect((await from('127.0.0.1', '2.2.2.2, 203.0.113.7, 10.1.2.3')).statusCode).toBe(200);
    expect((await from('127.0.0.1', '3.3.3.3, 203.0.113.7, 10.1.2.3')).statusCode).toBe(429);
    // A peer outside the list is the client itself, whatever it forwards.
    expect((await from('192.0.2.1', '203.0.113.99')).statusCode).toBe(200);
    expect((await from('192.0.2.1', '203.0.113.98')).statusCode).toBe(200);
    expect((await from('192.0.2.1', '203.0.113.97')).statusCode).toBe(429);
  });

  test('write calls are limited per session and per address; reads are not', async () => {
    t = await startOrderApp(dialect, {
      SESSION_WRITES_PER_MINUTE: '3',
      ADDRESS_WRITES_PER_MINUTE: '5',
    });
    const ana = await startShopper(t);
    const bob = await startShopper(t);
    const order = (await call(t, ana, 'POST', '/order', { body: PICKUP })).json();
    const addBowls = () => call(t, ana, 'POST', `/order/${order.id}/item`, { body: BOWLS });
    expect([(await addBowls()).statusCode, (await addBowls()).statusCode]).toEqual([200, 200]);
    const refused = await addBowls();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'GEN-0429' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(t, ana, 'GET', '/order/cart')).statusCode).toBe(200);

    // Bob's own session is fresh, but he shares Ana's address: its fifth write is the last.
    expect((await call(t, bob, 'POST', '/order', { body: PICKUP })).statusCode).toBe(201);
    expect((await call(t, bob, 'PUT', '/order', { body: PICKUP })).statusCode).toBe(429);
    // From another address Bob carries on, up to his session's own limit.
    const fromElsewhere = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/order',
        remoteAddress: '192.0.2.50',
        headers: { ...t.headers, cookie: bob.cookie },
        payload: PICKUP,
      });
    expect((await fromElsewhere()).statusCode).toBe(200);
    expect((await fromElsewhere()).statusCode).toBe(429);
    const items = await t.database.db.selectFrom('order_items').select('id').execute();
    expect(items).toHaveLength(2);
  });

  test('card tokens count as write calls of their session', async () => {
    t = await startOrderApp(dialect, { SESSION_WRITES_PER_MINUTE: '2' });
    const ana = await startShopper(t);
    const grant = () => call(t, ana, 'GET', '/transaction/provider?restaurantNumber=1001');
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await grant()).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect(
      await t.database.db.selectFrom('payment_client_tokens').select('token_hash').execute(),
    ).toHaveLength(2);
  });
});
