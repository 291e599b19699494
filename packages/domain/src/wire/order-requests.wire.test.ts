import { describe, expect, test } from 'vitest';
import {
  addOrderItemBodySchema,
  favoriteBodySchema,
  orderIdSchema,
  orderItemIdSchema,
  popularBuildIdSchema,
  promotionCodeSchema,
  submitOrderBodySchema,
  updateOrderItemBodySchema,
} from './order-requests.wire';

const fieldsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

const ITEM = { menuId: 'CMG-4012', quantity: 10, subItems: [{ menuId: 'chicken', quantity: 10 }] };
const SUBMIT = {
  payment: { paymentProviderId: 'SANDBOX', tokenId: 'sbx_AbC-123' },
  customer: {
    firstName: 'Ana',
    lastName: 'Ruiz',
    emailAddress: 'ana@example.com',
    phoneNumber: '2125550100',
  },
  fraudSessionId: 'fraud-session-1',
};

describe('ids of the order area', () => {
  test('an order, item or popular build id is letters, digits, "-" and "_" only', () => {
    expect(orderIdSchema.safeParse('5ad3b956-731e-423f-9642-b90650427d39').success).toBe(true);
    expect(orderItemIdSchema.safeParse('0d6f3c1e-8a7b-4c2d').success).toBe(true);
    expect(popularBuildIdSchema.safeParse('office-lunch-classic').success).toBe(true);
    for (const bad of ['', '\u0000', 'a\u0000b', 'a b', '../x', 'x'.repeat(65)]) {
      expect(orderIdSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(orderItemIdSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(popularBuildIdSchema.safeParse('x'.repeat(41)).success).toBe(false);
  });

  test('a promotion code is any text of 1 to 20 characters without control characters', () => {
    expect(promotionCodeSchema.safeParse('CATER15').success).toBe(true);
    // An unknown code is the service's to refuse with its own promotion code.
    expect(promotionCodeSchema.safeParse('SAVE 10!').success).toBe(true);
    for (const bad of ['', 'A\u0000', '\u001fX', 'x'.repeat(21)]) {
      expect(promotionCodeSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('item bodies', () => {
  test('refuse a menu id, sub-item menu id or item id that is not an id', () => {
    const bad = 'chick\u0000en';
    expect(fieldsOf(addOrderItemBodySchema.safeParse({ ...ITEM, menuId: bad }))).toEqual([
      'menuId',
    ]);
    const subItems = [{ menuId: bad, quantity: 1 }];
    expect(fieldsOf(addOrderItemBodySchema.safeParse({ ...ITEM, subItems }))).toEqual([
      'subItems.0.menuId',
    ]);
    expect(
      fieldsOf(updateOrderItemBodySchema.safeParse({ ...ITEM, orderItemId: 'i\u00001' })),
    ).toEqual(['orderItemId']);
  });
});

describe('the submit body', () => {
  test('takes the payment token and provider as ids, with the rule of the wallet', () => {
    expect(submitOrderBodySchema.safeParse(SUBMIT).success).toBe(true);
    for (const tokenId of ['\u0000', 'sbx_\u0000', 'sbx x', 'x'.repeat(65)]) {
      const body = { ...SUBMIT, payment: { ...SUBMIT.payment, tokenId } };
      expect(fieldsOf(submitOrderBodySchema.safeParse(body)), JSON.stringify(tokenId)).toEqual([
        'payment.tokenId',
      ]);
    }
    const provider = { ...SUBMIT, payment: { ...SUBMIT.payment, paymentProviderId: 'SAND\u0001' } };
    expect(fieldsOf(submitOrderBodySchema.safeParse(provider))).toEqual([
      'payment.paymentProviderId',
    ]);
  });

  test('refuses control characters in the contact names and the fraud session id', () => {
    const body = {
      ...SUBMIT,
      customer: { ...SUBMIT.customer, firstName: 'A\u0000na', lastName: 'Ruiz\u001f' },
      fraudSessionId: 'fs\u007f',
    };
    expect(fieldsOf(submitOrderBodySchema.safeParse(body))).toEqual([
      'customer.firstName',
      'customer.lastName',
      'fraudSessionId',
    ]);
  });
});

test('a favorite name refuses control characters', () => {
  expect(favoriteBodySchema.safeParse({ favoriteName: 'Friday lunch' }).success).toBe(true);
  expect(favoriteBodySchema.safeParse({ favoriteName: 'Fri\u0000day' }).success).toBe(false);
});
