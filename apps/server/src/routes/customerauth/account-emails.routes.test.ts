import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  authCall,
  latestCode,
  newAccountForm,
  nextAddress,
  PASSWORD,
  sendCode,
  signUp,
  startAuthApp,
  type AuthTestApp,
} from '../../../test/account.helpers';

const NEW_PASSWORD = 'Queso&Chips2027';

describe.each(dialects)('account emails on %s', (dialect) => {
  let t: AuthTestApp;
  afterEach(async () => t?.close());

  const emails = () =>
    t.database.db.selectFrom('email_outbox').selectAll().orderBy('created_at').execute();

  /** Every code texted so far: none of them may be in an email. */
  async function textedCodes(): Promise<string[]> {
    const rows = await t.database.db.selectFrom('sms_outbox').select('body').execute();
    return rows.map((row) => /\b(\d{6})\b/.exec(row.body)?.[1] ?? '').filter(Boolean);
  }

  async function expectNoSecrets() {
    const secrets = [PASSWORD, NEW_PASSWORD, ...(await textedCodes())];
    expect(secrets.length).toBeGreaterThan(2);
    for (const email of await emails())
      for (const part of [email.subject, email.html, email.text])
        for (const secret of secrets) expect(part).not.toContain(secret);
  }

  test('a new account gets one welcome once its phone is verified, nothing before', async () => {
    t = await startAuthApp(dialect);
    const form = newAccountForm();
    const call = { remoteAddress: nextAddress() };
    expect((await authCall(t, 'POST', '/register', form, call)).statusCode).toBe(403);
    await sendCode(t, form, call);
    // Registered, code sent, not verified: the account cannot sign in yet, so no welcome.
    expect(await emails()).toEqual([]);
    const code = await latestCode(t, form.phoneNumber);
    const body = { code, email: form.emailAddress, phoneNumber: form.phoneNumber };
    expect((await authCall(t, 'POST', '/verify/finalize', body, call)).statusCode).toBe(200);

    const [welcome, ...others] = await emails();
    expect(others).toEqual([]);
    expect(welcome).toMatchObject({
      kind: 'account-welcome',
      order_id: null,
      to_address: form.emailAddress,
      subject: 'Welcome to Verde Cantina Catering',
    });
    expect(welcome!.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    for (const part of [welcome!.html, welcome!.text]) {
      expect(part).toContain('Welcome, Grace');
      expect(part).toContain(`phone number ending in ${form.phoneNumber.slice(-4)} is verified`);
      expect(part).not.toContain(form.phoneNumber);
    }
    // A later sign-in verification of the same account welcomes nobody again (a minute later, so
    // the newest text is the new code).
    t.clock.now += 60_000;
    await sendCode(t, form, call, 'login');
    const again = await latestCode(t, form.phoneNumber);
    const login = { code: again, email: form.emailAddress, phoneNumber: form.phoneNumber };
    expect((await authCall(t, 'POST', '/verify/finalize', login, call)).statusCode).toBe(200);
    expect(await emails()).toHaveLength(1);
    await expectNoSecrets();
  });

  test('a changed password writes a notice with what to do if it was not the customer', async () => {
    t = await startAuthApp(dialect);
    const { cookie, form } = await signUp(t);
    const change = (currentPassword: string) =>
      authCall(
        t,
        'PUT',
        '/changepassword',
        { currentPassword, newPassword: NEW_PASSWORD },
        {
          cookie,
        },
      );
    // A refused change (wrong current password) changes nothing and tells nothing.
    expect((await change('Wrong#Pass1')).statusCode).toBe(401);
    expect((await emails()).map((email) => email.kind)).toEqual(['account-welcome']);

    expect((await change(PASSWORD)).statusCode).toBe(200);
    const notice = (await emails())[1]!;
    expect(notice).toMatchObject({
      kind: 'password-changed',
      to_address: form.emailAddress,
      subject: 'Your password was changed',
    });
    expect(notice.text).toContain('was changed on March 10, 2027 at 3:00 PM UTC');
    expect(notice.text).toContain("IF THIS WASN'T YOU");
    expect(notice.text).toContain(
      'Reset your password now: on the sign-in page (http://localhost:3000/account/login) choose "Forgot password?".',
    );
    expect(notice.html).toContain('If this wasn&#x27;t you');
    expect(notice.html).toContain('href="tel:+18005550199"');
    await expectNoSecrets();
  });

  test('a new phone number, once verified, writes a notice to the account email', async () => {
    t = await startAuthApp(dialect);
    const { cookie, form } = await signUp(t);
    const phoneNumber = `312${form.phoneNumber.slice(3)}`;
    const initialize = { email: form.emailAddress, password: PASSWORD, phoneNumber };
    const sent = await authCall(
      t,
      'POST',
      '/verify/initialize',
      { ...initialize, context: 'update' },
      { cookie },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    // A code on its way is not a change yet.
    expect(await emails()).toHaveLength(1);
    const code = await latestCode(t, phoneNumber);
    const body = { code, email: form.emailAddress, phoneNumber };
    expect((await authCall(t, 'POST', '/verify/finalize', body, { cookie })).statusCode).toBe(200);

    const notice = (await emails())[1]!;
    expect(notice).toMatchObject({
      kind: 'phone-changed',
      to_address: form.emailAddress,
      subject: 'Your phone number was changed',
    });
    expect(notice.text).toContain(`It is now the number ending in ${phoneNumber.slice(-4)}`);
    expect(notice.text).toContain('Change your password now');
    expect(notice.text).toContain('Call our catering line at 1-800-555-0199');
    expect(notice.text).not.toContain(phoneNumber);
    await expectNoSecrets();
  });
});
