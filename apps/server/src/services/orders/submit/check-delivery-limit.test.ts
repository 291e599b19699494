import { describe, expect, test } from 'vitest';
import { dialects } from '../../../../test/harness';
import { DELIVERY } from '../../../../test/order.helpers';
import { expectRefusal, openOrder, useOrderApp } from '../../../../test/submit-steps.helpers';
import type { OrderRow } from '../../../db/repositories/orders.repository';
import { checkDeliveryLimit } from './check-delivery-limit';

/** 100 burritos at $13.95: $1395 of food, $45 above the $1350 delivery limit. */
const HUNDRED_BURRITOS = {
  menuId: 'CMG-4012',
  quantity: 100,
  subItems: [{ menuId: 'chicken', quantity: 100 }],
};

describe.each(dialects)('checkDeliveryLimit on %s', (dialect) => {
  const app = useOrderApp(dialect);
  const delivery = async () =>
    (await openOrder(app(), { intake: DELIVERY, item: HUNDRED_BURRITOS })).order;
  const refusal = { statusCode: 422, errorCode: 'ORD-0413' };

  test('refuses a delivery whose food is above the limit but lets the same food through for pickup', async () => {
    const order = await delivery();
    expect(order.sub_total_cents).toBe(139_500);
    await expectRefusal(() => checkDeliveryLimit(order), refusal);
    const pickup: OrderRow = { ...order, order_type: 'pickup' };
    expect(() => checkDeliveryLimit(pickup)).not.toThrow();
  });

  test('counts the food after the promotion: at the limit it goes through, a cent above it does not', async () => {
    const order = await delivery();
    const atLimit = { ...order, promotion_deduction_cents: 4_500 };
    expect(() => checkDeliveryLimit(atLimit)).not.toThrow();
    const centAbove = { ...order, promotion_deduction_cents: 4_499 };
    await expectRefusal(() => checkDeliveryLimit(centAbove), refusal);
  });
});
