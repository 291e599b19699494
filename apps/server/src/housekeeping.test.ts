import { afterEach, describe, expect, test } from 'vitest';
import { hashToken, newGuestCustomer } from './services/sessions.service';
import { runHousekeeping, startHousekeeping } from './housekeeping';
import { dialects, startTestApp, type TestApp } from '../test/harness';
import {
  call,
  createOrder,
  DELIVERY,
  NOW,
  placeOrder,
  startOrderApp,
  startShopper,
  type Shopper,
} from '../test/order.helpers';
import { enterCard, requestClientToken } from '../test/sandbox-payment.helpers';

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

  test('deletes expired quotes, stale card tokens and abandoned guest carts; keeps what an order or a live session needs', async () => {
    t = await startOrderApp(dialect);
    const live = await startShopper(t);
    const liveOrder = await createOrder(t, live, DELIVERY); // holds its delivery quote
    const asked = await call(t, live, 'PUT', '/delivery/quote', {
      body: {
        deliveryAddress: { street: '405 Lexington Ave', postalCode: '10174' },
        deliveryTime: '2027-03-12T12:00:00-05:00',
        restaurantNumbers: [1001],
      },
    });
    expect(asked.statusCode).toBe(200);
    await requestClientToken(t, live); // a card form opened and closed
    await enterCard(t, live); // a card entered but never paid with
    const gone = await startShopper(t);
    await createOrder(t, gone, DELIVERY); // a cart nobody can reach once the session is gone
    const placed = await startShopper(t);
    const placedOrder = await placeOrder(t, placed); // its card backs the authorization

    // Eight days after the tests' "now": every window, quote and card token has expired.
    const later = NOW + 8 * DAY;
    await t.database.db
      .updateTable('sessions')
      .set({ last_seen_at: later - 60_000, expires_at: later + DAY })
      .where('token_hash', '=', tokenHashOf(live))
      .execute();

    const deleted = await runHousekeeping(t.app, later);

    expect(deleted).toMatchObject({
      sessions: 2,
      guests: 1,
      guestCarts: 1,
      deliveryQuotes: 2,
      clientTokens: 2,
    });
    const orders = await t.database.db
      .selectFrom('orders')
      .select(['id', 'delivery_quote_id'])
      .execute();
    expect(orders.map((o) => o.id).sort()).toEqual([liveOrder.id, placedOrder.id].sort());
    const quotes = await t.database.db.selectFrom('delivery_quotes').select('id').execute();
    expect(quotes.map((q) => q.id)).toEqual([
      liveOrder.orderDetail.deliveryInfo.deliveryQuote.quoteId,
    ]);
    const tokens = await t.database.db
      .selectFrom('payment_client_tokens')
      .select('customer_id')
      .execute();
    expect(tokens).toEqual([{ customer_id: placed.customerId }]);
    const cards = await t.database.db
      .selectFrom('sandbox_payment_cards')
      .select('token_id')
      .execute();
    expect(cards).toEqual([{ token_id: placedOrder.orderDetail.paymentItems[0].tokenId }]);
    expect((await customerIds()).sort()).toEqual([live.customerId, placed.customerId].sort());
    expect(
      await t.database.db.selectFrom('order_items').select('order_id').distinct().execute(),
    ).toEqual([{ order_id: placedOrder.id }]);
    // The live session keeps its cart.
    expect((await call(t, live, 'GET', `/order/${liveOrder.id}`)).statusCode).toBe(200);
    expect(await runHousekeeping(t.app, later)).toMatchObject({
      sessions: 0,
      guests: 0,
      guestCarts: 0,
      deliveryQuotes: 0,
      clientTokens: 0,
    });
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
