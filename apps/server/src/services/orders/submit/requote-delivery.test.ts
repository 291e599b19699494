import { describe, expect, test } from 'vitest';
import { dialects } from '../../../../test/harness';
import { DELIVERY, PICKUP } from '../../../../test/order.helpers';
import {
  inTransaction,
  openOrder,
  readOrder,
  stepDeps,
  useOrderApp,
} from '../../../../test/submit-steps.helpers';
import type { OrderRow } from '../../../db/repositories/orders.repository';
import { requoteDelivery } from './requote-delivery';

const MINUTE = 60_000;

describe.each(dialects)('requoteDelivery on %s', (dialect) => {
  const app = useOrderApp(dialect);
  const requote = (order: OrderRow) => {
    const t = app();
    return inTransaction(t, (trx) =>
      requoteDelivery(stepDeps(t), trx, order, order.scheduled_at, t.clock.now),
    );
  };
  const quoteIds = async () =>
    (await app().database.db.selectFrom('delivery_quotes').select('id').execute()).map(
      (row) => row.id,
    );

  test('leaves a pickup order alone', async () => {
    const { order } = await openOrder(app(), { intake: PICKUP });
    app().clock.now += 60 * MINUTE;
    const before = await quoteIds();
    expect(await requote(order)).toBe(order);
    expect(await quoteIds()).toEqual(before);
  });

  test('keeps a delivery quote that has not expired', async () => {
    const { order } = await openOrder(app(), { intake: DELIVERY });
    const before = await quoteIds();
    expect(await requote(order)).toBe(order);
    expect(await quoteIds()).toEqual(before);
  });

  test('replaces an expired quote: the new quote, its expiry and its fee are saved on the order', async () => {
    const t = app();
    const { shopper, order } = await openOrder(t, { intake: DELIVERY });
    t.clock.now += 20 * MINUTE;
    const requoted = await requote(order);
    const { order: saved } = await readOrder(t, shopper, order.id);
    expect(saved.delivery_quote_id).not.toBe(order.delivery_quote_id);
    expect(await quoteIds()).toContain(saved.delivery_quote_id);
    expect(saved.delivery_quote_expires_at).toBeGreaterThan(t.clock.now);
    expect(saved.delivery_fee_cents).toBe(499);
    expect(requoted).toMatchObject({
      delivery_quote_id: saved.delivery_quote_id,
      delivery_quote_expires_at: saved.delivery_quote_expires_at,
    });
  });
});
