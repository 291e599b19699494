import { describe, expect, test } from 'vitest';
import { orderFixture } from '../../test/fake-api';
import { orderSchedule } from '@catering/domain';
import { splitSchedule, validityMessage } from './order-summary-band';

const valid = {
  isRestaurantValid: true,
  isDateValid: true,
  isTimeValid: true,
  validationErrors: [],
};

describe('the order-summary band', () => {
  test("shows pickup time in the restaurant's time zone", () => {
    expect(orderSchedule(orderFixture())).toEqual({
      kind: 'Pickup',
      when: 'Friday, November 27, 12:30 PM',
      short: 'Fri, Nov 27, 12:30 PM',
    });
  });

  test('shows delivery as a 15-minute window', () => {
    const order = orderFixture(0, {
      isDelivery: true,
      pickupInfo: null,
      deliveryInfo: { deliveryDate: '2026-11-27T17:30:00Z' } as never,
    });
    expect(orderSchedule(order).when).toBe('Friday, November 27, 12:30 PM - 12:45 PM');
    expect(orderSchedule(order).short).toBe('Fri, Nov 27, 12:30 PM - 12:45 PM');
  });

  test('splits a phone schedule into its date and its time, so that a window never breaks', () => {
    expect(splitSchedule('Fri, Nov 27, 12:30 PM - 12:45 PM')).toEqual([
      'Fri, Nov 27,',
      '12:30 PM - 12:45 PM',
    ]);
    expect(splitSchedule('9:00 AM')).toEqual(['', '9:00 AM']);
  });

  test('names the first invalid part of the intake', () => {
    expect(validityMessage(orderFixture(), valid)).toBeUndefined();
    expect(
      validityMessage(orderFixture(), { ...valid, isDateValid: false, isTimeValid: false }),
    ).toBe("There's an error with your pickup date.");
    const menuItem = { errorCode: 'menuItem' as const, field: 'menuId' };
    expect(validityMessage(orderFixture(), { ...valid, validationErrors: [menuItem] })).toBe(
      "There's an error with your pickup details.",
    );
  });
});
