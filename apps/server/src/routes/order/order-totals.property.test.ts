import fc from 'fast-check';
import type { Order } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  call,
  startOrderApp,
  startShopper,
  submit,
  submitBody,
  type OrderTestApp,
  type Shopper,
} from '../../../test/order.helpers';
import {
  checkOrderTotals,
  checkStoredTotals,
  expectedException,
  readCatalogue,
  type Catalogue,
} from '../../../test/order-totals.reference';
import {
  HALF_CENT_TIE,
  PLACES,
  placeArb,
  stepArb,
  tipArb,
  type Choice,
  type Step,
} from '../../../test/generated-order.arbitraries';

/**
 * Generated orders, driven through the API: items added, changed and removed, promotions that stop
 * applying, pickup and delivery at two price tiers and tax rates, tips kept or changed, submit,
 * edit and cancel. After every step the order is held to the reference of every totals invariant
 * (order-totals.reference.ts), to the cent, in its answer and in its row.
 */

interface World {
  phase: 'open' | 'submitted' | 'editing' | 'cancelled';
  /** The order the bag calls go to: the open order, or the edit draft. */
  cartId: string;
  placedId: string | null;
  /** The tip the customer last chose (15 % until they choose). */
  tip: number;
  card: Awaited<ReturnType<typeof submitBody>> | null;
  /** The placed order as it was when its edit began, and its tip. */
  placed: Order | null;
  placedTip: number;
}

const tipOf = (tip: number | undefined) => (tip === undefined ? {} : { deliveryTipPercent: tip });

/** Keeps a slot's headcount (400 at restaurant 1001) out of the way, even for an edit beside its original. */
const MAX_HEADCOUNT = 150;
const isEntree = (menuId: string) => menuId !== 'CMG-4027';

describe.each(dialects)('generated orders keep every total to the cent on %s', (dialect) => {
  let t: OrderTestApp;
  let catalogue: Catalogue;
  beforeAll(async () => {
    t = await startOrderApp(dialect, {
      SESSION_WRITES_PER_MINUTE: '100000',
      ADDRESS_WRITES_PER_MINUTE: '100000',
      NEW_SESSIONS_PER_MINUTE: '100000',
      SANDBOX_CARD_POSTS_PER_MINUTE: '100000',
    });
    catalogue = await readCatalogue(t);
  });
  afterAll(async () => t?.close());

  test('through items, promotions, intakes, tips, submit, edit and cancel', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ place: placeArb, tip: tipArb }),
        fc.array(stepArb, { minLength: 6, maxLength: 16, size: 'max' }),
        async (start, steps) => {
          await t.database.db.deleteFrom('slot_bookings').execute();
          await runOrder(t, catalogue, start, steps);
        },
      ),
      { numRuns: 20, examples: [HALF_CENT_TIE] },
    );
  }, 120_000);
});

async function runOrder(
  t: OrderTestApp,
  catalogue: Catalogue,
  start: { place: keyof typeof PLACES; tip: number | undefined },
  steps: Step[],
) {
  const shopper = await startShopper(t);
  const body = { ...PLACES[start.place], ...tipOf(start.tip) };
  const created = await call(t, shopper, 'POST', '/order', { body });
  expect(created.statusCode, created.body).toBe(201);
  const world: World = {
    phase: 'open',
    cartId: (created.json() as Order).id,
    placedId: null,
    tip: start.tip ?? 0.15,
    card: null,
    placed: null,
    placedTip: start.tip ?? 0.15,
  };
  let view = await check(t, catalogue, shopper, world);
  for (const step of steps) {
    const expected = await perform(t, catalogue, shopper, world, view, step);
    const next = await check(t, catalogue, shopper, world);
    if (expected === 'unchanged') expect(next).toEqual(view);
    view = next;
  }
}

type Outcome = 'changed' | 'unchanged';

