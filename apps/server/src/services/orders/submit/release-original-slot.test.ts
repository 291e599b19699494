import { describe, expect, test } from 'vitest';
import { dialects } from '../../../../test/harness';
import { BURRITOS, PICKUP } from '../../../../test/order.helpers';
import {
  inTransaction,
  placedOrder,
  slotBookingOf,
  useOrderApp,
} from '../../../../test/submit-steps.helpers';
import { releaseOriginalSlot } from './release-original-slot';

describe.each(dialects)('releaseOriginalSlot on %s', (dialect) => {
  const app = useOrderApp(dialect);

  test("gives back the original's booked order and headcount, leaving the slot's other orders", async () => {
    const t = app();
    const intake = { ...PICKUP, time: '13:00' };
    const bowls = await placedOrder(t, { intake });
    const burritos = await placedOrder(t, { intake, item: BURRITOS });
    expect(await slotBookingOf(t, bowls.order)).toEqual({ orders_count: 2, headcount: 30 });
    await inTransaction(t, (trx) => releaseOriginalSlot(trx, burritos.order));
    expect(await slotBookingOf(t, bowls.order)).toEqual({ orders_count: 1, headcount: 10 });
  });

  test('leaves the slots alone for a first submit, which has no original', async () => {
    const t = app();
    const { order } = await placedOrder(t, { intake: { ...PICKUP, time: '13:30' } });
    await inTransaction(t, (trx) => releaseOriginalSlot(trx, null));
    expect(await slotBookingOf(t, order)).toEqual({ orders_count: 1, headcount: 10 });
  });
});
