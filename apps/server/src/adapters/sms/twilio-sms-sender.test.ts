import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { dialects } from '../../../test/harness';
import {
  authCall,
  newAccountForm,
  PASSWORD,
  startAuthApp,
  type AuthTestApp,
} from '../../../test/account.helpers';

interface Received {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  form: URLSearchParams;
}

/** A stand-in for Twilio's API on 127.0.0.1 that records each request and answers from a script. */
async function startFakeTwilio(answers: { status: number; body: object }[]) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form: new URLSearchParams(text),
      });
      const answer = answers[Math.min(received.length - 1, answers.length - 1)]!;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const TWILIO = {
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'twilio-secret-token',
  TWILIO_FROM: '+15005550006',
};

describe.each(dialects)('text messages through Twilio on %s', (dialect) => {
  let t: AuthTestApp;
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>> | undefined;
  afterEach(async () => {
    await t?.close();
    await twilio?.close();
  });

  async function startWith(answers: { status: number; body: object }[]) {
    twilio = await startFakeTwilio(answers);
    t = await startAuthApp(dialect, { ...TWILIO, TWILIO_API_URL: twilio.url });
    const form = newAccountForm();
    expect((await authCall(t, 'POST', '/register', form)).statusCode).toBe(403);
    const sent = await authCall(t, 'POST', '/verify/initialize', {
      email: form.emailAddress,
      password: PASSWORD,
      phoneNumber: form.phoneNumber,
    });
    expect(sent.statusCode).toBe(200);
    await t.app.services.sms.idle();
    return form;
  }

  const outbox = () => t.database.db.selectFrom('sms_outbox').selectAll().executeTakeFirstOrThrow();

  test('the code goes out as a form-encoded POST with basic auth, and its text is not kept', async () => {
    const form = await startWith([{ status: 201, body: { sid: 'SM0001', status: 'queued' } }]);
    expect(twilio!.received).toHaveLength(1);
    const [request] = twilio!.received;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/2010-04-01/Accounts/AC0123456789abcdef/Messages.json',
      authorization: `Basic ${Buffer.from('AC0123456789abcdef:twilio-secret-token').toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(request!.form.get('To')).toBe(`+1${form.phoneNumber}`);
    expect(request!.form.get('From')).toBe('+15005550006');
    const code = /\b(\d{6})\b/.exec(request!.form.get('Body') ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await outbox()).toMatchObject({
      status: 'sent',
      provider: 'twilio',
      provider_message_id: 'SM0001',
      body: '',
      attempts: 1,
    });
    const verified = await authCall(t, 'POST', '/verify/finalize', {
      code,
      email: form.emailAddress,
      phoneNumber: form.phoneNumber,
    });
    expect(verified.statusCode).toBe(200);
  });

  test('a failure Twilio may recover from is retried later; a refused message is given up at once', async () => {
    await startWith([
      { status: 503, body: { code: 20503, message: 'Service unavailable' } },
      { status: 201, body: { sid: 'SM0002' } },
    ]);
    expect(await outbox()).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'Twilio answered 503, error 20503',
    });
    await t.app.services.sms.deliverDue();
    expect(twilio!.received).toHaveLength(1);
    t.clock.now += 5_000;
    await t.app.services.sms.deliverDue();
    expect(twilio!.received).toHaveLength(2);
    expect(await outbox()).toMatchObject({
      status: 'sent',
      attempts: 2,
      provider_message_id: 'SM0002',
      body: '',
    });
  });

  test('a number Twilio refuses is not tried again', async () => {
    await startWith([
      { status: 400, body: { code: 21211, message: "The 'To' number is not valid." } },
    ]);
    t.clock.now += 3600_000;
    await t.app.services.sms.deliverDue();
    expect(twilio!.received).toHaveLength(1);
    expect(await outbox()).toMatchObject({
      status: 'failed',
      attempts: 1,
      body: '',
      last_error: 'Twilio answered 400, error 21211',
    });
  });

  test('two servers working the same outbox send each message once', async () => {
    twilio = await startFakeTwilio([{ status: 201, body: { sid: 'SM' } }]);
    t = await startAuthApp(dialect, { ...TWILIO, TWILIO_API_URL: twilio.url, LOG_LEVEL: 'silent' });
    const database = openDatabase(t.config.DATABASE_URL);
    const second = await buildApp(t.config, { database, services: { now: () => t.clock.now } });
    try {
      const { queueSms } = await import('./sms-outbox');
      for (let i = 0; i < 6; i += 1)
        await queueSms(t.database.db, { to: `+1212555010${i}`, body: `hello ${i}` }, t.clock.now);
      await Promise.all([t.app.services.sms.deliverDue(), second.services.sms.deliverDue()]);
      expect(twilio.received.map((r) => r.form.get('To')).sort()).toEqual(
        [0, 1, 2, 3, 4, 5].map((i) => `+1212555010${i}`),
      );
      const rows = await t.database.db
        .selectFrom('sms_outbox')
        .select(['status', 'attempts'])
        .execute();
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await second.close();
      await database.destroy();
    }
  });
});
