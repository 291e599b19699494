import { describe, expect, test } from 'vitest';
import { openPlannedDatabase } from '../../../test/query-plans';
import type { PromotionsTable } from '../../db/schema';
import {
  discountOf,
  findPromotion,
  normalizePromoCode,
  promotionExceptionFor,
  type PromotionContext,
} from './promotions';

const promotion = (row: Partial<PromotionsTable> = {}): PromotionsTable => ({
  code: 'CODE',
  name: 'A code',
  kind: 'percent',
  value: 10,
  min_subtotal_cents: 0,
  valid_from: null,
  valid_to: null,
  restaurant_numbers: null,
  menu_item_ids: null,
  once_per_customer: 0,
  active: 1,
  ...row,
});
const context: PromotionContext = {
  now: 1_000,
  restaurantNumber: 1001,
  bagTotalCents: 10_000,
  menuItemIds: ['CMG-4012'],
  usedAlready: false,
};

describe('promotion rules', () => {
  test('a plain active promotion applies', () => {
    expect(promotionExceptionFor(promotion(), context)).toBeNull();
  });

  test('an expired promotion is COO-0117, one not yet valid is COO-0118', () => {
    expect(promotionExceptionFor(promotion({ valid_to: 999 }), context)).toBe('COO-0117');
    expect(promotionExceptionFor(promotion({ valid_to: 1_000 }), context)).toBeNull();
    expect(promotionExceptionFor(promotion({ valid_from: 1_001 }), context)).toBe('COO-0118');
  });

  test('inactive, another restaurant, used already and below the minimum are COO-0118', () => {
    expect(promotionExceptionFor(promotion({ active: 0 }), context)).toBe('COO-0118');
    expect(promotionExceptionFor(promotion({ restaurant_numbers: '[2001]' }), context)).toBe(
      'COO-0118',
    );
    expect(promotionExceptionFor(promotion({ restaurant_numbers: '[1001]' }), context)).toBeNull();
    expect(
      promotionExceptionFor(promotion({ once_per_customer: 1 }), { ...context, usedAlready: true }),
    ).toBe('COO-0118');
    expect(promotionExceptionFor(promotion(), { ...context, usedAlready: true })).toBeNull();
    expect(promotionExceptionFor(promotion({ min_subtotal_cents: 10_001 }), context)).toBe(
      'COO-0118',
    );
    expect(promotionExceptionFor(promotion({ min_subtotal_cents: 10_000 }), context)).toBeNull();
  });

  test('a promotion for menu items needs one of them in the bag: COO-0070', () => {
    expect(promotionExceptionFor(promotion({ menu_item_ids: '["CMG-4105"]' }), context)).toBe(
      'COO-0070',
    );
    expect(
      promotionExceptionFor(promotion({ menu_item_ids: '["CMG-4105","CMG-4012"]' }), context),
    ).toBeNull();
  });

  test('discounts are a percentage or an amount in cents; codes are upper-cased', () => {
    expect(discountOf({ kind: 'percent', value: 15 })).toEqual({ percent: 15 });
    expect(discountOf({ kind: 'amount', value: 500 })).toEqual({ amountCents: 500 });
    expect(normalizePromoCode(' cater15 ')).toBe('CATER15');
  });
});

describe('reading a promotion', () => {
  test('a transaction reads each code once; outside one, every call reads', async () => {
    const { db, plansSinceLastCall } = await openPlannedDatabase();
    await db
      .insertInto('promotions')
      .values(promotion({ code: 'CATER15' }))
      .execute();
    plansSinceLastCall();

    await db.transaction().execute(async (trx) => {
      expect((await findPromotion(trx, 'cater15'))?.code).toBe('CATER15');
      expect((await findPromotion(trx, ' CATER15 '))?.code).toBe('CATER15');
      expect(await findPromotion(trx, 'NOPE')).toBeUndefined();
      expect(await findPromotion(trx, 'NOPE')).toBeUndefined();
    });
    // begin and commit aside: one read per code.
    expect(plansSinceLastCall().filter(Boolean)).toHaveLength(2);

    // The app-wide handle lives on: it must see a promotion changed since.
    await db.updateTable('promotions').set({ name: 'Renamed' }).execute();
    expect((await findPromotion(db, 'CATER15'))?.name).toBe('Renamed');
    await db.updateTable('promotions').set({ name: 'Again' }).execute();
    expect((await findPromotion(db, 'CATER15'))?.name).toBe('Again');
  });
});
