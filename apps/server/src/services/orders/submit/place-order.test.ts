import type { Kysely } from 'kysely';
import { describe, expect, test } from 'vitest';
import { dialects } from '../../../../test/harness';
import { addItem, CHIPS, CONTACT, submitBody, type Shopper } from '../../../../test/order.helpers';
import {
  actorOf,
  inTransaction,
  openOrder,
  placedOrder,
  readOrder,
  startEdit,
  stepDeps,
  useOrderApp,
} from '../../../../test/submit-steps.helpers';
import { ORDER_NUMBER_COUNTER } from '../../../db/migrations/0004-orders';
import type { OrderRow } from '../../../db/repositories/orders.repository';
import type { Database } from '../../../db/schema';
import { authorizeOrder, paymentKeyOf, type OrderPayment } from './authorize-payment';
import { placeOrReplace } from './place-order';

const HOUR = 3_600_000;

describe.each(dialects)('placeOrReplace on %s', (dialect) => {
  const app = useOrderApp(dialect);

  const lastOrderNumber = async () => {
    const counter = await app()
      .database.db.selectFrom('counters')
      .select('value')
      .where('name', '=', ORDER_NUMBER_COUNTER)
      .executeTakeFirstOrThrow();
    return Number(counter.value);
  };

  /** The payment step's answer for this card, made in the same transaction as the placement. */
  const authorized = (
    trx: Kysely<Database>,
    shopper: Shopper,
    orders: { order: OrderRow; original: OrderRow | null },
    payment: { paymentProviderId: string; tokenId: string },
  ): Promise<OrderPayment> => {
    const actor = actorOf(shopper);
    return authorizeOrder(stepDeps(app()), trx, {
      actor,
      ...orders,
      payment,
      paymentKey: paymentKeyOf(actor, `key-${orders.order.id}`),
    });
  };

  test('numbers and places a first submit with its contact, payment and booking', async () => {
    const t = app();
    const { shopper, order } = await openOrder(t);
    const body = await submitBody(t, shopper);
    const last = await lastOrderNumber();
    const booking = { restaurantNumber: 1001, slotStartUtc: order.scheduled_at, headcount: 10 };
    const now = t.clock.now;
    const placed = await inTransaction(t, async (trx) => {
      const payment = await authorized(trx, shopper, { order, original: null }, body.payment);
      const placement = { draft: order, order, original: null, payment, body, booking, now };
      return placeOrReplace(stepDeps(t), trx, placement);
    });
    const { order: saved } = await readOrder(t, shopper, order.id);
    expect(saved).toEqual(placed);
    expect(saved).toMatchObject({
      status: 'Submitted',
      order_number: `VC-${last + 1}`,
      submitted_at: now,
      contact_first_name: CONTACT.firstName,
      contact_email: CONTACT.emailAddress,
      fraud_session_id: 'fraud-session-1',
      booked_slot_start: order.scheduled_at,
      booked_restaurant_number: 1001,
      booked_headcount: 10,
    });
    expect(saved.authorization_id).toEqual(expect.any(String));
    expect(JSON.parse(saved.payment_item_json ?? 'null')).toMatchObject({
      tokenId: body.payment.tokenId,
      amountCents: order.total_cents,
    });
  });

  /** A placed order, an edit draft of it with chips added, an hour later. */
  async function edited() {
    const t = app();
    const placed = await placedOrder(t);
    const draftId = await startEdit(t, placed.shopper, placed.order.id);
    await addItem(t, placed.shopper, draftId, CHIPS);
    t.clock.now += HOUR;
    // Read after markforupdate locked it, as the submit's lockOriginal reads it.
    const { order: original } = await readOrder(t, placed.shopper, placed.order.id);
    const { order: draft } = await readOrder(t, placed.shopper, draftId);
    return { ...placed, original, draft };
  }

  async function replace(
    { shopper, original, draft }: Awaited<ReturnType<typeof edited>>,
    payment: { paymentProviderId: string; tokenId: string },
  ) {
    const t = app();
    const body = { payment, customer: { ...CONTACT, firstName: 'Bea' }, fraudSessionId: 'fraud-2' };
    const booking = { restaurantNumber: 1001, slotStartUtc: draft.scheduled_at, headcount: 10 };
    return inTransaction(t, async (trx) => {
      const paid = await authorized(trx, shopper, { order: draft, original }, payment);
      const placement = { draft, order: draft, original, payment: paid, body, booking };
      return placeOrReplace(stepDeps(t), trx, { ...placement, now: t.clock.now });
    });
  }

  test("a replace keeps the original's id, number and submit time and takes the draft's content", async () => {
    const t = app();
    const edit = await edited();
    const { shopper, original, draft, body } = edit;
    const last = await lastOrderNumber();
    const replaced = await replace(edit, body.payment);
    expect(replaced).toMatchObject({ id: original.id, order_number: original.order_number });
    const saved = await readOrder(t, shopper, original.id);
    expect(saved.order).toEqual(replaced);
    expect(saved.order).toMatchObject({
      status: 'Submitted',
      submitted_at: original.submitted_at,
      updated_at: t.clock.now,
      contact_first_name: 'Bea',
      total_cents: draft.total_cents,
      authorization_id: original.authorization_id,
    });
    expect(saved.items.map((item) => item.menu_item_id)).toEqual(['CMG-4105', 'CMG-4027']);
    expect(
      await t.database.db.selectFrom('orders').where('id', '=', draft.id).select('id').execute(),
    ).toEqual([]);
    expect(await lastOrderNumber()).toBe(last);
    const session = await t.database.db
      .selectFrom('sessions')
      .select('catering_edit_order_id')
      .where('token_hash', '=', actorOf(shopper).tokenHash)
      .executeTakeFirstOrThrow();
    expect(session.catering_edit_order_id).toBeNull();
  });

  test("a replace paid with another card voids the original's authorization", async () => {
    const t = app();
    const edit = await edited();
    const other = await submitBody(t, edit.shopper, { cardNumber: '5555555555554444' });
    const replaced = await replace(edit, other.payment);
    const statuses = await t.database.db
      .selectFrom('payment_authorizations')
      .select(['id', 'status'])
      .where('order_id', '=', edit.original.id)
      .execute();
    expect(statuses).toEqual(
      expect.arrayContaining([
        { id: edit.original.authorization_id, status: 'voided' },
        { id: replaced.authorization_id, status: 'approved' },
      ]),
    );
    expect(statuses).toHaveLength(2);
  });
});
