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

describe.each(dialects)('abuse limits of accounts on %s', (dialect) => {
  let t: AuthTestApp;
  afterEach(async () => t?.close());

  const login = (userName: string, remoteAddress: string) =>
    authCall(t, 'POST', '/login', { userName, password: 'Wrong#Pass1' }, { remoteAddress });
  const expectRefused = (response: Awaited<ReturnType<typeof login>>, errorCode: string) => {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json().errorCode).toBe(errorCode);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  test('sign-in attempts are limited per client address and per account', async () => {
    t = await startAuthApp(dialect, {
      SIGN_INS_PER_ADDRESS_PER_HOUR: '3',
      SIGN_INS_PER_ACCOUNT_PER_HOUR: '2',
    });
    for (let i = 0; i < 3; i += 1)
      expect((await login(`a${i}@example.com`, '192.0.2.1')).statusCode).toBe(401);
    expectRefused(await login('a9@example.com', '192.0.2.1'), 'AUTH-0429');
    expect((await login('a9@example.com', '192.0.2.2')).statusCode).toBe(401);
    expect((await login('a9@example.com', '192.0.2.3')).statusCode).toBe(401);
    // The account's own limit holds whatever the address.
    expectRefused(await login('A9@example.com', '192.0.2.4'), 'AUTH-0429');
  });

  test('codes are limited per phone number and per client address', async () => {
    t = await startAuthApp(dialect, {
      CODES_PER_PHONE_PER_HOUR: '2',
      CODES_PER_ADDRESS_PER_HOUR: '3',
    });
    const form = newAccountForm();
    expect((await authCall(t, 'POST', '/register', form)).statusCode).toBe(403);
    const send = (remoteAddress: string, phoneNumber = form.phoneNumber) =>
      authCall(
        t,
        'POST',
        '/verify/initialize',
        { email: form.emailAddress, password: PASSWORD, phoneNumber },
        { remoteAddress },
      );
    expect((await send('192.0.2.1')).statusCode).toBe(200);
    t.clock.now += 61_000;
    expect((await send('192.0.2.2')).statusCode).toBe(200);
    t.clock.now += 61_000;
    expectRefused(await send('192.0.2.3'), 'SMS-0429');
    // Another number from an address that asked twice already: its third code is its last.
    expect((await send('192.0.2.1', '3125550101')).statusCode).toBe(200);
    t.clock.now += 61_000;
    expect((await send('192.0.2.1', '3125550102')).statusCode).toBe(200);
    t.clock.now += 61_000;
    expectRefused(await send('192.0.2.1', '3125550103'), 'SMS-0429');
    const sent = await t.database.db.selectFrom('sms_outbox').select('to_number').execute();
    expect(sent).toHaveLength(4);
  });

  test('account creation is limited per client address, across servers', async () => {
    t = await startAuthApp(dialect, { ACCOUNTS_PER_ADDRESS_PER_HOUR: '2' });
    const database = openDatabase(t.config.DATABASE_URL);
    const second = await buildApp(t.config, { database, services: { now: () => t.clock.now } });
    try {
      const register = (app: typeof second, remoteAddress = '192.0.2.7') =>
        app.inject({
          method: 'POST',
          url: '/api/v1/customerauth/register',
          headers: t.headers,
          remoteAddress,
          payload: newAccountForm(),
        });
      expect((await register(t.app)).statusCode).toBe(403);
      expect((await register(second)).statusCode).toBe(403);
      expectRefused(await register(t.app), 'REG-0429');
      expect((await register(second, '192.0.2.8')).statusCode).toBe(403);
      expect(await t.database.db.selectFrom('customers').select('id').execute()).toHaveLength(3);
    } finally {
      await second.close();
      await database.destroy();
    }
  });
});
