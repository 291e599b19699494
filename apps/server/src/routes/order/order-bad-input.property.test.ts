import fc from 'fast-check';
import type { z } from 'zod';
import {
  addOrderItemBodySchema,
  addPopularBuildBodySchema,
  deliveryQuoteBodySchema,
  deliverySearchBodySchema,
  intakeSchema,
  submitOrderBodySchema,
  updateOrderItemBodySchema,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  addItem,
  BOWLS,
  call,
  createOrder,
  DELIVERY,
  newKey,
  PICKUP,
  startOrderApp,
  startShopper,
  submitBody,
  type OrderTestApp,
  type Shopper,
} from '../../../test/order.helpers';
import { APPROVE_CARD, requestClientToken } from '../../../test/sandbox-payment.helpers';
import {
  CODE,
  CONTROL_VALUES,
  type Json,
  stringPathsOf,
  clone,
  changedAt,
  mutationArb,
  SEGMENT_EXAMPLES,
  segmentArb,
  headerValueArb,
  expectRefusedWithCode,
  expectNoServerError,
} from '../../../test/bad-input.arbitraries';

/**
 * Generated bad input against every call the web app makes in the ordering area (the order and
 * its intake, items, popular builds, promotions, submit, delivery quote and search, card entry and
 * tokenize): whatever arrives, the answer is never a 5xx, and every refusal is a 4xx with an error
 * code. A body its schema refuses is always refused.
 */

const RUNS = 60;
const TIMEOUT = 180_000;
/** A delivery intake with every address field the web sends, and a tip. */
const FULL_DELIVERY = {
  ...DELIVERY,
  deliveryAddress: {
    ...DELIVERY.deliveryAddress,
    address2: 'Floor 12',
    country: 'US',
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@example.com',
    company: 'Chrysler',
    phone: '2125550100',
    extension: '12',
    instructions: 'Front desk',
    addressName: 'Office',
  },
  deliveryTipPercent: 0.18,
};

const QUOTE_ADDRESS = {
  street: '89 E 42nd St',
  city: 'New York',
  state: 'NY',
  postalCode: '10017',
  latitude: 40.7527,
  longitude: -73.9772,
};

/** What one run of a body call works on: its shopper, path, headers and a valid body. */
interface Prepared {
  shopper: Shopper;
  path: string;
  valid: Json;
  headers?: Record<string, string>;
  /** Not under /api/v1 (the sandbox provider's own card service). */
  raw?: boolean;
  /** Undoes what a successful call left behind (a placed order holds its slot). */
  cleanup?(response: { statusCode: number }): Promise<void>;
}

interface BodyCall {
  name: string;
  method: 'POST' | 'PUT';
  /** The body's schema; without one (a service outside the API), only "never a 5xx" is checked. */
  schema?: z.ZodType;
  /** The shape of the valid body, for the paths a mutation may touch. */
  sample: Json;
  prepare(): Promise<Prepared>;
}

