import { PASSWORD_RULE_MESSAGE } from '@catering/domain';
import { afterEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { dialects, sessionCookieOf } from '../../../test/harness';
import {
  authCall,
  customerIdOf,
  latestCode,
  newAccountForm,
  PASSWORD,
  sendCode,
  signUp,
  startAuthApp,
  type AuthTestApp,
} from '../../../test/account.helpers';
import {
  call,
  placeOrder,
  startOrderApp,
  startShopper,
  createOrder,
} from '../../../test/order.helpers';

describe.each(dialects)('sign-up, sign-in and passwords on %s', (dialect) => {
  let t: AuthTestApp;
  afterEach(async () => t?.close());

  const register = (form: object, cookie?: string) =>
    authCall(t, 'POST', '/register', form, { cookie });
  const login = (userName: string, password: string, extra: object = {}) =>
    authCall(t, 'POST', '/login', { userName, password, ...extra });

  test('the form is checked on the server with the domain rules and messages', async () => {
    t = await startAuthApp(dialect);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'Sh0rt!' }, 'body.password', PASSWORD_RULE_MESSAGE],
      [{ password: 'alllowercase1!' }, 'body.password', PASSWORD_RULE_MESSAGE],
      [{ password: 'Tab\there1!' }, 'body.password', PASSWORD_RULE_MESSAGE],
      [{ firstName: '  ' }, 'body.firstName', 'First Name is required'],
      [{ lastName: 'x'.repeat(51) }, 'body.lastName', 'Must be 50 characters or fewer'],
      [{ phoneNumber: '212555010' }, 'body.phoneNumber', 'Phone Number must contain 10 digits'],
      [{ emailAddress: 'name@com.com' }, 'body.emailAddress', 'Email is invalid'],
      [{ isGuest: true }, 'body.isGuest', ''],
      [{ country: 'MX' }, 'body.country', ''],
    ];
    for (const [change, field, message] of cases) {
      const response = await register(newAccountForm(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errorCode).toBe('VAL-0001');
      const error = response
        .json()
        .validationErrors.find((e: { field: string }) => e.field === field);
      expect(error, JSON.stringify(change)).toBeDefined();
      if (message) expect(error.message).toBe(message);
    }
    // Strict mode: a plus sign is fine; a masked phone is sent as digits.
    const plus = newAccountForm({
      emailAddress: `ana+catering${Date.now()}@example.com`,
      phoneNumber: '(646) 555-0142',
    });
    expect((await register(plus)).json().errorCode).toBe('VER-0403');
    const row = await t.database.db
      .selectFrom('customers')
      .selectAll()
      .where('email_address', '=', plus.emailAddress)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone_number: '6465550142', is_guest: 0, phone_verified_at: null });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  test('an email in use is CAU-0220 whatever its case; a phone is in use once another account verified it', async () => {
    t = await startAuthApp(dialect);
    const pending = newAccountForm();
    expect((await register(pending)).json().errorCode).toBe('VER-0403');
    const sameEmail = await register(
      newAccountForm({ emailAddress: pending.emailAddress.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().errorCode).toBe('CAU-0220');
    expect(
      (await register(newAccountForm({ phoneNumber: pending.phoneNumber }))).json().errorCode,
    ).toBe('VER-0403');
    const verified = await signUp(t);
    const samePhone = await register(newAccountForm({ phoneNumber: verified.form.phoneNumber }));
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toMatchObject({
      errorCode: 'CUS-0401',
      message: 'This number has already been used. Please enter a new number.',
    });
  });

  test('every sign-in gets a new token and revokes the one the visitor had; shouldTimeout ends it with the browser', async () => {
    t = await startAuthApp(dialect);
    const account = await signUp(t);
    const guest = sessionCookieOf(await authCall(t, 'GET', '/getstarted'));
    const remembered = await authCall(
      t,
      'POST',
      '/login',
      { userName: account.form.emailAddress, password: PASSWORD, shouldTimeout: false },
      { cookie: guest },
    );
    expect(remembered.statusCode).toBe(200);
    // The answer is the account's: it carries the account's hash, not the guest's.
    expect(remembered.headers['x-account-hash']).toBe(remembered.json().customerIdHash);
    const cookie = remembered.cookies.find((c) => c.name === 'catering_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 3600 });
    expect(sessionCookieOf(remembered)).not.toBe(guest);
    expect((await authCall(t, 'GET', '/getstarted', undefined, { cookie: guest })).statusCode).toBe(
      401,
    );
    const browserOnly = await login(account.form.emailAddress, PASSWORD, { shouldTimeout: true });
    expect(browserOnly.cookies.find((c) => c.name === 'catering_session')?.maxAge).toBeUndefined();
    // Each device keeps its own session.
    const again = sessionCookieOf(remembered);
    expect(
      (await authCall(t, 'GET', '/getstarted', undefined, { cookie: again })).json().isLoggedIn,
    ).toBe(true);
  });

  test('signing out kills the token on every server', async () => {
    t = await startAuthApp(dialect);
    const account = await signUp(t);
    const database = openDatabase(t.config.DATABASE_URL);
    const second = await buildApp(t.config, { database });
    try {
      const onSecond = () =>
        second.inject({
          method: 'GET',
          url: '/api/v1/customerauth/getstarted',
          headers: { ...t.headers, cookie: account.cookie },
        });
      expect((await onSecond()).statusCode).toBe(200);
      const out = await authCall(t, 'GET', '/logout', undefined, { cookie: account.cookie });
      expect(out.cookies.find((c) => c.name === 'catering_session')?.value).toBe('');
      const after = await onSecond();
      expect(after.statusCode).toBe(401);
      expect(after.headers['x-invalid-token']).toBe('true');
      expect((await authCall(t, 'GET', '/logout')).json().errorCode).toBe('AUTH-0002');
    } finally {
      await second.close();
      await database.destroy();
    }
  });

  test('change password: full users only, the current one checked, the other sessions signed out', async () => {
    t = await startAuthApp(dialect);
    const account = await signUp(t);
    const elsewhere = sessionCookieOf(await login(account.form.emailAddress, PASSWORD));
    const change = (body: object, cookie?: string) =>
      authCall(t, 'PUT', '/changepassword', body, { cookie });
    const guest = sessionCookieOf(await authCall(t, 'GET', '/getstarted'));
    const next = 'Queso&Chips2027';
    expect(
      (await change({ currentPassword: PASSWORD, newPassword: next }, guest)).json().errorCode,
    ).toBe('AUTH-0403');
    expect(
      (await change({ currentPassword: 'Wrong#Pass1', newPassword: next }, account.cookie)).json()
        .errorCode,
    ).toBe('CAU-0320');
    const weak = await change(
      { currentPassword: PASSWORD, newPassword: 'password' },
      account.cookie,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().validationErrors[0]).toMatchObject({
      field: 'body.newPassword',
      message: PASSWORD_RULE_MESSAGE,
    });
    const changed = await change({ currentPassword: PASSWORD, newPassword: next }, account.cookie);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.headers['x-account-hash']).toBe(changed.json().customerIdHash);
    expect(
      (await authCall(t, 'GET', '/getstarted', undefined, { cookie: elsewhere })).statusCode,
    ).toBe(401);
    expect(
      (await authCall(t, 'GET', '/getstarted', undefined, { cookie: account.cookie })).statusCode,
    ).toBe(200);
    expect((await login(account.form.emailAddress, PASSWORD)).json().errorCode).toBe('AUTH-0410');
    expect((await login(account.form.emailAddress, next)).statusCode).toBe(200);
  });

  test('no customer reaches another account: sign-in, codes and password changes are each their own', async () => {
    t = await startAuthApp(dialect);
    const ana = await signUp(t);
    const bob = await signUp(t);
    // Bob's password does not open Ana's account, nor does a code sent to Bob.
    expect((await login(ana.form.emailAddress, bob.form.password + 'x')).json().errorCode).toBe(
      'AUTH-0410',
    );
    await sendCode(t, bob.form, {}, 'login');
    const bobsCode = await latestCode(t, bob.form.phoneNumber);
    const onAna = await authCall(t, 'POST', '/verify/finalize', {
      code: bobsCode,
      email: ana.form.emailAddress,
      phoneNumber: bob.form.phoneNumber,
    });
    expect(onAna.json().errorCode).toBe('CAU-0115');
    // Bob changing his password leaves Ana's as it was.
    await authCall(
      t,
      'PUT',
      '/changepassword',
      { currentPassword: PASSWORD, newPassword: 'Other#Pass99' },
      { cookie: bob.cookie },
    );
    expect((await login(ana.form.emailAddress, PASSWORD)).statusCode).toBe(200);
    expect(await customerIdOf(t, ana.cookie)).not.toBe(await customerIdOf(t, bob.cookie));
  });
});

describe.each(dialects)('upgrading a guest on %s', (dialect) => {
  test('the guest becomes a full user with the same orders and bag; a full user cannot upgrade', async () => {
    const t = await startOrderApp(dialect);
    try {
      const guest = await startShopper(t);
      const placed = await placeOrder(t, guest);
      const bag = await createOrder(t, guest, {
        orderType: 'pickup',
        restaurantNumber: 1001,
        date: '2027-03-19',
        time: '12:00',
        eventType: 'LUNCH',
      });
      const form = newAccountForm();
      expect((await authCall(t, 'POST', '/upgrade', form)).json().errorCode).toBe('AUTH-0002');
      const upgraded = await authCall(t, 'POST', '/upgrade', form, { cookie: guest.cookie });
      expect(upgraded.statusCode).toBe(403);
      expect(upgraded.json().errorCode).toBe('VER-0403');
      // Still a guest until the phone is verified.
      expect((await call(t, guest, 'GET', '/order/userhistory')).statusCode).toBe(403);
      await sendCode(t, form, { cookie: guest.cookie });
      const verified = await authCall(
        t,
        'POST',
        '/verify/finalize',
        {
          code: await latestCode(t, form.phoneNumber),
          email: form.emailAddress,
          phoneNumber: form.phoneNumber,
        },
        { cookie: guest.cookie },
      );
      expect(verified.statusCode, verified.body).toBe(200);
      const member = { cookie: sessionCookieOf(verified), customerId: guest.customerId };
      expect(await customerIdOf(t, member.cookie)).toBe(guest.customerId);
      expect((await call(t, member, 'GET', '/order/cart')).json().id).toBe(bag.id);
      const history = (await call(t, member, 'GET', '/order/userhistory')).json();
      expect(history.activeOrders.map((o: { id: string }) => o.id)).toEqual([placed.id]);
      const again = await authCall(t, 'POST', '/upgrade', newAccountForm(), {
        cookie: member.cookie,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().errorCode).toBe('AUTH-0409');
    } finally {
      await t.close();
    }
  });
});
