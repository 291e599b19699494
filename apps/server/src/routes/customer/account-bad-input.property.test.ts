import fc from 'fast-check';
import type { z } from 'zod';
import {
  newSavedAddressBodySchema,
  saveWalletCardBodySchema,
  savedAddressUpdateBodySchema,
  updateCustomerBodySchema,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  call,
  startFullUser,
  startOrderApp,
  type OrderTestApp,
  type Shopper,
} from '../../../test/order.helpers';
import { HQ_ADDRESS } from './account.test-helpers';
import {
  expectNoServerError,
  expectRefusedWithCode,
  nastyValue,
  segmentArb,
} from '../../../test/bad-input.arbitraries';

/**
 * Generated bad input against every call of the account area (customer, saved addresses, wallet,
 * provider, loyalty, promotions): whatever arrives, the answer is never a 5xx, and every refusal
 * is a 4xx with an error code. A body its schema refuses is always refused.
 */

const RUNS = 60;
/** Anything JSON, or a valid body with one field (or an unknown one) replaced by something nasty. */
function bodyArb(valid: Record<string, unknown>) {
  const keys = [...Object.keys(valid), 'extra', '__proto__', 'constructor'];
  const mutated = fc
    .record({ key: fc.constantFrom(...keys), value: nastyValue })
    .map(({ key, value }) => JSON.parse(JSON.stringify({ ...valid, [key]: value })) as unknown);
  const dropped = fc.constantFrom(...Object.keys(valid)).map((key) => {
    const { [key]: _gone, ...rest } = valid;
    return rest as unknown;
  });
  return fc.oneof(fc.jsonValue({ maxDepth: 3 }), mutated, dropped);
}

/** Cookie values a forger might send: visible ASCII, no separators. */
const forgedTokenArb = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~!*'),
  maxLength: 64,
});

const BODY_CALLS: [
  method: 'PUT' | 'POST',
  path: string,
  schema: z.ZodType,
  valid: Record<string, unknown>,
][] = [
  [
    'PUT',
    '/customer',
    updateCustomerBodySchema,
    { firstName: 'Ada', lastName: 'Byron', country: 'CA' },
  ],
  ['POST', '/customer/delivery', newSavedAddressBodySchema, { ...HQ_ADDRESS }],
  ['PUT', '/customer/delivery', savedAddressUpdateBodySchema, { ...HQ_ADDRESS, addressId: 'a1' }],
  [
    'POST',
    '/transaction/wallet',
    saveWalletCardBodySchema,
    { paymentProviderId: 'SANDBOX', tokenId: 'sbx_x' },
  ],
];

describe.each(dialects)('bad input against the account calls on %s', (dialect) => {
  let t: OrderTestApp;
  let grace: Shopper;
  beforeAll(async () => {
    t = await startOrderApp(dialect, {
      SESSION_WRITES_PER_MINUTE: '100000',
      ADDRESS_WRITES_PER_MINUTE: '100000',
    });
    grace = await startFullUser(t);
  });
  afterAll(async () => t?.close());

  test.each(BODY_CALLS)(
    '%s %s: a body its schema refuses is a 4xx with a code; nothing is a 5xx',
    async (method, path, schema, valid) => {
      await fc.assert(
        fc.asyncProperty(bodyArb(valid), async (body) => {
          const response = await call(t, grace, method, path, { body: body as object });
          const what = `${method} ${path} ${JSON.stringify(body)}`;
          if (!schema.safeParse(body).success) expectRefusedWithCode(response, what);
          else expectNoServerError(response, what);
        }),
        { numRuns: RUNS },
      );
    },
  );

  test.each(BODY_CALLS)(
    '%s %s: a body that is not JSON is a 400 with a code',
    async (method, path) => {
      await fc.assert(
        fc.asyncProperty(fc.string({ minLength: 1, maxLength: 200 }), async (raw) => {
          fc.pre(!isJson(raw));
          const response = await t.app.inject({
            method,
            url: `/api/v1${path}`,
            headers: { ...t.headers, cookie: grace.cookie, 'content-type': 'application/json' },
            payload: raw,
          });
          expectRefusedWithCode(response, `${method} ${path} ${raw}`);
        }),
        { numRuns: RUNS / 2 },
      );
    },
  );

  test.each([
    ['DELETE', '/customer/delivery/'],
    ['DELETE', '/transaction/wallet/'],
    ['GET', '/transaction/provider/'],
  ] as const)(
    '%s %s{id}: an id that names nothing is a 4xx with a code',
    async (method, prefix) => {
      await fc.assert(
        fc.asyncProperty(segmentArb, async (segment) => {
          const response = await call(t, grace, method, `${prefix}${segment}`);
          expectRefusedWithCode(response, `${method} ${prefix}${segment}`);
        }),
        { numRuns: RUNS },
      );
    },
  );

  test.each([
    '/customer',
    '/customer/delivery',
    '/transaction/wallet',
    '/loyalty/points',
    '/promotions',
  ])('GET %s with a forged session token is a 401 with a code', async (path) => {
    await fc.assert(
      fc.asyncProperty(forgedTokenArb, async (token) => {
        const response = await call(
          t,
          { cookie: `catering_session=${token}`, customerId: '' },
          'GET',
          path,
        );
        expectRefusedWithCode(response, `GET ${path} with ${token}`);
        expect(response.statusCode).toBe(401);
      }),
      { numRuns: RUNS / 2 },
    );
  });
});

function isJson(raw: string): boolean {
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}
