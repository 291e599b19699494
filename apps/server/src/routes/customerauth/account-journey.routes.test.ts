import { afterEach, describe, expect, test } from 'vitest';
import { dialects, sessionCookieOf } from '../../../test/harness';
import {
  authCall,
  latestCode,
  newAccountForm,
  sendCode,
  PASSWORD,
} from '../../../test/account.helpers';
import {
  addItem,
  BOWLS,
  call,
  createOrder,
  NOW,
  startOrderApp,
  startShopper,
  type OrderTestApp,
} from '../../../test/order.helpers';

const MINUTE = 60_000;

describe.each(dialects)('an office manager makes an account and comes back on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  test('sign-up verified by the texted code, sign-out, sign-in with the bag, lockout and unlock after 30 minutes', async () => {
    t = await startOrderApp(dialect);
    const form = newAccountForm();
    const login = (password: string, cookie?: string) =>
      authCall(
        t,
        'POST',
        '/login',
        { userName: form.emailAddress, password, shouldTimeout: false },
        { cookie },
      );

    // A guest fills a bag, then creates an account from that session (ACC-SIGNUP-1 to 3).
    const guest = await startShopper(t);
    const bag = await createOrder(t, guest);
    await addItem(t, guest, bag.id, BOWLS);
    const registered = await authCall(t, 'POST', '/register', form, { cookie: guest.cookie });
    expect(registered.statusCode).toBe(403);
    expect(registered.json()).toMatchObject({ errorCode: 'VER-0403' });
    // Not verified yet: the password alone does not sign in.
    expect((await login(PASSWORD)).json().errorCode).toBe('VER-0403');

    await sendCode(t, form, { cookie: guest.cookie });
    const code = await latestCode(t, form.phoneNumber);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await authCall(
      t,
      'POST',
      '/verify/finalize',
      { code, email: form.emailAddress, phoneNumber: form.phoneNumber },
      { cookie: guest.cookie },
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      context: 'accountCreation',
      phoneUpdated: false,
      session: { isGuest: false, isLoggedIn: true, customer: { emailAddress: form.emailAddress } },
    });
    expect(verified.headers['x-account-hash']).toBe(verified.json().session.customerIdHash);
    const member = { cookie: sessionCookieOf(verified), customerId: '' };
    expect(member.cookie).not.toBe(guest.cookie);
    // The guest's token is dead; the bag is the account's now, and the refresh after sign-in
    // (getstarted with the customer's details) answers the account.
    expect((await call(t, guest, 'GET', '/order/cart')).statusCode).toBe(401);
    expect((await call(t, member, 'GET', '/order/cart')).json()).toMatchObject({
      id: bag.id,
      orderDetail: { isGuest: false },
    });
    const refreshed = await call(
      t,
      member,
      'GET',
      '/customerauth/getstarted?includeCustomerInfo=true',
    );
    expect(refreshed.json()).toMatchObject({
      isGuest: false,
      isLoggedIn: true,
      customer: {
        firstName: 'Grace',
        emailAddress: form.emailAddress,
        phoneNumber: form.phoneNumber,
      },
    });

    // Signing out revokes the session on the server (ACC-SIGNOUT-2).
    const out = await call(t, member, 'GET', '/customerauth/logout');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ signedOut: true });
    expect((await call(t, member, 'GET', '/order/cart')).statusCode).toBe(401);

    // Signing in again: a new token, not the one signed out.
    const back = await login(PASSWORD);
    expect(back.statusCode, back.body).toBe(200);
    expect(sessionCookieOf(back)).not.toBe(member.cookie);
    expect(
      (
        await call(t, { cookie: sessionCookieOf(back), customerId: '' }, 'GET', '/order/cart')
      ).json().id,
    ).toBe(bag.id);

    // Five wrong passwords in a row lock the account; the right one is refused while it lasts.
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await login('Wrong#Pass1')).json().errorCode);
    expect(statuses).toEqual(['AUTH-0410', 'AUTH-0410', 'AUTH-0410', 'AUTH-0410', 'CAU-0112']);
    const locked = await login(PASSWORD);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().errorCode).toBe('CAU-0112');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(29 * 60);

    t.clock.now = NOW + 29 * MINUTE;
    expect((await login(PASSWORD)).json().errorCode).toBe('CAU-0112');
    t.clock.now = NOW + 30 * MINUTE;
    const unlocked = await login(PASSWORD);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().customer.emailAddress).toBe(form.emailAddress);
  });
});
