import { afterEach, describe, expect, test } from 'vitest';
import { dollarsToCents, formatCurrency, type Order, orderTotalsRows } from '@catering/domain';
import { dialects } from '../../../test/harness';
import {
  addItem,
  BOWLS,
  BURRITOS,
  call,
  CHIPS,
  CONTACT,
  createOrder,
  DELIVERY,
  placeOrder,
  startOrderApp,
  startShopper,
  submit,
  submitBody,
  type OrderTestApp,
} from '../../../test/order.helpers';
import { DECLINE_CARD } from '../../../test/sandbox-payment.helpers';
import type { StoredAttachment } from '../../db/schema';

const SITE = 'https://order.verdecantina.example';

describe.each(dialects)('order emails on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  const start = async () => {
    t = await startOrderApp(dialect, { PUBLIC_SITE_URL: SITE });
    return startShopper(t);
  };
  const outbox = () =>
    t.database.db.selectFrom('email_outbox').selectAll().orderBy('created_at').execute();

  /** Every figure of the confirmation's totals, as the email must show it. */
  const totalsOf = (order: Order) => orderTotalsRows(order).map((row) => [row.label, row.amount]);

  test('a placed order makes exactly one email, with the figures of its confirmation', async () => {
    const shopper = await start();
    const placed: Order = await placeOrder(t, shopper);
    await t.app.services.emails.idle();
    const emails = await outbox();
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email).toMatchObject({
      kind: 'order-placed',
      order_id: placed.id,
      to_address: CONTACT.emailAddress,
      status: 'sent',
      provider: 'outbox',
      attempts: 1,
    });
    const number = placed.orderNumber!;
    expect(email!.subject).toBe(`Order ${number} confirmed: pickup Fri, Mar 12, 12:00 PM`);
    for (const part of [email!.html, email!.text]) {
      expect(part).toContain(number);
      expect(part).toContain('Friday, March 12, 12:00 PM');
      expect(part).toContain('622 Third Ave');
      expect(part).toContain('New York, NY 10017');
      expect(part).toContain('(212) 555-0101');
      expect(part).toContain('10X Build Your Own');
      expect(part).toContain('Chicken');
      expect(part).toContain('VISA ending in 1111');
      expect(part).toContain(`${SITE}/order/confirmation/${placed.id}`);
      for (const [label, amount] of totalsOf(placed)) {
        expect(part).toContain(label);
        expect(part).toContain(amount);
      }
    }
    expect(email!.html).toMatch(/^<!doctype html><html lang="en"/);
    expect(email!.text).toContain(
      `TOTAL: ${formatCurrency(dollarsToCents(placed.orderDetail.total))}`,
    );
    const [ics] = JSON.parse(email!.attachments_json) as StoredAttachment[];
    expect(ics).toMatchObject({
      filename: `order-${number}.ics`,
      contentType: 'text/calendar; charset=utf-8',
    });
    expect(ics!.content).toContain('DTSTART:20270312T170000Z');
    expect(ics!.content).toContain(`UID:${placed.id}@catering-order`);
    expect(ics!.content).not.toContain('STATUS:CANCELLED');
  });

  test('a delivery email shows the 15-minute window, the promotion, the fee and the tip', async () => {
    const shopper = await start();
    const order = await createOrder(t, shopper, DELIVERY);
    await addItem(t, shopper, order.id, BURRITOS);
    await call(t, shopper, 'POST', `/order/${order.id}/promotions/CATER15`);
    const response = await submit(t, shopper, order.id, await submitBody(t, shopper));
    expect(response.statusCode, response.body).toBe(200);
    const placed: Order = response.json();
    const [email] = await outbox();
    const labels = totalsOf(placed).map(([label]) => label);
    expect(labels).toEqual([
      'BAG TOTAL',
      'PROMO (CATER15)',
      'SUBTOTAL',
      'TAX',
      'DELIVERY FEE',
      'TIP',
      'TOTAL',
    ]);
    for (const part of [email!.html, email!.text]) {
      expect(part).toContain('Friday, March 12, 12:00 PM - 12:15 PM');
      expect(part).toContain('405 Lexington Ave, New York, NY 10174');
      expect(part).toContain('20X Burritos by the Box');
      for (const [, amount] of totalsOf(placed)) expect(part).toContain(amount);
    }
    expect(email!.text).toContain('PROMO (CATER15): -$');
  });

  test('an edit sends "order changed" with what changed; a cancel sends "order cancelled"', async () => {
    const shopper = await start();
    const placed: Order = await placeOrder(t, shopper);
    t.clock.now += 60_000; // the emails' creation times tell their order
    const draft = (await call(t, shopper, 'PUT', `/order/${placed.id}/markforupdate`)).json();
    await call(t, shopper, 'PUT', '/order', {
      body: { ...DELIVERY, orderType: 'pickup', deliveryAddress: undefined, time: '13:00' },
    });
    await addItem(t, shopper, draft.id, CHIPS);
    const bowls = draft.orderDetail.orderItems[0];
    const more = { ...BOWLS, orderItemId: bowls.orderItemId, quantity: 12 };
    expect(
      (await call(t, shopper, 'PUT', `/order/${draft.id}/item`, { body: more })).statusCode,
    ).toBe(200);
    const body = {
      payment: {
        paymentProviderId: 'SANDBOX',
        tokenId: placed.orderDetail.paymentItems[0]!.tokenId,
      },
      customer: placed.orderDetail.customer,
      fraudSessionId: 'fraud-2',
    };
    const edited = await submit(t, shopper, draft.id, body);
    expect(edited.statusCode, edited.body).toBe(200);
    t.clock.now += 60_000;
    const cancelled = await call(t, shopper, 'DELETE', `/order/${placed.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.services.emails.idle();

    const emails = await outbox();
    expect(emails.map((e) => [e.kind, e.order_id, e.status])).toEqual([
      ['order-placed', placed.id, 'sent'],
      ['order-changed', placed.id, 'sent'],
      ['order-cancelled', placed.id, 'sent'],
    ]);
    const changed = emails[1]!;
    const newTotal = formatCurrency(dollarsToCents(edited.json().orderDetail.total));
    const oldTotal = formatCurrency(dollarsToCents(placed.orderDetail.total));
    expect(changed.subject).toBe(
      `Order ${placed.orderNumber} changed: pickup Fri, Mar 12, 1:00 PM`,
    );
    expect(changed.text).toContain(
      '- Pickup Friday, March 12, 1:00 PM (was pickup Friday, March 12, 12:00 PM)',
    );
    expect(changed.text).toMatch(/- Added 2X Chips & Guacamole|- Added 2X Chips/);
    // More bowls is a quantity change, not the old line removed and a new one added.
    expect(changed.text).toContain('- Quantity 10 → 12: Build Your Own · Bases: ');
    expect(changed.text).not.toContain('Removed');
    expect(changed.text).toContain(`- Total ${newTotal} (was ${oldTotal})`);
    expect(changed.html).toContain('What changed');

    const gone = emails[2]!;
    expect(gone.subject).toBe(`Order ${placed.orderNumber} cancelled: pickup Fri, Mar 12, 1:00 PM`);
    expect(gone.text).toContain('Your order is cancelled');
    expect(gone.text).not.toContain('/order/confirmation/');
    const [ics] = JSON.parse(gone.attachments_json) as StoredAttachment[];
    expect(ics!.content).toContain('STATUS:CANCELLED');
  });

  test('a replayed submit, a declined card and a cancelled bag send nothing more', async () => {
    const shopper = await start();
    const order = await createOrder(t, shopper);
    await addItem(t, shopper, order.id);
    const declined = await submit(t, shopper, order.id, await submitBody(t, shopper, DECLINE_CARD));
    expect(declined.statusCode).not.toBe(200);
    expect(await outbox()).toHaveLength(0);

    const body = await submitBody(t, shopper);
    expect((await submit(t, shopper, order.id, body, 'same-key')).statusCode).toBe(200);
    expect((await submit(t, shopper, order.id, body, 'same-key')).statusCode).toBe(200);
    expect(await outbox()).toHaveLength(1);

    const bag = await createOrder(t, shopper, {
      ...DELIVERY,
      orderType: 'pickup',
      deliveryAddress: undefined,
      date: '2027-03-19',
    });
    expect((await call(t, shopper, 'DELETE', `/order/${bag.id}`)).statusCode).toBe(200);
    expect(await outbox()).toHaveLength(1);
  });
});
