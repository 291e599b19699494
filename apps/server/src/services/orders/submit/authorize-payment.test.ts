import { describe, expect, test } from 'vitest';
import { dialects } from '../../../../test/harness';
import { DECLINE_CARD } from '../../../../test/sandbox-payment.helpers';
import {
  addItem,
  CHIPS,
  newKey,
  startShopper,
  submitBody,
  type Shopper,
} from '../../../../test/order.helpers';
import {
  actorOf,
  expectRefusal,
  inTransaction,
  openOrder,
  placedOrder,
  readOrder,
  startEdit,
  stepDeps,
  useOrderApp,
} from '../../../../test/submit-steps.helpers';
import type { OrderRow } from '../../../db/repositories/orders.repository';
import { authorizeOrder, paymentKeyOf } from './authorize-payment';

describe.each(dialects)('authorizeOrder on %s', (dialect) => {
  const app = useOrderApp(dialect);

  interface Attempt {
    shopper: Shopper;
    order: OrderRow;
    original?: OrderRow;
    payment: { paymentProviderId: string; tokenId: string };
    key?: string;
  }
  const authorize = ({
    shopper,
    order,
    original = undefined,
    payment,
    key = newKey(),
  }: Attempt) => {
    const t = app();
    const actor = actorOf(shopper);
    return inTransaction(t, (trx) =>
      authorizeOrder(stepDeps(t), trx, {
        actor,
        order,
        original: original ?? null,
        payment,
        paymentKey: paymentKeyOf(actor, key),
      }),
    );
  };
  const authorizationsOf = (orderId: string) =>
    app()
      .database.db.selectFrom('payment_authorizations')
      .select(['id', 'status', 'amount_cents', 'idempotency_key'])
      .where('order_id', '=', orderId)
      .orderBy('created_at')
      .execute();

  test('records one approved authorization for the total under the payment key, once per key', async () => {
    const t = app();
    const { shopper, order } = await openOrder(t);
    const { payment } = await submitBody(t, shopper);
    const key = newKey();
    const first = await authorize({ shopper, order, payment, key });
    expect(first).toMatchObject({ fresh: true, replaced: null });
    expect(first.item).toMatchObject({ tokenId: payment.tokenId, amountCents: order.total_cents });
    const retried = await authorize({ shopper, order, payment, key });
    expect(retried.authorizationId).toBe(first.authorizationId);
    expect(await authorizationsOf(order.id)).toEqual([
      {
        id: first.authorizationId,
        status: 'approved',
        amount_cents: order.total_cents,
        idempotency_key: paymentKeyOf(actorOf(shopper), key),
      },
    ]);
  });

  test('refuses a declined card with PAY-0402', async () => {
    const t = app();
    const { shopper, order } = await openOrder(t);
    const { payment } = await submitBody(t, shopper, DECLINE_CARD);
    await expectRefusal(() => authorize({ shopper, order, payment }), {
      statusCode: 402,
      errorCode: 'PAY-0402',
    });
  });

  test('paymentKeyOf differs per customer for the same Idempotency-Key', async () => {
    const a = actorOf(await startShopper(app()));
    const b = actorOf(await startShopper(app()));
    const key = newKey();
    expect(paymentKeyOf(a, key)).not.toBe(paymentKeyOf(b, key));
    expect(paymentKeyOf(a, key)).toBe(paymentKeyOf(a, key));
    expect(paymentKeyOf(a, key)).not.toBe(paymentKeyOf(a, newKey()));
  });

  async function editedOrder() {
    const t = app();
    const placed = await placedOrder(t);
    const draftId = await startEdit(t, placed.shopper, placed.order.id);
    await addItem(t, placed.shopper, draftId, CHIPS);
    // Read after markforupdate locked it, as the submit's lockOriginal reads it.
    const { order: original } = await readOrder(t, placed.shopper, placed.order.id);
    const { order: draft } = await readOrder(t, placed.shopper, draftId);
    expect(draft.total_cents).toBeGreaterThan(original.total_cents);
    return { ...placed, original, draft };
  }

  test('an edit paid with the same card adjusts the original authorization to the new total', async () => {
    const { shopper, original, draft, body } = await editedOrder();
    const result = await authorize({ shopper, order: draft, original, payment: body.payment });
    expect(result).toMatchObject({
      authorizationId: original.authorization_id,
      fresh: false,
      replaced: null,
    });
    expect(await authorizationsOf(original.id)).toMatchObject([
      { id: original.authorization_id, status: 'approved', amount_cents: draft.total_cents },
    ]);
  });

  test('an edit paid with another card is authorized anew and names the original one to void', async () => {
    const { shopper, original, draft } = await editedOrder();
    const { payment } = await submitBody(app(), shopper, { cardNumber: '5555555555554444' });
    const result = await authorize({ shopper, order: draft, original, payment });
    expect(result).toMatchObject({ fresh: true, replaced: original.authorization_id });
    expect(await authorizationsOf(original.id)).toMatchObject([
      { id: original.authorization_id, status: 'approved', amount_cents: original.total_cents },
      { id: result.authorizationId, status: 'approved', amount_cents: draft.total_cents },
    ]);
  });
});
