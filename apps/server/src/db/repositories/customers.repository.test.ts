import { expect, test } from 'vitest';
import { openPlannedDatabase } from '../../../test/query-plans';
import { ORDER_STATUSES } from '@catering/domain';
import { orderRow } from '../../../test/order-rows';
import { customersRepository } from './customers.repository';
import { ordersRepository } from './orders.repository';

const guest = (id: string, createdAt: number) => ({
  id,
  public_hash: `hash-${id}`,
  is_guest: 1 as const,
  created_at: createdAt,
  updated_at: createdAt,
});

test('housekeeping looks up the rows of each guest, never walks a table per guest', async () => {
  const { db, plansSinceLastCall } = await openPlannedDatabase();
  const customers = customersRepository(db);
  await db
    .insertInto('customers')
    .values([guest('kept-own', 1), guest('kept-moved', 1), guest('gone', 1)])
    .execute();
  await db
    .insertInto('sessions')
    .values([
      { token_hash: 't1', customer_id: 'kept-own', created_at: 1, last_seen_at: 1, expires_at: 9 },
      {
        token_hash: 't2',
        customer_id: 'someone',
        previous_customer_id: 'kept-moved',
        created_at: 1,
        last_seen_at: 1,
        expires_at: 9,
      },
    ])
    .execute();
  // Idle carts: a guest's nobody can reach, a reachable guest's, an account's.
  const orders = ordersRepository(db);
  for (const owner of ['gone', 'kept-own', 'account'])
    await orders.insert(orderRow(owner, { updated_at: 1 }));
  await db
    .insertInto('customers')
    .values({ ...guest('account', 1), is_guest: 0, phone_verified_at: 1 })
    .execute();
  plansSinceLastCall();

  expect(await customers.deleteUnreachableGuestCarts(5)).toBe(1);
  expect(await customers.deleteAbandonedGuests(5)).toBe(1);
  expect(await customers.deleteUnverifiedAccounts(5)).toBe(0);
  const plans = plansSinceLastCall();
  const left = await db.selectFrom('customers').select('id').orderBy('id').execute();
  expect(left.map((row) => row.id)).toEqual(['account', 'kept-moved', 'kept-own']);
  const carts = await db
    .selectFrom('orders')
    .select('customer_id')
    .orderBy('customer_id')
    .execute();
  expect(carts.map((row) => row.customer_id)).toEqual(['account', 'kept-own']);

  expect(plans).toHaveLength(3);
  // The carts are found from the idle open orders, not from every guest.
  expect(plans[0]).toMatch(/^SEARCH orders USING INDEX orders_status_updated_idx/);
  // One pass over the guests; each guest's sessions, orders and (through the foreign keys) rows
  // deleted with it are found by index.
  for (const plan of plans) expect(plan).not.toMatch(/SCAN (?!customers\b)/);
  // The sessions that moved from a guest at sign-in are found through their own index.
  expect(plans.join('\n')).toMatch(/sessions_previous_customer_idx/);
});

test('the guest sweep marks guests with a placed order once, then reads only the others', async () => {
  const { db, plansSinceLastCall } = await openPlannedDatabase();
  const customers = customersRepository(db);
  await db
    .insertInto('customers')
    .values([
      guest('ordered', 1),
      guest('cart-only', 1),
      guest('forgotten', 1),
      guest('in-session', 1),
      guest('young', 9),
    ])
    .execute();
  const orders = ordersRepository(db);
  await orders.insert(
    orderRow('ordered', { status: ORDER_STATUSES.submitted, order_number: 'VC-100001' }),
  );
  await orders.insert(orderRow('cart-only', {}));
  await db
    .insertInto('sessions')
    .values({
      token_hash: 't',
      customer_id: 'in-session',
      created_at: 1,
      last_seen_at: 1,
      expires_at: 9,
    })
    .execute();
  plansSinceLastCall();

  // A placed order keeps its guest for good; an open cart does not (it goes when idle).
  expect(await customers.markGuestsKeptForOrders(5)).toBe(1);
  expect(await customers.markGuestsKeptForOrders(5)).toBe(0);
  expect(await customers.deleteAbandonedGuests(5)).toBe(1);
  // Each run reads the guests not marked, through the index: never the whole table, never the
  // guests kept for their orders, however many have ordered over the years.
  const plans = plansSinceLastCall();
  const left = await db.selectFrom('customers').select('id').orderBy('id').execute();
  expect(left.map((row) => row.id)).toEqual(['cart-only', 'in-session', 'ordered', 'young']);
  expect(plans).toHaveLength(3);
  for (const plan of plans) {
    expect(plan).toMatch(
      /^SEARCH customers USING INDEX customers_guest_sweep_idx \(is_guest=\? AND kept_for_orders=\? AND created_at<\?\)/,
    );
    expect(plan).not.toMatch(/SCAN customers/);
  }

  // The mark only narrows what is read: a guest with orders that is not marked is still kept.
  await db
    .updateTable('customers')
    .set({ kept_for_orders: 0 })
    .where('id', '=', 'ordered')
    .execute();
  expect(await customers.deleteAbandonedGuests(5)).toBe(0);
});

test('an email held by another account is found through its index', async () => {
  const { db, plansSinceLastCall } = await openPlannedDatabase();
  const customers = customersRepository(db);
  await db
    .insertInto('customers')
    .values([
      { ...guest('ana', 1), is_guest: 0, email_address: 'ana@example.com' },
      { ...guest('bo', 1), is_guest: 0, email_address: 'bo@example.com' },
    ])
    .execute();
  plansSinceLastCall();

  expect(await customers.isEmailTakenElsewhere('Ana@Example.com', 'bo')).toBe(true);
  expect(await customers.isEmailTakenElsewhere('ana@example.com', 'ana')).toBe(false);
  expect(await customers.isEmailTakenElsewhere('cy@example.com', 'bo')).toBe(false);
  for (const plan of plansSinceLastCall())
    expect(plan).toMatch(/^SEARCH customers USING INDEX \S+ \(email_address=\?\)$/);
});