/** One step through the API, with the answer the reference expects; skips steps that do not apply. */
async function perform(
  t: OrderTestApp,
  catalogue: Catalogue,
  shopper: Shopper,
  world: World,
  view: Order,
  step: Step,
): Promise<Outcome> {
  const open = world.phase === 'open' || world.phase === 'editing';
  const items = view.orderDetail.orderItems;
  const subtotal = Math.round(view.orderDetail.subTotal * 100);
  const headcount = items.reduce(
    (sum, item) => sum + (isEntree(item.menuId) ? item.quantity : 0),
    0,
  );
  const { tier } = catalogue.restaurant(view.orderDetail.store.storeNumber);
  const priceOf = (choice: Choice) =>
    isEntree(choice.menuId)
      ? choice.quantity * catalogue.itemPrice(choice.menuId, tier)
      : choice.subItems.reduce(
          (sum, s) => sum + s.quantity * catalogue.optionPrice(choice.menuId, s.menuId, tier),
          0,
        );
  const expectAnswer = async (
    response: Awaited<ReturnType<typeof call>>,
    refusal: string | null,
  ): Promise<Outcome> => {
    if (refusal) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.json().errorCode).toBe(refusal);
      return 'unchanged';
    }
    expect(response.statusCode, response.body).toBe(200);
    return 'changed';
  };

  switch (step.kind) {
    case 'add': {
      if (!open) return 'unchanged';
      const more = isEntree(step.choice.menuId) ? step.choice.quantity : 0;
      if (headcount + more > MAX_HEADCOUNT) return 'unchanged';
      const refusal =
        items.length >= 25
          ? 'ORD-0414'
          : subtotal + priceOf(step.choice) > 1_000_000
            ? 'ORD-0416'
            : null;
      const response = await call(t, shopper, 'POST', `/order/${world.cartId}/item`, {
        body: step.choice,
      });
      return expectAnswer(response, refusal);
    }
    case 'update': {
      const item = items[step.pick % Math.max(1, items.length)];
      if (!open || !item) return 'unchanged';
      const before = isEntree(item.menuId) ? item.quantity : 0;
      const more = isEntree(step.choice.menuId) ? step.choice.quantity : 0;
      if (headcount - before + more > MAX_HEADCOUNT) return 'unchanged';
      const after = subtotal - Math.round(item.subTotal * 100) + priceOf(step.choice);
      const refusal = after > 1_000_000 && after > subtotal ? 'ORD-0416' : null;
      const response = await call(t, shopper, 'PUT', `/order/${world.cartId}/item`, {
        body: { ...step.choice, orderItemId: item.orderItemId },
      });
      return expectAnswer(response, refusal);
    }
    case 'remove': {
      const item = items[step.pick % Math.max(1, items.length)];
      if (!open || !item) return 'unchanged';
      const path = `/order/${world.cartId}/item/${item.orderItemId}`;
      return expectAnswer(await call(t, shopper, 'DELETE', path), null);
    }
    case 'applyPromotion': {
      if (!open) return 'unchanged';
      const current = view.orderDetail.promotion?.code;
      const refusal =
        current && current !== step.code
          ? 'PRM-0409'
          : expectedException(
              catalogue,
              step.code,
              subtotal,
              items.map((item) => item.menuId),
            );
      const path = `/order/${world.cartId}/promotions/${step.code}`;
      return expectAnswer(await call(t, shopper, 'POST', path), refusal);
    }
    case 'removePromotion': {
      const code = view.orderDetail.promotion?.code;
      if (!open || !code) return 'unchanged';
      const path = `/order/${world.cartId}/promotions/${code}`;
      return expectAnswer(await call(t, shopper, 'DELETE', path), null);
    }
    case 'intake': {
      if (!open) return 'unchanged';
      const body = { ...PLACES[step.place], ...tipOf(step.tip) };
      const outcome = await expectAnswer(await call(t, shopper, 'PUT', '/order', { body }), null);
      if (step.tip !== undefined) world.tip = step.tip;
      return outcome;
    }
    case 'submit': {
      if (!open) return 'unchanged';
      const detail = view.orderDetail;
      const afterPromotion = subtotal - Math.round((detail.promotion?.deductionAmount ?? 0) * 100);
      const refusal =
        items.length === 0
          ? 'ORD-0400'
          : (detail.promotion?.exceptionCode ??
            (detail.isDelivery && afterPromotion > 135_000 ? 'ORD-0413' : null));
      world.card ??= await submitBody(t, shopper);
      const response = await submit(t, shopper, world.cartId, world.card);
      const outcome = await expectAnswer(response, refusal);
      if (outcome === 'changed') {
        const placed = response.json() as Order;
        if (world.placedId) expect(placed.id).toBe(world.placedId);
        world.placedId = placed.id;
        world.phase = 'submitted';
      }
      return outcome;
    }
    case 'edit': {
      if (world.phase !== 'submitted') return 'unchanged';
      const response = await call(t, shopper, 'PUT', `/order/${world.placedId}/markforupdate`);
      expect(response.statusCode, response.body).toBe(200);
      world.cartId = (response.json() as Order).id;
      world.placed = view;
      world.placedTip = world.tip;
      world.phase = 'editing';
      return 'changed';
    }
    case 'cancel': {
      if (world.phase === 'cancelled') return 'unchanged';
      if (world.phase === 'editing') {
        // Cancelling the draft undoes the edit: the placed order is as it was.
        await expectAnswer(await call(t, shopper, 'DELETE', `/order/${world.cartId}`), null);
        const placed = await call(t, shopper, 'GET', `/order/${world.placedId}`);
        expect(placed.json()).toEqual(world.placed);
        // A tip chosen in the draft went with it.
        world.tip = world.placedTip;
        world.phase = 'submitted';
        return 'changed';
      }
      const id = world.placedId ?? world.cartId;
      await expectAnswer(await call(t, shopper, 'DELETE', `/order/${id}`), null);
      world.placedId = id;
      world.phase = 'cancelled';
      return 'changed';
    }
  }
}

/** The order as it now is, held to every invariant; a placed one also to its payment. */
async function check(
  t: OrderTestApp,
  catalogue: Catalogue,
  shopper: Shopper,
  world: World,
): Promise<Order> {
  const path =
    world.phase === 'open' || world.phase === 'editing'
      ? '/order/cart'
      : `/order/${world.placedId}`;
  const response = await call(t, shopper, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  const order = response.json() as Order;
  const totals = checkOrderTotals(catalogue, order, world.tip);
  await checkStoredTotals(t, order.id, totals);
  if (world.phase === 'submitted' || world.phase === 'cancelled') {
    const payments = order.orderDetail.paymentItems;
    const row = await t.database.db
      .selectFrom('orders')
      .select('authorization_id')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    if (world.phase === 'submitted' || row.authorization_id) {
      const voided = world.phase === 'cancelled';
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({
        amount: order.orderDetail.total,
        status: voided ? 'Voided' : 'Authorized',
      });
      const authorization = await t.database.db
        .selectFrom('payment_authorizations')
        .select(['amount_cents', 'status'])
        .where('id', '=', row.authorization_id ?? '')
        .executeTakeFirstOrThrow();
      expect(authorization).toEqual({
        amount_cents: totals.total,
        status: voided ? 'voided' : 'approved',
      });
    } else {
      expect(payments).toEqual([]);
    }
  }
  return order;
}
