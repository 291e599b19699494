import { describe, expect, test } from 'vitest';
import { dialects } from '../../../../test/harness';
import { BURRITOS } from '../../../../test/order.helpers';
import {
  expectRefusal,
  inTransaction,
  openOrder,
  readOrder,
  useOrderApp,
} from '../../../../test/submit-steps.helpers';
import type { PromotionsTable } from '../../../db/schema';
import { loadRestaurant } from '../order-context';
import { settleTotals } from './settle-totals';

describe.each(dialects)('settleTotals on %s', (dialect) => {
  const app = useOrderApp(dialect);

  async function settleOpenOrder(promotion: string, change?: () => Promise<unknown>) {
    const t = app();
    const ready = await openOrder(t, { item: BURRITOS, promotion });
    await change?.();
    const restaurant = await loadRestaurant(t.database.db, ready.order.restaurant_number);
    // The items as the reprice step hands them over: $14.95 a burrito now instead of $13.95.
    const items = ready.items.map((item) => ({
      ...item,
      unit_price_cents: 1495,
      sub_total_cents: 29_900,
    }));
    const settle = () =>
      inTransaction(t, (trx) => settleTotals(trx, ready.order, items, restaurant, t.clock.now));
    return { ...ready, settle };
  }

  test('saves the totals of the items it is given, with the promotion deducted', async () => {
    const { shopper, order, settle } = await settleOpenOrder('CATER15');
    const settled = await settle();
    const { order: saved } = await readOrder(app(), shopper, order.id);
    // 15 % of $299 is $44.85; tax is 8.875 % of the $254.15 left.
    expect(saved).toMatchObject({
      sub_total_cents: 29_900,
      promotion_deduction_cents: 4_485,
      tax_cents: 2_256,
      total_cents: 29_900 - 4_485 + 2_256,
      promotion_exception_code: null,
    });
    expect(settled).toEqual(saved);
  });

  const since: [string, string, Partial<PromotionsTable>, string][] = [
    ['made inactive', 'NYC10', { active: 0 }, 'COO-0118'],
    ['expired', 'TAKE10', { valid_to: 0 }, 'COO-0117'],
  ];
  test.each(since)(
    'refuses a promotion %s since it was applied, with its code',
    async (_, code, change, errorCode) => {
      const t = app();
      const { settle } = await settleOpenOrder(code, () =>
        t.database.db.updateTable('promotions').set(change).where('code', '=', code).execute(),
      );
      await expectRefusal(settle, { statusCode: 422, errorCode });
    },
  );
});
