import fc from 'fast-check';
import { DELIVERY, PICKUP } from './order.helpers';

/** The generated-order test's steps (order-totals.property.test.ts) and their generators. */

export interface Choice {
  menuId: string;
  quantity: number;
  subItems: { menuId: string; quantity: number }[];
}

const BYO_FIXED = ['white-rice', 'black-beans', 'romaine', 'cheese', 'sour-cream', 'guacamole'];
const BYO_MORE = ['tomato-salsa', 'corn-salsa', 'flour-tortilla'];
const BYO = [
  { menuId: 'CMG-4105', proteins: ['chicken'] },
  { menuId: 'CMG-4206', proteins: ['chicken', 'steak'] },
  { menuId: 'CMG-4306', proteins: ['chicken', 'steak', 'carnitas'] },
];
const DIPS = ['tomato-salsa', 'corn-salsa', 'green-salsa', 'red-salsa', 'guacamole', 'queso'];
const nonZero = (subs: Choice['subItems']) => subs.filter((s) => s.quantity > 0);

export const choiceArb: fc.Arbitrary<Choice> = fc.oneof(
  fc
    .record({ kind: fc.constantFrom(...BYO), quantity: fc.integer({ min: 10, max: 60 }) })
    .map(({ kind, quantity }) => ({
      menuId: kind.menuId,
      quantity,
      subItems: [...BYO_FIXED, ...kind.proteins, ...BYO_MORE].map((menuId) => ({
        menuId,
        quantity: 1,
      })),
    })),
  fc
    .record({ boxes: fc.integer({ min: 1, max: 6 }), chicken: fc.integer({ min: 0, max: 60 }) })
    .map(({ boxes, chicken }) => {
      const quantity = boxes * 10;
      const a = Math.min(chicken, quantity);
      const subItems = nonZero([
        { menuId: 'chicken', quantity: a },
        { menuId: 'steak', quantity: quantity - a },
      ]);
      return { menuId: 'CMG-4012', quantity, subItems };
    }),
  fc
    .record({
      quantity: fc.integer({ min: 1, max: 8 }),
      dips: fc.uniqueArray(fc.constantFrom(...DIPS), { minLength: 2, maxLength: 2 }),
      first: fc.integer({ min: 0, max: 8 }),
    })
    .map(({ quantity, dips, first }) => {
      const a = Math.min(first, quantity);
      const subItems = nonZero([
        { menuId: dips[0]!, quantity: a },
        { menuId: dips[1]!, quantity: quantity - a },
      ]);
      return { menuId: 'CMG-4027', quantity, subItems };
    }),
);

export const PLACES = {
  pickup: PICKUP,
  /** Chicago: price tier 2, tax 10.25 %. */
  pickupChicago: { ...PICKUP, restaurantNumber: 2001 },
  delivery: DELIVERY,
} as const;

export type Step =
  | { kind: 'add'; choice: Choice }
  | { kind: 'update'; pick: number; choice: Choice }
  | { kind: 'remove'; pick: number }
  | { kind: 'applyPromotion'; code: string }
  | { kind: 'removePromotion' }
  | { kind: 'intake'; place: keyof typeof PLACES; tip: number | undefined }
  | { kind: 'submit' }
  | { kind: 'edit' }
  | { kind: 'cancel' };

export const placeArb = fc.constantFrom(
  'pickup',
  'pickupChicago',
  'delivery',
  'delivery',
) as fc.Arbitrary<keyof typeof PLACES>;
/** No tip named (the order's own is kept), or one of the checkout's choices, or an amount of one's own. */
export const tipArb = fc.constantFrom(undefined, 0, 0.1, 0.15, 0.2, 0.1234);

export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: choiceArb.map((choice) => ({ kind: 'add' as const, choice })) },
  {
    weight: 2,
    arbitrary: fc
      .record({ pick: fc.nat(20), choice: choiceArb })
      .map((s) => ({ kind: 'update' as const, ...s })),
  },
  { weight: 2, arbitrary: fc.nat(20).map((pick) => ({ kind: 'remove' as const, pick })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('CATER15', 'TAKE10', 'BIGPARTY20', 'BOWLS5', 'FIRSTCATER')
      .map((code) => ({ kind: 'applyPromotion' as const, code })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'removePromotion' as const }) },
  {
    weight: 3,
    arbitrary: fc
      .record({ place: placeArb, tip: tipArb })
      .map((s) => ({ kind: 'intake' as const, ...s })),
  },
  { weight: 3, arbitrary: fc.constant({ kind: 'submit' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'edit' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel' as const }) },
);

/**
 * Always tried first: 15 % off $181.30 of bowls and $61.90 of chips is $36.48, exactly $27.195 and
 * $9.285 on the items; the half cent goes to the bowls, the earlier item ($27.20 and $9.28).
 */
export const HALF_CENT_TIE: [{ place: keyof typeof PLACES; tip: number | undefined }, Step[]] = [
  { place: 'pickup', tip: undefined },
  [
    {
      kind: 'add',
      choice: {
        menuId: 'CMG-4105',
        quantity: 14,
        subItems: [...BYO_FIXED, 'chicken', ...BYO_MORE].map((menuId) => ({ menuId, quantity: 1 })),
      },
    },
    {
      kind: 'add',
      choice: { menuId: 'CMG-4027', quantity: 2, subItems: [{ menuId: 'guacamole', quantity: 2 }] },
    },
    { kind: 'applyPromotion', code: 'CATER15' },
  ],
];
