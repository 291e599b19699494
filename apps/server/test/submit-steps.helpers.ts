import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Dialect } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { orderItemsRepository } from '../src/db/repositories/order-items.repository';
import { ordersRepository } from '../src/db/repositories/orders.repository';
import { AppError } from '../src/http/app-error';
import type { Actor, OrderDeps } from '../src/services/orders/order-context';
import { hashToken } from '../src/services/sessions.service';
import type { TestApp } from './harness';
import * as api from './order.helpers';

/**
 * One seeded app for a whole describe, as starting one costs more than the tests using it; each
 * test starts at NOW and makes its own shopper, order and slot.
 */
export function useOrderApp(dialect: Dialect): () => api.OrderTestApp {
  let app: api.OrderTestApp | undefined;
  beforeAll(async () => {
    app = await api.startOrderApp(dialect);
  });
  afterAll(async () => app?.close());
  beforeEach(() => {
    if (app) app.clock.now = api.NOW;
  });
  return () => {
    if (!app) throw new Error('the app did not start');
    return app;
  };
}

/** The dependencies a submit step takes, wired as the app wires them. */
export const stepDeps = (t: api.OrderTestApp): OrderDeps => ({
  ...t.app.services,
  db: t.database.db,
  windowDays: t.config.ORDERING_WINDOW_DAYS,
});

/** Runs a step in a real transaction; on SQLite nothing else may touch the database meanwhile. */
export const inTransaction = <T>(t: TestApp, run: (trx: Kysely<Database>) => Promise<T>) =>
  t.database.db.transaction().execute(run);

/** The shopper as the submit sees them. */
export const actorOf = (shopper: api.Shopper): Actor => ({
  customerId: shopper.customerId,
  isGuest: true,
  tokenHash: hashToken(shopper.cookie.split('=')[1] ?? ''),
  editOrderId: null,
  previousCustomerId: null,
});

/** The order row and its item rows, as a submit reads them. */
export async function readOrder(t: TestApp, shopper: api.Shopper, orderId: string) {
  const order = await ordersRepository(t.database.db).findOwned(orderId, shopper.customerId);
  if (!order) throw new Error(`order ${orderId} of ${shopper.customerId} is missing`);
  return { shopper, order, items: await orderItemsRepository(t.database.db).ofOrder(orderId) };
}

export interface OrderSetUp {
  shopper?: api.Shopper;
  intake?: object;
  item?: object;
  promotion?: string;
}

/** An open order of one item (a new guest's, bowls at PICKUP unless told), through the API. */
export async function openOrder(t: api.OrderTestApp, setUp: OrderSetUp = {}) {
  const shopper = setUp.shopper ?? (await api.startShopper(t));
  const created = await api.createOrder(t, shopper, setUp.intake ?? api.PICKUP);
  await api.addItem(t, shopper, created.id, setUp.item ?? api.BOWLS);
  if (setUp.promotion) {
    const path = `/order/${created.id}/promotions/${setUp.promotion}`;
    const applied = await api.call(t, shopper, 'POST', path);
    expect(applied.statusCode, applied.body).toBe(200);
  }
  return readOrder(t, shopper, created.id);
}

/** The same order submitted through the API with a card that approves. */
export async function placedOrder(t: api.OrderTestApp, setUp: OrderSetUp = {}) {
  const { shopper, order } = await openOrder(t, setUp);
  const body = await api.submitBody(t, shopper);
  const response = await api.submit(t, shopper, order.id, body);
  expect(response.statusCode, response.body).toBe(200);
  return { ...(await readOrder(t, shopper, order.id)), body };
}

/** PUT /order/{id}/markforupdate: the edit draft's id. */
export async function startEdit(t: TestApp, shopper: api.Shopper, orderId: string) {
  const response = await api.call(t, shopper, 'PUT', `/order/${orderId}/markforupdate`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: string }).id;
}

/** Orders and headcount booked in the order's slot (its scheduled_at), or undefined. */
export const slotBookingOf = (
  t: TestApp,
  order: { restaurant_number: number; scheduled_at: number },
) =>
  t.database.db
    .selectFrom('slot_bookings')
    .select(['orders_count', 'headcount'])
    .where('restaurant_number', '=', order.restaurant_number)
    .where('slot_start_utc', '=', order.scheduled_at)
    .executeTakeFirst();

/** A step's refusal: an AppError with this status and code, and this field when one is named. */
export async function expectRefusal(
  run: () => unknown,
  expected: { statusCode: number; errorCode: string; field?: string },
): Promise<void> {
  const { field, ...status } = expected;
  // A step that does not throw answers something other than an AppError, and fails below.
  const error: unknown = await Promise.resolve()
    .then(run)
    .catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({
    ...status,
    ...(field ? { validationErrors: [expect.objectContaining({ field })] } : {}),
  });
}
