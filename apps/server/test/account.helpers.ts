import { expect } from 'vitest';
import { hashToken } from '../src/services/sessions.service';
import type { Dialect } from '../src/db/database';
import { sessionCookieOf, startTestApp, type TestApp } from './harness';

/** A password of grade 2 or more. */
export const PASSWORD = 'Burrito#Bowl42';

let accounts = 0;

/** A create-account form with an email and phone number no other test account has. */
export function newAccountForm(overrides: Record<string, unknown> = {}) {
  accounts += 1;
  const unique = `${process.pid % 1000}${String(accounts).padStart(4, '0')}`
    .slice(-7)
    .padStart(7, '0');
  return {
    isGuest: false,
    firstName: 'Grace',
    lastName: 'Hopper',
    emailAddress: `grace.${unique}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    phoneNumber: `212${unique}`,
    country: 'US',
    password: PASSWORD,
    ...overrides,
  };
}

export type AccountForm = ReturnType<typeof newAccountForm>;

/** Each sign-up comes from its own address, as customers do, so the per-address limits hold. */
let addresses = 0;
export function nextAddress(): string {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

export interface AuthCall {
  cookie?: string;
  remoteAddress?: string;
}

/** One auth call, JSON body, the subscription key, and the cookie when given. */
export function authCall(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: object,
  { cookie, remoteAddress }: AuthCall = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1/customerauth${path}`,
    headers: { ...t.headers, ...(cookie ? { cookie } : {}) },
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(body ? { payload: body } : {}),
  });
}

/** The newest code texted to a 10-digit number, read from the outbox as a phone would read it. */
export async function latestCode(t: TestApp, phoneDigits: string): Promise<string> {
  const message = await t.database.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('to_number', '=', `+1${phoneDigits}`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error('no code in the newest text message');
  return code;
}

/** The customer id behind a session cookie. */
export async function customerIdOf(t: TestApp, cookie: string): Promise<string> {
  const session = await t.database.db
    .selectFrom('sessions')
    .select('customer_id')
    .where('token_hash', '=', hashToken(cookie.split('=')[1] ?? ''))
    .executeTakeFirstOrThrow();
  return session.customer_id;
}

/** Sends a code for the form's account and phone (verify/initialize), expecting it sent. */
export async function sendCode(
  t: TestApp,
  form: AccountForm,
  options: AuthCall = {},
  context = 'accountCreation',
) {
  const body = {
    email: form.emailAddress,
    password: form.password,
    phoneNumber: form.phoneNumber,
    context,
  };
  const response = await authCall(t, 'POST', '/verify/initialize', body, options);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().step).toBe('PHONE_VERIFICATION');
  return response.json();
}

/**
 * A full account made through the API as a customer makes one: register (answered VER-0403),
 * a code sent and read from the outbox, verify/finalize. Answers the signed-in session's cookie.
 */
export async function signUp(
  t: TestApp,
  form: AccountForm = newAccountForm(),
  options: AuthCall = {},
) {
  const call = { remoteAddress: nextAddress(), ...options };
  const registered = await authCall(t, 'POST', '/register', form, call);
  expect(registered.statusCode, registered.body).toBe(403);
  expect(registered.json().errorCode).toBe('VER-0403');
  await sendCode(t, form, call);
  const code = await latestCode(t, form.phoneNumber);
  const body = { code, email: form.emailAddress, phoneNumber: form.phoneNumber };
  const verified = await authCall(t, 'POST', '/verify/finalize', body, call);
  expect(verified.statusCode, verified.body).toBe(200);
  const cookie = sessionCookieOf(verified);
  return { cookie, customerId: await customerIdOf(t, cookie), form, response: verified };
}

export interface AuthTestApp extends TestApp {
  clock: { now: number };
}

/** An app without the catalogue (accounts need none) whose clock the test controls. */
export async function startAuthApp(
  dialect: Dialect,
  overrides: Parameters<typeof startTestApp>[1] = {},
  options: Omit<NonNullable<Parameters<typeof startTestApp>[2]>, 'services'> = {},
): Promise<AuthTestApp> {
  const clock = { now: Date.parse('2027-03-10T15:00:00Z') };
  const t = await startTestApp(dialect, overrides, {
    ...options,
    services: { now: () => clock.now },
  });
  return Object.assign(t, { clock });
}
