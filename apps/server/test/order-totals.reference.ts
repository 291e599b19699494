import { dollarsToCents, type Order } from '@catering/domain';
import { expect } from 'vitest';
import type { TestApp } from './harness';

/**
 * An independent reference for an order's totals, in integer arithmetic, from the catalogue's own
 * tables: what the generated-order test holds every answer of the service to, to the cent.
 */

/** n / d rounded half up, for n >= 0 and d > 0. */
const halfUp = (n: bigint, d: bigint): number => Number((2n * n + d) / (2n * d));

/** Largest remainder over integer weights, ties to the earlier line. */
export function referenceSplit(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (amount <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => ({
    floor: Math.floor((amount * Math.max(0, w)) / total),
    rest: (amount * Math.max(0, w)) % total,
  }));
  let left = amount - exact.reduce((sum, e) => sum + e.floor, 0);
  const order = exact.map((_, i) => i).sort((a, b) => exact[b]!.rest - exact[a]!.rest || a - b);
  const shares = exact.map((e) => e.floor);
  for (const i of order) if (left-- > 0) shares[i]! += 1;
  return shares;
}

export interface Catalogue {
  itemPrice(menuId: string, tier: number): number;
  optionPrice(menuId: string, optionId: string, tier: number): number;
  restaurant(number: number): { tier: number; taxPpm: number };
  promotion(code: string): {
    kind: string;
    value: number;
    minSubtotal: number;
    menuItemIds: string[] | null;
  };
}

/** The price, restaurant and promotion tables, read once from the seeded database. */
export async function readCatalogue(t: TestApp): Promise<Catalogue> {
  const db = t.database.db;
  const [items, options, restaurants, promotions] = await Promise.all([
    db.selectFrom('menu_item_prices').selectAll().execute(),
    db.selectFrom('menu_option_prices').selectAll().execute(),
    db
      .selectFrom('restaurants')
      .select(['restaurant_number', 'price_tier', 'tax_rate_ppm'])
      .execute(),
    db.selectFrom('promotions').selectAll().execute(),
  ]);
  const find = <T>(rows: T[], test: (row: T) => boolean, what: string): T => {
    const row = rows.find(test);
    if (!row) throw new Error(`no ${what}`);
    return row;
  };
  return {
    itemPrice: (menuId, tier) =>
      find(items, (r) => r.menu_item_id === menuId && r.price_tier === tier, menuId).price_cents,
    optionPrice: (menuId, optionId, tier) =>
      find(
        options,
        (r) => r.menu_item_id === menuId && r.option_id === optionId && r.price_tier === tier,
        optionId,
      ).price_cents,
    restaurant: (number) => {
      const r = find(
        restaurants,
        (row) => row.restaurant_number === number,
        `restaurant ${number}`,
      );
      return { tier: r.price_tier, taxPpm: r.tax_rate_ppm };
    },
    promotion: (code) => {
      const p = find(promotions, (row) => row.code === code, code);
      return {
        kind: p.kind,
        value: p.value,
        minSubtotal: p.min_subtotal_cents,
        menuItemIds: p.menu_item_ids ? (JSON.parse(p.menu_item_ids) as string[]) : null,
      };
    },
  };
}

/** Why a promotion does not apply to a bag (the codes of BAG-PROMO), or null when it does. */
export function expectedException(
  catalogue: Catalogue,
  code: string,
  subtotal: number,
  menuIds: readonly string[],
): string | null {
  const promotion = catalogue.promotion(code);
  if (subtotal < promotion.minSubtotal) return 'COO-0118';
  if (promotion.menuItemIds && !menuIds.some((id) => promotion.menuItemIds!.includes(id)))
    return 'COO-0070';
  return null;
}

const cents = dollarsToCents;

