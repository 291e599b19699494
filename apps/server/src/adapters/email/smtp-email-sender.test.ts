import { afterEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { dialects } from '../../../test/harness';
import {
  CONTACT,
  placeOrder,
  startOrderApp,
  startShopper,
  type OrderTestApp,
} from '../../../test/order.helpers';
import { startSmtpServer } from '../../../test/smtp.helpers';
import { queueEmail, type QueuedEmail } from './email-outbox';

const FROM = 'Verde Cantina Catering <orders@verdecantina.example>';

const note = (i: number): QueuedEmail => ({
  kind: 'order-placed',
  orderId: null,
  to: `guest${i}@example.com`,
  subject: `note ${i}`,
  html: `<p>note ${i}</p>`,
  text: `note ${i}`,
  attachments: [],
});

describe.each(dialects)('emails through SMTP on %s', (dialect) => {
  let t: OrderTestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function startWith(answers?: ('ok' | 451 | 550)[]) {
    smtp = await startSmtpServer({ answers });
    t = await startOrderApp(dialect, { EMAIL_SMTP_URL: smtp.url, EMAIL_FROM: FROM });
  }
  const rows = () =>
    t.database.db.selectFrom('email_outbox').selectAll().orderBy('to_address').execute();

  test('an order email reaches the SMTP server whole: headers, HTML, text and the .ics', async () => {
    await startWith();
    const placed = await placeOrder(t, await startShopper(t));
    await t.app.services.emails.idle();
    expect(smtp!.received).toHaveLength(1);
    const { mail, envelopeTo } = smtp!.received[0]!;
    const [row] = await rows();
    expect(envelopeTo).toEqual([CONTACT.emailAddress]);
    expect(mail.from?.value).toEqual([
      { name: 'Verde Cantina Catering', address: 'orders@verdecantina.example' },
    ]);
    expect(mail.subject).toBe(row!.subject);
    expect(mail.subject).toContain(placed.orderNumber);
    expect(mail.messageId).toBe(`<${row!.id}@verdecantina.example>`);
    expect(mail.html).toContain('Thanks for your order');
    expect(mail.html).toContain(placed.orderNumber);
    expect(mail.text).toBe(row!.text);
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics!.filename).toBe(`order-${placed.orderNumber}.ics`);
    expect(ics!.contentType).toBe('text/calendar');
    expect(ics!.content.toString('utf8')).toContain('DTSTART:20270312T170000Z');
    expect(row).toMatchObject({
      status: 'sent',
      provider: 'smtp',
      attempts: 1,
      provider_message_id: `<${row!.id}@verdecantina.example>`,
    });
  });

  test('a "try later" answer (451) is retried after 5 s; a refusal (550) is given up at once', async () => {
    await startWith([451, 'ok', 550]);
    await queueEmail(t.database.db, note(1), t.clock.now);
    await t.app.services.emails.deliverDue();
    expect(await rows()).toMatchObject([
      { status: 'pending', attempts: 1, last_error: 'SMTP answered 451' },
    ]);
    await t.app.services.emails.deliverDue();
    expect(smtp!.received).toHaveLength(0);
    t.clock.now += 5_000;
    await t.app.services.emails.deliverDue();
    expect(smtp!.received).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2 }]);

    await queueEmail(t.database.db, note(2), t.clock.now);
    await t.app.services.emails.deliverDue();
    t.clock.now += 3600_000;
    await t.app.services.emails.deliverDue();
    expect(smtp!.received).toHaveLength(1);
    expect((await rows())[1]).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'SMTP answered 550',
    });
  });

  test('an SMTP server that does not answer leaves the email for a retry', async () => {
    await startWith();
    await smtp!.close();
    await queueEmail(t.database.db, note(1), t.clock.now);
    await t.app.services.emails.deliverDue();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/^SMTP unreachable/);
    smtp = undefined;
  });

  test('two servers working the same outbox send each email once', async () => {
    await startWith();
    const database = openDatabase(t.config.DATABASE_URL);
    const second = await buildApp(t.config, { database, services: { now: () => t.clock.now } });
    try {
      for (let i = 0; i < 6; i += 1) await queueEmail(t.database.db, note(i), t.clock.now);
      await Promise.all([t.app.services.emails.deliverDue(), second.services.emails.deliverDue()]);
      expect(smtp!.received.map((r) => r.envelopeTo[0]).sort()).toEqual(
        [0, 1, 2, 3, 4, 5].map((i) => `guest${i}@example.com`),
      );
      const all = await rows();
      expect(all.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await second.close();
      await database.destroy();
    }
  });
});
