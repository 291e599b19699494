import { afterEach, describe, expect, test } from 'vitest';
import { hashToken, newGuestCustomer } from './services/sessions.service';
import { runHousekeeping, startHousekeeping } from './housekeeping';
import { dialects, startTestApp, type TestApp } from '../test/harness';
import { createOrder, startOrderApp, startShopper, type Shopper } from '../test/order.helpers';
import { requestClientToken } from '../test/sandbox-payment.helpers';

const DAY = 24 * 3600_000;

describe.each(dialects)('housekeeping on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const tokenHashOf = (shopper: Shopper) => hashToken(shopper.cookie.split('=')[1] ?? '');
  const customerIds = async () =>
    (await t.database.db.selectFrom('customers').select('id').execute()).map((row) => row.id);
  const sessionOwners = async () =>
    (await t.database.db.selectFrom('sessions').select('customer_id').execute()).map(
      (row) => row.customer_id,
    );

  test('deletes unusable sessions and the guests left with nothing, keeps guests with orders or a live session', async () => {
    t = await startOrderApp(dialect);
    const abandoned = await startShopper(t);
    await requestClientToken(t, abandoned); // a payment token that must go with its guest
    const withOrder = await startShopper(t);
    await createOrder(t, withOrder);
    const live = await startShopper(t);
    const revoked = await startShopper(t);
    await t.app.services.sessions.revoke(tokenHashOf(revoked));

    // Eight days on: past the 7-day idle limit, except for the one still in use.
    const later = Date.now() + 8 * DAY;
    await t.database.db
      .updateTable('sessions')
      .set({ last_seen_at: later - 60_000 })
      .where('token_hash', '=', tokenHashOf(live))
      .execute();
    // A guest whose session is being written right now (one transaction, so never seen alone in
    // practice) is young: it stays.
    const young = newGuestCustomer(later - 60_000);
    await t.database.db.insertInto('customers').values(young).execute();

    const deleted = await t.app.services.sessions.purgeAbandoned(later);

    expect(deleted).toEqual({ sessions: 3, guests: 2 });
    expect(await sessionOwners()).toEqual([live.customerId]);
    expect((await customerIds()).sort()).toEqual(
      [live.customerId, withOrder.customerId, young.id].sort(),
    );
    const tokens = await t.database.db
      .selectFrom('payment_client_tokens')
      .select('customer_id')
      .execute();
    expect(tokens).toEqual([]);
    // Nothing left to do the second time.
    expect(await t.app.services.sessions.purgeAbandoned(later)).toEqual({ sessions: 0, guests: 0 });
  });

  test('deletes rate-limit windows that have ended and keeps the running ones', async () => {
    t = await startTestApp(dialect);
    await startShopper(t); // getstarted without a cookie is counted per address
    const counters = () => t.database.db.selectFrom('rate_limit_counters').select('key').execute();
    expect(await counters()).toHaveLength(1);
    expect((await runHousekeeping(t.app)).rateLimitCounters).toBe(0);
    expect(await counters()).toHaveLength(1);
    expect((await runHousekeeping(t.app, Date.now() + 61_000)).rateLimitCounters).toBe(1);
    expect(await counters()).toEqual([]);
  });

  test('runs at once and then on its interval while the app is up', async () => {
    t = await startTestApp(dialect);
    const first = await startShopper(t);
    const expire = (shopper: Shopper) =>
      t.database.db
        .updateTable('sessions')
        .set({ expires_at: Date.now() - 1, created_at: 0 })
        .where('token_hash', '=', tokenHashOf(shopper))
        .execute();
    await t.database.db.updateTable('customers').set({ created_at: 0 }).execute();
    await expire(first);

    const stop = startHousekeeping(t.app, 50);
    try {
      await expect.poll(customerIds, { timeout: 3000 }).toEqual([]);
      const second = await startShopper(t);
      await t.database.db.updateTable('customers').set({ created_at: 0 }).execute();
      await expire(second);
      await expect.poll(customerIds, { timeout: 3000 }).toEqual([]);
    } finally {
      stop();
    }
  });
});