/** Checks every totals invariant of an order as the service answered it; returns its cents. */
export function checkOrderTotals(catalogue: Catalogue, order: Order, expectedTipPercent: number) {
  const detail = order.orderDetail;
  const { tier, taxPpm } = catalogue.restaurant(detail.store.storeNumber);
  const items = detail.orderItems;
  // Each item priced from the menu at the restaurant's tier.
  const subTotals = items.map((item) => {
    const subItems = item.subItems.reduce((sum, s) => sum + s.quantity * cents(s.price), 0);
    if (item.isOrderAmountFromSubItems) {
      for (const s of item.subItems)
        expect(cents(s.price)).toBe(catalogue.optionPrice(item.menuId, s.menuId, tier));
      expect(cents(item.subTotal)).toBe(subItems);
    } else {
      expect(cents(item.price)).toBe(catalogue.itemPrice(item.menuId, tier));
      expect(cents(item.subTotal)).toBe(item.quantity * cents(item.price));
    }
    return cents(item.subTotal);
  });
  const subtotal = subTotals.reduce((sum, s) => sum + s, 0);
  expect(cents(detail.subTotal)).toBe(subtotal);

  // The promotion: its deduction when it applies, none (and why) when it has stopped applying.
  let deduction = 0;
  const promotion = detail.promotion;
  if (promotion) {
    const exception = expectedException(
      catalogue,
      promotion.code,
      subtotal,
      items.map((item) => item.menuId),
    );
    expect(promotion.exceptionCode).toBe(exception);
    if (!exception) {
      const rule = catalogue.promotion(promotion.code);
      const raw =
        rule.kind === 'percent' ? halfUp(BigInt(subtotal * rule.value), 100n) : rule.value;
      deduction = Math.min(raw, subtotal);
    }
    expect(cents(promotion.deductionAmount)).toBe(deduction);
    expect(cents(promotion.subTotalAfterPromotion)).toBe(subtotal - deduction);
  }
  const afterPromotion = subtotal - deduction;

  const tax = halfUp(BigInt(afterPromotion) * BigInt(taxPpm), 1_000_000n);
  expect(cents(detail.taxTotal)).toBe(tax);

  // Item shares: deduction by subtotals, tax by what each item is taxed on.
  const deductions = referenceSplit(deduction, subTotals);
  const taxes = referenceSplit(
    tax,
    subTotals.map((s, i) => s - deductions[i]!),
  );
  items.forEach((item, i) => {
    expect(cents(item.promotionDeduction)).toBe(deductions[i]);
    expect(cents(item.tax)).toBe(taxes[i]);
    expect(cents(item.total)).toBe(subTotals[i]! - deductions[i]! + taxes[i]!);
  });

  let tip = 0;
  let fee = 0;
  if (detail.isDelivery) {
    const info = detail.deliveryInfo!;
    expect(info.deliveryTipPercent).toBe(expectedTipPercent);
    const tipPpm = BigInt(Math.round(expectedTipPercent * 1_000_000));
    tip = halfUp(BigInt(afterPromotion) * tipPpm, 1_000_000n);
    expect(cents(info.deliveryTip)).toBe(tip);
    fee = cents(info.deliveryQuote.fee);
    expect(fee).toBeGreaterThan(0);
  } else {
    expect(detail.deliveryInfo).toBeNull();
  }
  const total = afterPromotion + tax + tip + fee;
  expect(cents(detail.total)).toBe(total);
  return { subtotal, deduction, tax, tip, total };
}

/** The order's row holds the same totals as its answer. */
export async function checkStoredTotals(
  t: TestApp,
  orderId: string,
  expected: ReturnType<typeof checkOrderTotals>,
) {
  const row = await t.database.db
    .selectFrom('orders')
    .select([
      'sub_total_cents',
      'promotion_deduction_cents',
      'tax_cents',
      'delivery_tip_cents',
      'total_cents',
    ])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({
    sub_total_cents: expected.subtotal,
    promotion_deduction_cents: expected.deduction,
    tax_cents: expected.tax,
    delivery_tip_cents: expected.tip,
    total_cents: expected.total,
  });
}
