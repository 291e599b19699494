import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import { runHousekeeping } from '../../housekeeping';
import {
  call,
  CONTACT,
  createOrder,
  DELIVERY,
  PICKUP,
  PICKUP_AT,
  placeOrder,
  startOrderApp,
  startShopper,
  type OrderTestApp,
} from '../../../test/order.helpers';

const DAY = 86_400_000;

// Read-only share links of a placed order (AFT-SHARE-1 to 3).
describe.each(dialects)('sharing a placed order on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  const share = (shopper: Parameters<typeof call>[1], id: string) =>
    call(t, shopper, 'POST', `/order/${id}/share`);
  const readShared = (token: string) => call(t, null, 'GET', `/shared-order/${token}`);

  test('the owner gets a link that anyone can read without a session; it shows no contact or payment details', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const placed = await placeOrder(t, shopper);
    const made = await share(shopper, placed.id);
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/shared/${link.token}`);
    expect(link.expiresAt).toBe(new Date(Date.parse(PICKUP_AT) + DAY).toISOString());

    const read = await readShared(link.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    const view = read.json();
    expect(view).toMatchObject({
      orderNumber: placed.orderNumber,
      cancelled: false,
      orderType: 'pickup',
      restaurant: { name: placed.orderDetail.store.name },
      scheduledAt: '2027-03-12T12:00:00-05:00',
      deliveryAddress: null,
      headcount: 10,
      total: placed.orderDetail.total,
    });
    expect(view.costPerPerson).toBeCloseTo(placed.orderDetail.total / 10, 2);
    expect(view.items[0]).toMatchObject({
      quantity: 10,
      title: '10X Build Your Own - One Protein',
    });
    expect(view.items[0].choices).toContain('Chicken');
    const text = read.body;
    for (const secret of [CONTACT.emailAddress, CONTACT.phoneNumber, CONTACT.lastName, '1111'])
      expect(text).not.toContain(secret);
  });

  test('a delivery shows where it goes; the link of another customer’s order cannot be made', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const placed = await placeOrder(t, shopper, DELIVERY);
    const link = (await share(shopper, placed.id)).json();
    expect((await readShared(link.token)).json().deliveryAddress).toEqual({
      address1: '405 Lexington Ave',
      address2: null,
      city: 'New York',
      state: 'NY',
      postalCode: '10174',
    });
    const stranger = await startShopper(t);
    expect((await share(stranger, placed.id)).json().errorCode).toBe('ORD-0404');
    expect((await call(t, stranger, 'DELETE', `/order/${placed.id}/share`)).statusCode).toBe(404);
  });

  test('an open order cannot be shared; an unknown, revoked or expired link reads 404', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const placed = await placeOrder(t, shopper);
    const open = await createOrder(t, shopper, { ...PICKUP, date: '2027-03-13' });
    expect((await share(shopper, open.id)).statusCode).toBe(409);

    const first = (await share(shopper, placed.id)).json();
    const second = (await share(shopper, placed.id)).json();
    expect(first.token).not.toBe(second.token);
    expect((await readShared('A'.repeat(43))).statusCode).toBe(404);
    expect((await readShared('short')).statusCode).toBe(400);

    const revoked = await call(t, shopper, 'DELETE', `/order/${placed.id}/share`);
    expect(revoked.json()).toEqual({ revoked: 2 });
    const gone = await readShared(first.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(
      'This order link has expired or was turned off. Ask whoever sent it for a new one.',
    );
    expect((await readShared(second.token)).statusCode).toBe(404);

    const third = (await share(shopper, placed.id)).json();
    expect((await readShared(third.token)).statusCode).toBe(200);
    t.clock.now = Date.parse(third.expiresAt);
    expect((await readShared(third.token)).statusCode).toBe(404);

    // Housekeeping forgets links 60 days after they ended: the two revoked ones ended earlier.
    const links = () => t.database.db.selectFrom('order_shares').select('token_hash').execute();
    expect(await runHousekeeping(t.app, t.clock.now + 59 * DAY)).toMatchObject({ orderShares: 2 });
    expect(await links()).toHaveLength(1);
    expect(await runHousekeeping(t.app, t.clock.now + 61 * DAY)).toMatchObject({ orderShares: 1 });
    expect(await links()).toEqual([]);
  });

  test('a cancelled order still reads, marked cancelled', async () => {
    t = await startOrderApp(dialect);
    const shopper = await startShopper(t);
    const placed = await placeOrder(t, shopper);
    const link = (await share(shopper, placed.id)).json();
    expect((await call(t, shopper, 'DELETE', `/order/${placed.id}`)).statusCode).toBe(200);
    expect((await readShared(link.token)).json()).toMatchObject({ cancelled: true });
  });
});
