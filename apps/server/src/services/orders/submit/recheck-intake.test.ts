import { describe, expect, test } from 'vitest';
import { dialects } from '../../../../test/harness';
import { DELIVERY, PICKUP, PICKUP_AT } from '../../../../test/order.helpers';
import {
  expectRefusal,
  inTransaction,
  openOrder,
  useOrderApp,
} from '../../../../test/submit-steps.helpers';
import type { OrderRow } from '../../../db/repositories/orders.repository';
import { recheckIntake } from './recheck-intake';

const HOUR = 3_600_000;

describe.each(dialects)('recheckIntake on %s', (dialect) => {
  const app = useOrderApp(dialect);

  const recheck = (order: OrderRow, headcount = 10) => {
    const t = app();
    const rules = { now: t.clock.now, windowDays: t.config.ORDERING_WINDOW_DAYS, headcount };
    return inTransaction(t, (trx) => recheckIntake(trx, order, rules));
  };

  test('answers the restaurant and the slot while the intake still holds', async () => {
    const { order } = await openOrder(app());
    const result = await recheck(order);
    expect(result.restaurant.restaurant_number).toBe(1001);
    expect(result.slotStartUtc).toBe(Date.parse(PICKUP_AT));
  });

  test('refuses a pickup slot inside its lead time once the clock moved, on pickupTime', async () => {
    const { order } = await openOrder(app());
    app().clock.now = Date.parse(PICKUP_AT) - HOUR;
    await expectRefusal(() => recheck(order), {
      statusCode: 422,
      errorCode: 'VAL-0001',
      field: 'pickupTime',
    });
  });

  test('refuses a delivery slot gone past on deliveryTime', async () => {
    const { order } = await openOrder(app(), { intake: DELIVERY });
    app().clock.now = Date.parse(PICKUP_AT) + HOUR;
    await expectRefusal(() => recheck(order), {
      statusCode: 422,
      errorCode: 'VAL-0001',
      field: 'deliveryTime',
    });
  });

  test('refuses a slot without room left for the headcount', async () => {
    const { order } = await openOrder(app());
    // Restaurant 1001 takes at most 400 people a slot.
    await expect(recheck(order, 400)).resolves.toBeDefined();
    await expectRefusal(() => recheck(order, 401), {
      statusCode: 422,
      errorCode: 'VAL-0001',
      field: 'pickupTime',
    });
  });

  test('refuses a restaurant closed since the order was made, on restaurantNumber', async () => {
    const t = app();
    const { order } = await openOrder(t, { intake: { ...PICKUP, restaurantNumber: 1002 } });
    await t.database.db
      .updateTable('restaurants')
      .set({ status: 'CLOSED' })
      .where('restaurant_number', '=', 1002)
      .execute();
    await expectRefusal(() => recheck(order), {
      statusCode: 422,
      errorCode: 'VAL-0001',
      field: 'restaurantNumber',
    });
  });
});
