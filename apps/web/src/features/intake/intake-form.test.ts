import { builderPathFor } from '@catering/domain';
import { describe, expect, test } from 'vitest';
import { orderFixture } from '../../test/fake-api';
import { intakeDefaults, intakeResolver, intakeTarget } from './intake-form';

const builder = (id: string, item?: string) => builderPathFor(id, id, item);

describe('intakeTarget', () => {
  test('returns to the route named by action first', () => {
    expect(intakeTarget({ action: '/bag/checkout', menuItemId: 'CMG-4105' }, builder)).toBe(
      '/bag/checkout',
    );
  });

  test('goes on to the builder of the menu item, with the order item when editing', () => {
    expect(intakeTarget({ menuItemId: 'CMG-4012' }, builder)).toBe(
      '/builder/burritosbythebox/CMG-4012',
    );
    expect(intakeTarget({ menuItemId: 'CMG-4105', orderItemId: 'i1' }, builder)).toBe(
      '/builder/buildyourown/CMG-4105/i1',
    );
  });

  test('goes Home otherwise, and never to another site', () => {
    expect(intakeTarget({}, builder)).toBe('/');
    expect(intakeTarget({ action: '//evil.example' }, builder)).toBe('/');
  });
});

test('starts from the current order in its restaurant time zone when editing', () => {
  const values = intakeDefaults(orderFixture(), 'pickup');
  expect(values).toMatchObject({
    orderType: 'pickup',
    restaurantNumber: 1001,
    date: '2026-11-27',
    time: '12:30',
    eventType: 'LUNCH',
  });
});

test('keeps the delivery tip the customer chose, so re-saving the intake does not reset it', async () => {
  const delivery = orderFixture(1, {
    orderType: 'delivery',
    isDelivery: true,
    pickupInfo: null,
    deliveryInfo: {
      deliveryDate: '2026-11-27T17:30:00Z',
      deliveryTipPercent: 0.2,
      deliveryTip: 43.8,
      deliveryQuote: { quoteId: 'q1', fee: 4.99, expiresAt: null },
      deliveryAddress: {
        address1: '405 Lexington Ave',
        city: 'New York',
        state: 'NY',
        postalCode: '10174',
        country: 'US',
        addressName: 'OFFICE',
      },
    },
  });
  const values = intakeDefaults(delivery, 'pickup');
  expect(values.deliveryTipPercent).toBe(0.2);
  const options = { fields: {}, shouldUseNativeValidation: false } as never;
  const result = await intakeResolver(values, undefined, options);
  expect(result.values).toMatchObject({ orderType: 'delivery', deliveryTipPercent: 0.2 });
  expect(intakeDefaults(orderFixture(), 'delivery').deliveryTipPercent).toBeUndefined();
});

describe('intakeResolver', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as never;

  test('asks for a date and a time when none is chosen', async () => {
    const values = {
      orderType: 'pickup',
      restaurantNumber: 1001,
      date: null,
      time: '',
      eventType: 'LUNCH',
    };
    const result = await intakeResolver(values as never, undefined, options);
    expect(result.errors.date?.message).toBe('Please choose a date');
    expect(result.errors.time?.message).toBe('Please choose a time');
  });

  test('ignores the delivery address of a pickup order', async () => {
    const values = {
      orderType: 'pickup',
      restaurantNumber: 1001,
      date: '2026-11-27',
      time: '12:30',
      eventType: 'LUNCH',
      deliveryAddress: { address1: '' },
    };
    const result = await intakeResolver(values as never, undefined, options);
    expect(result.errors).toEqual({});
  });
});
