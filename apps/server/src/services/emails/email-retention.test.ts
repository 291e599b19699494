import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  placeOrder,
  startOrderApp,
  startShopper,
  type OrderTestApp,
} from '../../../test/order.helpers';
import { runHousekeeping } from '../../housekeeping';
import { EMAIL_RETENTION_MS } from './email-retention';

// Sent emails hold a customer's name, address and order: they are kept long enough to answer
// "did you send my confirmation?" (decision 141), then deleted; one still to send is never lost.

describe.each(dialects)('email retention on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  test('housekeeping deletes emails sent or given up on 30 days ago and keeps the rest', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const first = await placeOrder(t, shopper);
    await t.app.services.emails.idle();
    const second = await placeOrder(t, await startShopper(t));
    await t.app.services.emails.idle();
    const { db } = t.database;
    // The second order's email is still waiting for its retry.
    await db
      .updateTable('email_outbox')
      .set({ status: 'pending' })
      .where('order_id', '=', second.id)
      .execute();
    const sentAt = (await db.selectFrom('email_outbox').select('created_at').execute())[0]!
      .created_at;

    const early = await runHousekeeping(t.app, sentAt + EMAIL_RETENTION_MS - 60_000);
    expect(early.emails).toBe(0);
    const late = await runHousekeeping(t.app, sentAt + EMAIL_RETENTION_MS + 60_000);
    expect(late.emails).toBe(1);
    const left = await db.selectFrom('email_outbox').select(['order_id', 'status']).execute();
    expect(left).toEqual([{ order_id: second.id, status: 'pending' }]);
    expect(first.id).not.toBe(second.id);
  });
});
