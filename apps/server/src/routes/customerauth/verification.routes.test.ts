import { afterEach, describe, expect, test } from 'vitest';
import { dialects, sessionCookieOf } from '../../../test/harness';
import {
  authCall,
  latestCode,
  newAccountForm,
  PASSWORD,
  sendCode,
  signUp,
  startAuthApp,
  type AccountForm,
  type AuthTestApp,
} from '../../../test/account.helpers';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe.each(dialects)('phone verification on %s', (dialect) => {
  let t: AuthTestApp;
  afterEach(async () => t?.close());

  const initialize = (body: object, cookie?: string) =>
    authCall(t, 'POST', '/verify/initialize', body, { cookie });
  const finalize = (
    form: AccountForm,
    code: string,
    cookie?: string,
    phoneNumber = form.phoneNumber,
  ) =>
    authCall(
      t,
      'POST',
      '/verify/finalize',
      { code, email: form.emailAddress, phoneNumber },
      { cookie },
    );
  const register = async (form = newAccountForm()) => {
    expect((await authCall(t, 'POST', '/register', form)).json().errorCode).toBe('VER-0403');
    return form;
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  test('the service leads through the steps: password, then the masked phone, then a code', async () => {
    t = await startAuthApp(dialect);
    const form = await register();
    const step = await initialize({ email: form.emailAddress, context: 'accountCreation' });
    expect(step.json()).toEqual({
      context: 'accountCreation',
      step: 'PASSWORD_VERIFICATION',
      phoneNumber: null,
      isFinalAttempt: false,
      phoneUpdated: false,
      codeExpiresInSeconds: null,
      resendAfterSeconds: null,
    });
    const badPassword = await initialize({
      email: form.emailAddress,
      password: 'Nope#Nope1',
      context: 'accountCreation',
    });
    expect(badPassword.statusCode).toBe(401);
    expect(badPassword.json().errorCode).toBe('CAU-0320');
    const confirm = await initialize({
      email: form.emailAddress,
      password: PASSWORD,
      context: 'accountCreation',
    });
    expect(confirm.json()).toMatchObject({
      step: 'PHONE_CONFIRMATION',
      phoneNumber: `******${form.phoneNumber.slice(-4)}`,
    });
    expect(await t.database.db.selectFrom('sms_outbox').select('id').execute()).toHaveLength(0);

    // SEND CODE with the number kept: the masked form comes back.
    const sent = await initialize({
      email: form.emailAddress,
      password: PASSWORD,
      phoneNumber: confirm.json().phoneNumber,
      context: 'accountCreation',
    });
    expect(sent.json()).toMatchObject({
      step: 'PHONE_VERIFICATION',
      phoneUpdated: false,
      codeExpiresInSeconds: 300,
      resendAfterSeconds: 60,
    });
    const code = await latestCode(t, form.phoneNumber);
    const stored = await t.database.db
      .selectFrom('verification_codes')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored.code_hash).not.toContain(code);
    expect(stored.expires_at - stored.sent_at).toBe(5 * MINUTE);
    expect((await finalize(form, code, undefined, confirm.json().phoneNumber)).statusCode).toBe(
      200,
    );
  });

  test('a code is single use and expires after 5 minutes; resend waits 60 seconds', async () => {
    t = await startAuthApp(dialect);
    const form = await register();
    await sendCode(t, form);
    const first = await latestCode(t, form.phoneNumber);

    const tooSoon = await initialize({
      email: form.emailAddress,
      password: PASSWORD,
      phoneNumber: form.phoneNumber,
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().errorCode).toBe('VER-0429');
    expect(Number(tooSoon.headers['retry-after'])).toBe(60);
    t.clock.now += 59 * SECOND;
    expect(
      (
        await initialize({
          email: form.emailAddress,
          password: PASSWORD,
          phoneNumber: form.phoneNumber,
        })
      ).statusCode,
    ).toBe(429);

    t.clock.now += 5 * MINUTE;
    const expired = await finalize(form, first);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errorCode).toBe('CAU-0115');

    await sendCode(t, form);
    const second = await latestCode(t, form.phoneNumber);
    t.clock.now += 4 * MINUTE + 59 * SECOND;
    expect((await finalize(form, second)).statusCode).toBe(200);
    const again = await finalize(form, second);
    expect(again.statusCode).toBe(410);
    expect(again.json().errorCode).toBe('CAU-0115');
  });

  test('wrong codes: the one before the last sets the final-attempt flag, the last locks for 30 minutes', async () => {
    t = await startAuthApp(dialect);
    const form = await register();
    await sendCode(t, form);
    const code = await latestCode(t, form.phoneNumber);
    const first = await finalize(form, wrong(code));
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({ errorCode: 'CAU-0113', isFinalAttempt: false });
    // A resend keeps the attempts made: the flag comes with the new code too.
    t.clock.now += MINUTE;
    const resent = await sendCode(t, form);
    expect(resent.isFinalAttempt).toBe(false);
    const newCode = await latestCode(t, form.phoneNumber);
    expect((await finalize(form, 'abc')).json()).toMatchObject({
      errorCode: 'CAU-0113',
      isFinalAttempt: true,
    });
    const last = await finalize(form, wrong(newCode));
    expect(last.statusCode).toBe(423);
    expect(last.json().errorCode).toBe('VER-0423');
    // Locked: the right code and the right password are refused for 30 minutes (ACC-VERIFY-4).
    expect((await finalize(form, newCode)).json().errorCode).toBe('CAU-0112');
    const login = () =>
      authCall(t, 'POST', '/login', { userName: form.emailAddress, password: PASSWORD });
    expect((await login()).json().errorCode).toBe('CAU-0112');
    t.clock.now += 30 * MINUTE;
    expect((await login()).json().errorCode).toBe('VER-0403');
    const fresh = await sendCode(t, form, {}, 'login');
    expect(fresh.isFinalAttempt).toBe(false);
    const verified = await finalize(form, await latestCode(t, form.phoneNumber));
    expect(verified.json()).toMatchObject({ context: 'login', session: { isLoggedIn: true } });
  });

  test('a login verification may change the number; a number verified by another account is refused', async () => {
    t = await startAuthApp(dialect);
    const other = await signUp(t);
    const form = await register();
    const taken = await initialize({
      email: form.emailAddress,
      password: PASSWORD,
      phoneNumber: other.form.phoneNumber,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('CAU-0056');
    const mobile = '(415) 555-0123';
    const sent = await initialize({
      email: form.emailAddress,
      password: PASSWORD,
      phoneNumber: mobile,
    });
    expect(sent.json()).toMatchObject({ phoneUpdated: true, phoneNumber: '******0123' });
    const verified = await finalize(
      form,
      await latestCode(t, '4155550123'),
      undefined,
      '4155550123',
    );
    expect(verified.json()).toMatchObject({
      phoneUpdated: true,
      session: { customer: { phoneNumber: '4155550123' } },
    });
    // The number the form had is free again for someone else: it was never verified.
    expect(
      (
        await authCall(t, 'POST', '/register', newAccountForm({ phoneNumber: form.phoneNumber }))
      ).json().errorCode,
    ).toBe('VER-0403');
  });

  test('an update verification changes the signed-in account phone, and only from its own session', async () => {
    t = await startAuthApp(dialect);
    const account = await signUp(t);
    const stranger = await signUp(t);
    const body = {
      email: account.form.emailAddress,
      password: PASSWORD,
      phoneNumber: '3125550188',
      context: 'update',
    };
    for (const cookie of [undefined, stranger.cookie]) {
      const refused = await initialize(body, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe('AUTH-0403');
    }
    expect((await initialize(body, account.cookie)).json()).toMatchObject({
      context: 'update',
      phoneUpdated: true,
    });
    const code = await latestCode(t, '3125550188');
    expect((await finalize(account.form, code, stranger.cookie, '3125550188')).statusCode).toBe(
      403,
    );
    const updated = await finalize(account.form, code, account.cookie, '3125550188');
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ context: 'update', phoneUpdated: true });
    expect(updated.cookies.find((c) => c.name === 'catering_session')).toBeUndefined();
    const session = await authCall(t, 'GET', '/getstarted?includeCustomerInfo=true', undefined, {
      cookie: account.cookie,
    });
    expect(session.json().customer.phoneNumber).toBe('3125550188');
  });

  test('an account already verified is not created again (CAU-0220); a login verification signs it in', async () => {
    t = await startAuthApp(dialect);
    const account = await signUp(t);
    const body = {
      email: account.form.emailAddress,
      password: PASSWORD,
      context: 'accountCreation',
    };
    const created = await initialize(body);
    expect(created.statusCode).toBe(409);
    expect(created.json().errorCode).toBe('CAU-0220');
    expect((await initialize({ ...body, context: 'login' })).json().step).toBe(
      'PHONE_CONFIRMATION',
    );
    t.clock.now += MINUTE;
    await sendCode(t, account.form, {}, 'login');
    const signedIn = await finalize(account.form, await latestCode(t, account.form.phoneNumber));
    expect(signedIn.json()).toMatchObject({
      context: 'login',
      phoneUpdated: false,
      session: { isLoggedIn: true },
    });
    expect(sessionCookieOf(signedIn)).not.toBe(account.cookie);
  });
});
