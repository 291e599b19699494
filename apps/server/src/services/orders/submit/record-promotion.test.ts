import { describe, expect, test } from 'vitest';
import { dialects } from '../../../../test/harness';
import { BURRITOS, call, type Shopper } from '../../../../test/order.helpers';
import {
  expectRefusal,
  inTransaction,
  openOrder,
  placedOrder,
  readOrder,
  startEdit,
  useOrderApp,
} from '../../../../test/submit-steps.helpers';
import type { OrderRow } from '../../../db/repositories/orders.repository';
import { recordPromotion } from './record-promotion';

// FIRSTCATER is once per customer ($15 off from $75); CATER15 may be used again and again.
describe.each(dialects)('recordPromotion on %s', (dialect) => {
  const app = useOrderApp(dialect);
  const record = (order: OrderRow, targetId = order.id) =>
    inTransaction(app(), (trx) => recordPromotion(trx, order, targetId, app().clock.now));
  const redemptionsOf = (customerId: string) =>
    app()
      .database.db.selectFrom('promotion_redemptions')
      .select(['order_id', 'code', 'once_code'])
      .where('customer_id', '=', customerId)
      .execute();

  test("records a first submit's code under its order, once-per-customer codes as such", async () => {
    const once = await openOrder(app(), { item: BURRITOS, promotion: 'FIRSTCATER' });
    await record(once.order);
    expect(await redemptionsOf(once.shopper.customerId)).toEqual([
      { order_id: once.order.id, code: 'FIRSTCATER', once_code: 'FIRSTCATER' },
    ]);
    const again = await openOrder(app(), { item: BURRITOS, promotion: 'CATER15' });
    await record(again.order);
    expect(await redemptionsOf(again.shopper.customerId)).toEqual([
      { order_id: again.order.id, code: 'CATER15', once_code: null },
    ]);
  });

  test('refuses a once-per-customer code already redeemed on another order with COO-0118', async () => {
    const first = await placedOrder(app(), { item: BURRITOS, promotion: 'FIRSTCATER' });
    const { order } = await openOrder(app(), { shopper: first.shopper, item: BURRITOS });
    // The totals let the code pass a moment before the first order's redemption was committed.
    const raced = { ...order, promotion_code: 'FIRSTCATER' };
    await expectRefusal(() => record(raced), { statusCode: 422, errorCode: 'COO-0118' });
    expect(await redemptionsOf(first.shopper.customerId)).toEqual([
      { order_id: first.order.id, code: 'FIRSTCATER', once_code: 'FIRSTCATER' },
    ]);
  });

  /** A placed FIRSTCATER order and the edit draft of it, as their rows. */
  async function edit(change?: (shopper: Shopper, draftId: string) => Promise<unknown>) {
    const t = app();
    const { shopper, order } = await placedOrder(t, { item: BURRITOS, promotion: 'FIRSTCATER' });
    const draftId = await startEdit(t, shopper, order.id);
    await change?.(shopper, draftId);
    return { shopper, original: order, draft: (await readOrder(t, shopper, draftId)).order };
  }

  test('a re-submitted edit that keeps the code records it again under the original', async () => {
    const { shopper, original, draft } = await edit();
    expect(draft.promotion_code).toBe('FIRSTCATER');
    await record(draft, original.id);
    expect(await redemptionsOf(shopper.customerId)).toEqual([
      { order_id: original.id, code: 'FIRSTCATER', once_code: 'FIRSTCATER' },
    ]);
  });

  test('a re-submitted edit without the code gives its redemption back', async () => {
    const { shopper, original, draft } = await edit((editor, draftId) =>
      call(app(), editor, 'DELETE', `/order/${draftId}/promotions/FIRSTCATER`),
    );
    expect(draft.promotion_code).toBeNull();
    await record(draft, original.id);
    expect(await redemptionsOf(shopper.customerId)).toEqual([]);
  });
});