describe.each(dialects)('bad input against the order calls on %s', (dialect) => {
  let t: OrderTestApp;
  /** A guest with an open order holding the bowls, for the calls by path. */
  let owner: Shopper;
  let ownerOrderId: string;

  beforeAll(async () => {
    t = await startOrderApp(dialect, {
      NEW_SESSIONS_PER_MINUTE: '100000',
      SESSION_WRITES_PER_MINUTE: '100000',
      ADDRESS_WRITES_PER_MINUTE: '100000',
      SANDBOX_CARD_POSTS_PER_MINUTE: '100000',
    });
    owner = await startShopper(t);
    ownerOrderId = (await createOrder(t, owner)).id;
    await addItem(t, owner, ownerOrderId);
  });
  afterAll(async () => t?.close());

  /** A new guest with an open order (pickup unless told) holding the bowls. */
  async function guestWithOrder(intake: object = PICKUP) {
    const shopper = await startShopper(t);
    const order = await createOrder(t, shopper, intake);
    const withItem = await addItem(t, shopper, order.id);
    const orderItemId = withItem.orderDetail.orderItems[0].orderItemId as string;
    return { shopper, orderId: order.id as string, orderItemId };
  }

  /** Cancels a placed order, so that the slot it booked does not fill up over the runs. */
  async function cancelIfPlaced(
    shopper: Shopper,
    orderId: string,
    response: { statusCode: number },
  ) {
    if (response.statusCode !== 200) return;
    const cancelled = await call(t, shopper, 'DELETE', `/order/${orderId}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  }

  const BODY_CALLS: BodyCall[] = [
    {
      name: 'POST /order (pickup)',
      method: 'POST',
      schema: intakeSchema,
      sample: { ...PICKUP },
      prepare: async () => ({
        shopper: await startShopper(t),
        path: '/order',
        valid: { ...PICKUP },
      }),
    },
    {
      name: 'POST /order (delivery)',
      method: 'POST',
      schema: intakeSchema,
      sample: FULL_DELIVERY,
      prepare: async () => ({
        shopper: await startShopper(t),
        path: '/order',
        valid: clone(FULL_DELIVERY),
      }),
    },
    {
      name: 'PUT /order (pickup)',
      method: 'PUT',
      schema: intakeSchema,
      sample: { ...PICKUP },
      prepare: async () => ({
        shopper: (await guestWithOrder(FULL_DELIVERY)).shopper,
        path: '/order',
        valid: { ...PICKUP },
      }),
    },
    {
      name: 'PUT /order (delivery)',
      method: 'PUT',
      schema: intakeSchema,
      sample: FULL_DELIVERY,
      prepare: async () => ({
        shopper: (await guestWithOrder()).shopper,
        path: '/order',
        valid: clone(FULL_DELIVERY),
      }),
    },
    {
      name: 'POST /order/{id}/item',
      method: 'POST',
      schema: addOrderItemBodySchema,
      sample: BOWLS,
      prepare: async () => {
        const { shopper, orderId } = await guestWithOrder();
        return { shopper, path: `/order/${orderId}/item`, valid: clone(BOWLS) };
      },
    },
    {
      name: 'PUT /order/{id}/item',
      method: 'PUT',
      schema: updateOrderItemBodySchema,
      sample: { ...BOWLS, orderItemId: 'x' },
      prepare: async () => {
        const { shopper, orderId, orderItemId } = await guestWithOrder();
        return { shopper, path: `/order/${orderId}/item`, valid: { ...clone(BOWLS), orderItemId } };
      },
    },
    {
      name: 'POST /order/{id}/popularbuilds/{popularBuildId}',
      method: 'POST',
      schema: addPopularBuildBodySchema,
      sample: { headcount: 10 },
      prepare: async () => {
        const { shopper, orderId } = await guestWithOrder();
        return {
          shopper,
          path: `/order/${orderId}/popularbuilds/office-lunch-classic`,
          valid: { headcount: 10 },
        };
      },
    },
    {
      name: 'PUT /order/{id}/submit',
      method: 'PUT',
      schema: submitOrderBodySchema,
      sample: {
        payment: { paymentProviderId: 'SANDBOX', tokenId: 'x' },
        customer: { firstName: 'x', lastName: 'x', emailAddress: 'x', phoneNumber: 'x' },
        fraudSessionId: 'x',
      },
      prepare: async () => {
        const { shopper, orderId } = await guestWithOrder();
        return {
          shopper,
          path: `/order/${orderId}/submit`,
          valid: (await submitBody(t, shopper)) as Json,
          headers: { 'idempotency-key': newKey() },
          cleanup: (response) => cancelIfPlaced(shopper, orderId, response),
        };
      },
    },
    {
      name: 'PUT /delivery/quote',
      method: 'PUT',
      schema: deliveryQuoteBodySchema,
      sample: {
        deliveryAddress: { ...QUOTE_ADDRESS, instructions: 'x' },
        deliveryTime: 'x',
        restaurantNumbers: [1],
      },
      prepare: async () => ({
        shopper: await startShopper(t),
        path: '/delivery/quote',
        valid: {
          deliveryAddress: { ...QUOTE_ADDRESS, instructions: 'Front desk' },
          deliveryTime: '2027-03-12T12:00:00-05:00',
          restaurantNumbers: [1002, 1003, 1001],
        },
      }),
    },
    {
      name: 'POST /restaurant/delivery',
      method: 'POST',
      schema: deliverySearchBodySchema,
      sample: { deliveryAddress: QUOTE_ADDRESS },
      prepare: async () => ({
        shopper: await startShopper(t),
        path: '/restaurant/delivery',
        valid: { deliveryAddress: { ...QUOTE_ADDRESS } },
      }),
    },
    {
      name: 'POST /payments/sandbox/cards (the card entry page)',
      method: 'POST',
      sample: { clientToken: 'x', ...APPROVE_CARD },
      prepare: async () => {
        const shopper = await startShopper(t);
        const clientToken = await requestClientToken(t, shopper);
        return {
          shopper,
          path: '/payments/sandbox/cards',
          valid: { clientToken, ...APPROVE_CARD },
          raw: true,
        };
      },
    },
  ];

  async function send(method: 'POST' | 'PUT', prepared: Prepared, body: unknown) {
    if (!prepared.raw) {
      return call(t, prepared.shopper, method, prepared.path, {
        body: body as object,
        ...(prepared.headers ? { headers: prepared.headers } : {}),
      });
    }
    return t.app.inject({
      method,
      url: prepared.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  }

  test.each(BODY_CALLS.map((entry) => [entry.name, entry] as const))(
    '%s: a body its schema refuses is a 4xx with a code; nothing is a 5xx',
    async (_name, entry) => {
      await fc.assert(
        fc.asyncProperty(mutationArb(entry.sample), async (mutate) => {
          const prepared = await entry.prepare();
          const body = mutate(prepared.valid);
          const response = await send(entry.method, prepared, body);
          await prepared.cleanup?.(response);
          const what = `${entry.name} ${JSON.stringify(body)}`;
          if (entry.schema && !entry.schema.safeParse(body).success) {
            expectRefusedWithCode(response, what);
          } else expectNoServerError(response, what);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  test.each(BODY_CALLS.map((entry) => [entry.name, entry] as const))(
    '%s: a control character in any text field is refused with a code, never a 5xx',
    async (_name, entry) => {
      const failures: string[] = [];
      for (const path of stringPathsOf(entry.sample)) {
        for (const value of CONTROL_VALUES) {
          const prepared = await entry.prepare();
          const body = changedAt(prepared.valid, path, value);
          const response = await send(entry.method, prepared, body);
          await prepared.cleanup?.(response);
          const refusedBySchema = entry.schema ? !entry.schema.safeParse(body).success : true;
          const status = response.statusCode;
          const code = status >= 400 ? (JSON.parse(response.body).errorCode as unknown) : null;
          const refused = status >= 400 && status < 500 && CODE.test(String(code));
          if (!refused || !refusedBySchema || (entry.schema && status !== 400)) {
            failures.push(
              `${path.join('.')}=${JSON.stringify(value)} -> ${status} ${String(code)}` +
                (refusedBySchema ? '' : ' (schema accepts it)'),
            );
          }
        }
      }
      expect(failures, entry.name).toEqual([]);
    },
    TIMEOUT,
  );

  test.each(BODY_CALLS.map((entry) => [entry.name, entry] as const))(
    '%s: a body that is not JSON is a 400 with a code',
    async (_name, entry) => {
      const prepared = await entry.prepare();
      await fc.assert(
        fc.asyncProperty(fc.string({ minLength: 1, maxLength: 200 }), async (raw) => {
          fc.pre(!isJson(raw));
          const response = await t.app.inject({
            method: entry.method,
            url: prepared.raw ? prepared.path : `/api/v1${prepared.path}`,
            headers: {
              ...(prepared.raw ? {} : { ...t.headers, cookie: prepared.shopper.cookie }),
              ...prepared.headers,
              'content-type': 'application/json',
            },
            payload: raw,
          });
          expectRefusedWithCode(response, `${entry.name} ${raw}`);
          expect(response.statusCode).toBe(400);
        }),
        { numRuns: RUNS / 2 },
      );
    },
    TIMEOUT,
  );

  test(
    'PUT /order/{id}/submit: any Idempotency-Key is a 4xx with a code or the order placed, never a 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.option(headerValueArb, { nil: undefined }), async (key) => {
          const { shopper, orderId } = await guestWithOrder();
          const body = await submitBody(t, shopper);
          const response = await call(t, shopper, 'PUT', `/order/${orderId}/submit`, {
            body,
            headers: key === undefined ? {} : { 'idempotency-key': key },
          });
          await cancelIfPlaced(shopper, orderId, response);
          const what = `submit with Idempotency-Key ${JSON.stringify(key)}`;
          // HTTP may trim a key's outer blanks: only an untrimmable key is sure to be refused.
          const surelyRefused =
            key === undefined || (key === key.trim() && (key.length < 8 || key.length > 100));
          if (surelyRefused) expectRefusedWithCode(response, what);
          else expectNoServerError(response, what);
        }),
        { numRuns: RUNS / 2 },
      );
    },
    TIMEOUT,
  );

  /** Calls whose path names an order (`{id}`) or its parts: an id that names nothing is refused. */
  const ID_CALLS: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object][] = [
    ['GET', '/order/{id}'],
    ['GET', '/order/{id}/validate'],
    ['DELETE', '/order/{id}'],
    ['POST', '/order/{id}/item', BOWLS],
    ['PUT', '/order/{id}/item', { ...BOWLS, orderItemId: 'item-1' }],
    ['DELETE', '/order/{id}/item/{id}'],
    ['POST', '/order/{id}/popularbuilds/office-lunch-classic', { headcount: 10 }],
    ['POST', '/order/{id}/promotions/CATER15'],
    ['DELETE', '/order/{id}/promotions/CATER15'],
    ['GET', '/order/{id}/promotions/validate'],
    [
      'PUT',
      '/order/{id}/submit',
      {
        payment: { paymentProviderId: 'SANDBOX', tokenId: 'sbx_none' },
        customer: {
          firstName: 'Ana',
          lastName: 'Ruiz',
          emailAddress: 'ana@example.com',
          phoneNumber: '2125550100',
        },
        fraudSessionId: 'fraud-session-1',
      },
    ],
    ['GET', '/order/{id}/isChangeable'],
    ['PUT', '/order/{id}/markforupdate'],
    ['PUT', '/order/{id}/favorite', { favoriteName: 'Friday lunch' }],
    ['DELETE', '/order/{id}/favorite'],
    ['PUT', '/order/{id}/transfer'],
    ['POST', '/order/{id}/reorder/{id}'],
  ];

  test.each(ID_CALLS)(
    '%s %s: an id that names nothing is a 4xx with a code',
    async (method, template, body) => {
      await fc.assert(
        fc.asyncProperty(segmentArb, async (segment) => {
          const path = template.replaceAll('{id}', segment);
          const response = await call(t, owner, method, path, {
            ...(body ? { body } : {}),
            headers: { 'idempotency-key': newKey() },
          });
          expectRefusedWithCode(response, `${method} ${path}`);
        }),
        { numRuns: RUNS / 2, examples: SEGMENT_EXAMPLES },
      );
    },
    TIMEOUT,
  );

  /** Calls on the owner's real order whose last segment names an item, a build or a code. */
  const PART_CALLS: [method: 'POST' | 'DELETE', path: string, body?: object][] = [
    ['DELETE', '/order/{order}/item/'],
    ['POST', '/order/{order}/popularbuilds/', { headcount: 10 }],
    ['POST', '/order/{order}/promotions/'],
    ['DELETE', '/order/{order}/promotions/'],
  ];

  test.each(PART_CALLS)(
    '%s %s{part} of a real order: a part that names nothing is a 4xx with a code',
    async (method, template, body) => {
      await fc.assert(
        fc.asyncProperty(segmentArb, async (segment) => {
          const path = `${template.replace('{order}', ownerOrderId)}${segment}`;
          const response = await call(t, owner, method, path, body ? { body } : {});
          expectRefusedWithCode(response, `${method} ${path}`);
        }),
        { numRuns: RUNS / 2, examples: SEGMENT_EXAMPLES },
      );
    },
    TIMEOUT,
  );

  test.each([
    ['GET', '/transaction/provider?restaurantNumber='],
    ['GET', '/transaction/provider/'],
    ['GET', '/transaction/tokenize/SANDBOX/'],
    ['GET', '/transaction/tokenize/{any}/'],
  ] as const)(
    '%s %s{value}: a value that names nothing is a 4xx with a code',
    async (method, prefix) => {
      await fc.assert(
        fc.asyncProperty(segmentArb, segmentArb, async (segment, other) => {
          // A restaurant number in the query is a real request for a client token.
          fc.pre(!/^\d+$/.test(decoded(segment)));
          const path = `${prefix.replace('{any}', other)}${segment}`;
          const response = await call(t, owner, method, path);
          expectRefusedWithCode(response, `${method} ${path}`);
        }),
        {
          numRuns: RUNS / 2,
          examples: SEGMENT_EXAMPLES.map(([segment]) => [segment, segment] as [string, string]),
        },
      );
    },
    TIMEOUT,
  );

  test(
    'GET /payments/sandbox/card-entry?clientToken={value}: never a 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(segmentArb, async (segment) => {
          const response = await t.app.inject({
            method: 'GET',
            url: `/payments/sandbox/card-entry?clientToken=${segment}`,
          });
          expect(response.statusCode, `card-entry ${segment} -> ${response.body}`).toBeLessThan(
            500,
          );
          expect(response.statusCode, `card-entry ${segment}`).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: RUNS / 2, examples: SEGMENT_EXAMPLES },
      );
    },
    TIMEOUT,
  );
});

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function isJson(raw: string): boolean {
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}
