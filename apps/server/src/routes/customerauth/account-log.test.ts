import { Writable } from 'node:stream';
import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  authCall,
  latestCode,
  newAccountForm,
  PASSWORD,
  sendCode,
  startAuthApp,
  type AuthTestApp,
} from '../../../test/account.helpers';

describe.each(dialects)('the log of sign-up and sign-in on %s', (dialect) => {
  let t: AuthTestApp;
  afterEach(async () => t?.close());

  test('holds no password, no verification code and no session token', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write: (chunk, _enc, done) => (lines.push(String(chunk)), done()),
    });
    t = await startAuthApp(dialect, { LOG_LEVEL: 'trace' }, { logStream });
    const form = newAccountForm();
    const wrongPassword = 'Wrong#Secret77';
    const newPassword = 'Fresh&Salsa2030';
    await authCall(t, 'POST', '/register', form);
    await authCall(t, 'POST', '/register', { ...form, password: 'weakpassword' });
    await sendCode(t, form);
    const code = await latestCode(t, form.phoneNumber);
    const wrongCode = code === '987654' ? '456789' : '987654';
    await authCall(t, 'POST', '/verify/finalize', {
      code: wrongCode,
      email: form.emailAddress,
      phoneNumber: form.phoneNumber,
    });
    const verified = await authCall(t, 'POST', '/verify/finalize', {
      code,
      email: form.emailAddress,
      phoneNumber: form.phoneNumber,
    });
    expect(verified.statusCode).toBe(200);
    const token = verified.cookies.find((c) => c.name === 'catering_session')?.value ?? 'no token';
    await authCall(t, 'POST', '/login', { userName: form.emailAddress, password: wrongPassword });
    await authCall(
      t,
      'PUT',
      '/changepassword',
      { currentPassword: PASSWORD, newPassword },
      { cookie: `catering_session=${token}` },
    );
    await authCall(
      t,
      'PUT',
      '/changepassword',
      { currentPassword: 'x', newPassword: 'y' },
      { cookie: `catering_session=${token}` },
    );
    await t.app.services.sms.idle();

    const log = lines.join('');
    expect(log).toContain('/api/v1/customerauth/verify/finalize');
    for (const secret of [PASSWORD, wrongPassword, newPassword, 'weakpassword', token]) {
      expect(log).not.toContain(secret);
    }
    // A code on its own, not six digits inside a time stamp.
    for (const secret of [code, wrongCode])
      expect(log).not.toMatch(new RegExp(`(?<![\\d.])${secret}(?!\\d)`));
  });
});
