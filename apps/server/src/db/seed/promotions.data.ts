import type { PromotionsTable } from '../schema';

const DAY_MS = 24 * 3600_000;
const BYO_IDS = JSON.stringify(['CMG-4105', 'CMG-4206', 'CMG-4306']);

const promotion = (
  row: Partial<PromotionsTable> & Pick<PromotionsTable, 'code' | 'name' | 'kind' | 'value'>,
): PromotionsTable => ({
  min_subtotal_cents: 0,
  valid_from: null,
  valid_to: null,
  restaurant_numbers: null,
  menu_item_ids: null,
  once_per_customer: 0,
  active: 1,
  ...row,
});

/** Promotion codes covering every rule the promotions service checks (next issue). */
export const demoPromotions: PromotionsTable[] = [
  promotion({ code: 'CATER15', name: '15% off catering', kind: 'percent', value: 15 }),
  promotion({
    code: 'TAKE10',
    name: '$10 off orders of $50 or more',
    kind: 'amount',
    value: 1000,
    min_subtotal_cents: 5000,
  }),
  promotion({
    code: 'BIGPARTY20',
    name: '20% off orders of $500 or more',
    kind: 'percent',
    value: 20,
    min_subtotal_cents: 50_000,
  }),
  promotion({
    code: 'SUMMER24',
    name: 'Summer 2024: 10% off',
    kind: 'percent',
    value: 10,
    valid_from: Date.UTC(2024, 5, 1),
    valid_to: Date.UTC(2024, 8, 1) - 1,
  }),
  promotion({
    code: 'FUTURE25',
    name: '25% off, starting 2099',
    kind: 'percent',
    value: 25,
    valid_from: Date.UTC(2099, 0, 1),
    valid_to: Date.UTC(2099, 0, 1) + 30 * DAY_MS,
  }),
  promotion({
    code: 'NYC10',
    name: '10% off at New York restaurants',
    kind: 'percent',
    value: 10,
    restaurant_numbers: JSON.stringify([1001, 1002, 1003, 1004]),
  }),
  promotion({
    code: 'BOWLS5',
    name: '$5 off Build Your Own',
    kind: 'amount',
    value: 500,
    menu_item_ids: BYO_IDS,
  }),
  promotion({
    code: 'FIRSTCATER',
    name: '$15 off your first catering order',
    kind: 'amount',
    value: 1500,
    min_subtotal_cents: 7500,
    once_per_customer: 1,
  }),
  promotion({ code: 'RETIRED', name: 'A retired code', kind: 'percent', value: 50, active: 0 }),
];
