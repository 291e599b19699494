import { expect, test } from 'vitest';
import { intakeSchema, isCalendarDate } from './intake.schema';

const address = { address1: '1 Main St', city: 'Denver', state: 'CO', postalCode: '80202' };

const pickup = {
  orderType: 'pickup',
  restaurantNumber: 2541,
  date: '2025-11-26',
  time: '11:30',
  eventType: 'BIRTHDAY',
};

test('accepts a pickup intake and leaves an omitted tip unset, for the order to keep its own', () => {
  expect(intakeSchema.parse(pickup).deliveryTipPercent).toBeUndefined();
  expect(intakeSchema.parse({ ...pickup, deliveryTipPercent: 0.2 }).deliveryTipPercent).toBe(0.2);
});

test('requires a delivery address only for delivery', () => {
  const delivery = { ...pickup, orderType: 'delivery' };
  expect(intakeSchema.safeParse(delivery).error?.issues[0]?.path).toEqual(['deliveryAddress']);
  expect(intakeSchema.safeParse({ ...delivery, deliveryAddress: address }).success).toBe(true);
});

test('rejects impossible dates, malformed times and unknown order types', () => {
  const result = intakeSchema.safeParse({
    ...pickup,
    orderType: 'drone',
    date: '2025-02-30',
    time: '24:00',
  });
  expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['orderType', 'date', 'time']);
});

test('knows real calendar dates from look-alikes', () => {
  expect(isCalendarDate('2024-02-29')).toBe(true);
  expect(isCalendarDate('2025-02-29')).toBe(false);
  expect(isCalendarDate('2025-13-01')).toBe(false);
  expect(isCalendarDate('25-11-26')).toBe(false);
});

test('refuses a control character in the event type', () => {
  for (const eventType of ['\u0000', 'LUN\u0000CH', 'LUNCH\u001f']) {
    expect(
      intakeSchema.safeParse({ ...pickup, eventType }).error?.issues.map((issue) => issue.path),
      JSON.stringify(eventType),
    ).toEqual([['eventType']]);
  }
});
