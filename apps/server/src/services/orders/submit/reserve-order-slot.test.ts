import { describe, expect, test } from 'vitest';
import { dialects } from '../../../../test/harness';
import { BURRITOS, DELIVERY, PICKUP } from '../../../../test/order.helpers';
import {
  expectRefusal,
  inTransaction,
  openOrder,
  placedOrder,
  slotBookingOf,
  useOrderApp,
} from '../../../../test/submit-steps.helpers';
import type { OrderRow } from '../../../db/repositories/orders.repository';
import { reserveOrderSlot } from './reserve-order-slot';

// Restaurant 1001 takes at most 4 orders and 400 people a slot.
describe.each(dialects)('reserveOrderSlot on %s', (dialect) => {
  const app = useOrderApp(dialect);
  const reserve = (order: OrderRow, headcount: number) =>
    inTransaction(app(), (trx) =>
      reserveOrderSlot(trx, order, { slotStartUtc: order.scheduled_at, headcount }),
    );

  test('books the order and its headcount into its slot', async () => {
    const { order } = await openOrder(app(), { intake: { ...PICKUP, time: '13:00' } });
    await reserve(order, 10);
    expect(await slotBookingOf(app(), order)).toEqual({ orders_count: 1, headcount: 10 });
  });

  test('fills a slot others booked up to its headcount limit, then refuses a pickup on pickupTime', async () => {
    const t = app();
    const intake = { ...PICKUP, time: '13:30' };
    await placedOrder(t, { intake, item: BURRITOS });
    const { order } = await openOrder(t, { intake });
    await expectRefusal(() => reserve(order, 381), {
      statusCode: 422,
      errorCode: 'VAL-0001',
      field: 'pickupTime',
    });
    expect(await slotBookingOf(t, order)).toEqual({ orders_count: 1, headcount: 20 });
    await reserve(order, 380);
    expect(await slotBookingOf(t, order)).toEqual({ orders_count: 2, headcount: 400 });
    await expectRefusal(() => reserve(order, 1), {
      statusCode: 422,
      errorCode: 'VAL-0001',
      field: 'pickupTime',
    });
  });

  test('refuses a delivery the slot has no room for, on deliveryTime', async () => {
    const { order } = await openOrder(app(), { intake: { ...DELIVERY, time: '14:00' } });
    await expectRefusal(() => reserve(order, 401), {
      statusCode: 422,
      errorCode: 'VAL-0001',
      field: 'deliveryTime',
    });
    expect(await slotBookingOf(app(), order)).toBeUndefined();
  });
});
