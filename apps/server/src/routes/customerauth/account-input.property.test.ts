import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dialects, sessionCookieOf } from '../../../test/harness';
import {
  authCall,
  newAccountForm,
  PASSWORD,
  signUp,
  startAuthApp,
  type AuthTestApp,
} from '../../../test/account.helpers';

/** Anything a client could put in a field: wrong types, empty, huge, odd characters, nesting. */
const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constant('x'.repeat(5000)),
  fc.constant('\u0000\t\n'),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A valid body with some fields replaced by junk or left out, or no object at all. */
function badBody(valid: Record<string, unknown>) {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, value]) => [
      key,
      fc.option(fc.oneof(fc.constant(value), junk), { nil: undefined }),
    ]),
  );
  return fc.oneof(
    fc.record(fields, { requiredKeys: [] }),
    junk,
    fc.json().map((text) => ({ raw: text })),
    fc.string({ maxLength: 30 }).map((text) => ({ raw: `{${text}` })),
  );
}

const CALLS = [
  ['POST', '/register', () => newAccountForm()],
  ['POST', '/upgrade', () => newAccountForm()],
  [
    'POST',
    '/login',
    () => ({ userName: 'grace@example.com', password: PASSWORD, shouldTimeout: true }),
  ],
  ['PUT', '/changepassword', () => ({ currentPassword: PASSWORD, newPassword: 'Queso&Chips2027' })],
  [
    'POST',
    '/verify/initialize',
    () => ({
      email: 'grace@example.com',
      password: PASSWORD,
      phoneNumber: '2125550100',
      context: 'login',
    }),
  ],
  [
    'POST',
    '/verify/finalize',
    () => ({ code: '123456', email: 'grace@example.com', phoneNumber: '2125550100' }),
  ],
  ['GET', '/logout', () => ({})],
] as const;

describe.each(dialects)('generated bad input to the auth calls on %s', (dialect) => {
  let t: AuthTestApp;
  let member: string;
  let guest: string;
  beforeAll(async () => {
    const many = '1000000';
    t = await startAuthApp(dialect, {
      SIGN_INS_PER_ADDRESS_PER_HOUR: many,
      SIGN_INS_PER_ACCOUNT_PER_HOUR: many,
      CODES_PER_ADDRESS_PER_HOUR: many,
      CODES_PER_PHONE_PER_HOUR: many,
      ACCOUNTS_PER_ADDRESS_PER_HOUR: many,
    });
    member = (await signUp(t)).cookie;
    guest = sessionCookieOf(await authCall(t, 'GET', '/getstarted'));
  });
  afterAll(async () => t?.close());

  test.each(CALLS)(
    '%s %s answers 4xx with an error code, never 5xx',
    async (method, path, valid) => {
      await fc.assert(
        fc.asyncProperty(
          badBody(valid()),
          fc.constantFrom(undefined, 'member', 'guest', 'bogus'),
          async (body, who) => {
            const cookie =
              who === 'member'
                ? member
                : who === 'guest'
                  ? guest
                  : who === 'bogus'
                    ? 'catering_session=forged'
                    : undefined;
            const raw =
              body !== null && typeof body === 'object' && 'raw' in body
                ? String(body.raw)
                : undefined;
            const response = await t.app.inject({
              method,
              url: `/api/v1/customerauth${path}`,
              headers: {
                ...t.headers,
                'content-type': 'application/json',
                ...(cookie ? { cookie } : {}),
              },
              ...(method === 'GET' ? {} : { payload: raw ?? JSON.stringify(body ?? null) }),
            });
            // A bad body may still be a good one by chance (a guest's logout): 2xx is fine, 5xx never.
            expect(response.statusCode, response.body).toBeLessThan(500);
            if (response.statusCode >= 400)
              expect(response.json().errorCode).toMatch(/^[A-Z]{2,4}-\d{4}$/);
          },
        ),
        { numRuns: 40 },
      );
    },
  );
});
