import { describe, expect, test } from 'vitest';
import { centsToDollars, dollarsToCents } from './money.wire';
import { orderSchema } from './order.wire';
import {
  addOrderItemBodySchema,
  orderValidationSchema,
  submitOrderBodySchema,
} from './order-requests.wire';

const order = {
  id: 'o1',
  orderNumber: null,
  status: 'Open',
  name: null,
  orderDetail: {
    orderType: 'pickup',
    orderItems: [
      {
        orderItemId: 'i1',
        menuId: 'CMG-4012',
        name: 'Burritos by the Box',
        displayName: 'Burritos by the Box',
        displaySubName: null,
        servesText: 'Serves 10',
        quantity: 10,
        price: 12.5,
        subTotal: 125,
        tax: 0,
        total: 125,
        createdTimestamp: '2026-11-25T12:00:00.000Z',
        isOrderAmountFromSubItems: false,
        promotionDeduction: 0,
        popularBuildItemId: null,
        popularBuildName: null,
        subItems: [
          { menuId: 'chicken', name: 'Chicken', quantity: 10, price: 0, foodGroup: 'proteins' },
        ],
      },
    ],
    paymentItems: [],
    promotionItems: [],
    promotion: null,
    popularBuildItems: [],
    store: { storeNumber: 1001, name: 'Union Square', timezoneId: 'America/New_York' },
    isDelivery: false,
    eventType: 'LUNCH',
    subTotal: 125,
    taxTotal: 11.09,
    total: 136.09,
    pickupInfo: { pickupDate: '2026-11-27T17:00:00.000Z' },
    deliveryInfo: null,
    isGuest: true,
    customer: null,
    submittedAt: null,
    favoriteName: null,
  },
};

describe('money on the wire', () => {
  test('converts cents to dollars and back without drifting', () => {
    for (const cents of [0, 1, 1999, 123456, 135000])
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    expect(dollarsToCents(19.99)).toBe(1999);
  });
});

describe('order wire schemas', () => {
  test('accept an order of the documented shape', () => {
    expect(orderSchema.parse(order).orderDetail.orderItems[0]?.subItems[0]?.foodGroup).toBe(
      'proteins',
    );
  });

  test('reject an order with an unknown status or a sub-cent amount', () => {
    expect(orderSchema.safeParse({ ...order, status: 'Lost' }).success).toBe(false);
    expect(
      orderSchema.safeParse({ ...order, orderDetail: { ...order.orderDetail, total: 1.001 } })
        .success,
    ).toBe(false);
  });

  test('an item body carries choices only and refuses a zero headcount', () => {
    const body = {
      menuId: 'CMG-4012',
      quantity: 10,
      subItems: [{ menuId: 'chicken', quantity: 10 }],
      price: 1,
    };
    expect(addOrderItemBodySchema.parse(body)).not.toHaveProperty('price');
    expect(addOrderItemBodySchema.safeParse({ ...body, quantity: 0 }).success).toBe(false);
  });

  test('a submit needs a ten-digit phone whose area code starts 2-9', () => {
    const body = {
      payment: { paymentProviderId: 'SANDBOX', tokenId: 'tok_1' },
      customer: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        emailAddress: 'ana@example.com',
        phoneNumber: '2125550100',
      },
      fraudSessionId: 'fs-1',
    };
    expect(submitOrderBodySchema.safeParse(body).success).toBe(true);
    expect(
      submitOrderBodySchema.safeParse({
        ...body,
        customer: { ...body.customer, phoneNumber: '1125550100' },
      }).success,
    ).toBe(false);
  });

  test('intake validation errors use the keys of ORD-INTAKE-8', () => {
    const valid = {
      isRestaurantValid: false,
      isDateValid: true,
      isTimeValid: true,
      validationErrors: [{ errorCode: 'restaurantMissing', field: 'store' }],
    };
    expect(orderValidationSchema.safeParse(valid).success).toBe(true);
    expect(
      orderValidationSchema.safeParse({
        ...valid,
        validationErrors: [{ errorCode: 'nope', field: 'x' }],
      }).success,
    ).toBe(false);
  });
});

describe('transaction wire schemas', () => {
  test('a wallet card carries a masked number and refuses a fractional expiry month', async () => {
    const { walletCardSchema } = await import('./transaction.wire');
    const card = {
      tokenId: 'tok_1',
      isGiftCard: false,
      tokenizedAccountNumber: '************1111',
      expiration: '12/30',
      expirationMonth: 12,
      expirationYear: 2030,
      cardHolderName: 'Ana Ruiz',
      paymentMethod: 'VISA',
      paymentProviderId: 'SANDBOX',
      billingZip: '10017',
    };
    expect(walletCardSchema.parse(card).tokenizedAccountNumber).toBe('************1111');
    expect(walletCardSchema.safeParse({ ...card, expirationMonth: 1.5 }).success).toBe(false);
  });
});
