import { afterEach, describe, expect, test } from 'vitest';
import { dialects as allDialects } from '../../../test/harness';
import {
  placeOrder,
  startOrderApp,
  startShopper,
  type OrderTestApp,
} from '../../../test/order.helpers';

describe.each(allDialects)('the development email page on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  test('lists the newest emails with their rendered HTML, escaped, and shows one alone', async () => {
    t = await startOrderApp(dialect, { NODE_ENV: 'development' });
    const placed = await placeOrder(t, await startShopper(t));
    const [email] = await t.database.db.selectFrom('email_outbox').selectAll().execute();
    const page = await t.app.inject({ method: 'GET', url: '/dev/emails' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`Order ${placed.orderNumber} confirmed`);
    expect(page.body).toContain('srcdoc="&#60;!doctype html&#62;&#60;html lang=&#34;en&#34;');
    expect(page.body).toContain(`order-${placed.orderNumber}.ics`);
    const alone = await t.app.inject({ method: 'GET', url: `/dev/emails/${email!.id}` });
    expect(alone.statusCode).toBe(200);
    expect(alone.body).toBe(email!.html);
    expect((await t.app.inject({ method: 'GET', url: '/dev/emails/nope' })).statusCode).toBe(404);
  });

  test('does not exist in production', async () => {
    t = await startOrderApp(dialect, {
      NODE_ENV: 'production',
      WEB_DIST: '/nonexistent-web-build',
    });
    const placed = await placeOrder(t, await startShopper(t));
    const [email] = await t.database.db.selectFrom('email_outbox').selectAll().execute();
    for (const url of ['/dev/emails', `/dev/emails/${email!.id}`]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain(placed.orderNumber);
    }
  });
});
