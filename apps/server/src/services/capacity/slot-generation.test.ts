import { describe, expect, test } from 'vitest';
import { openIntervalOn, type HoursCalendar } from '../restaurants/real-hours';
import { generateSlots, hasRoom, type RestaurantDay } from './slot-generation';

const everyDay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  openMinute: 11 * 60,
  closeMinute: 13 * 60,
}));
const calendar = (timezoneId: string): HoursCalendar => ({
  timezoneId,
  weekly: everyDay,
  closures: new Set(),
});

function day(
  date: string,
  overrides: Partial<RestaurantDay> = {},
  timezoneId = 'America/New_York',
): RestaurantDay {
  return {
    restaurantNumber: 1,
    timezoneId,
    open: openIntervalOn(calendar(timezoneId), date),
    leadTimeMinutes: 24 * 60,
    slotOrderLimit: 2,
    slotHeadcountLimit: 100,
    bookings: new Map(),
    takesOrderType: true,
    ...overrides,
  };
}

const longAgo = Date.parse('2027-01-01T00:00:00Z');

describe('slot generation', () => {
  test('makes 15-minute slots from opening until 15 minutes before closing', () => {
    const slots = generateSlots([day('2027-03-15')], longAgo, 'America/New_York');
    expect(slots).toHaveLength(8);
    expect(slots[0]?.intervalStartTime).toBe('2027-03-15T11:00:00-04:00');
    expect(slots.at(-1)?.intervalStartTime).toBe('2027-03-15T12:45:00-04:00');
    expect(slots.every((slot) => slot.isIntervalAvailable)).toBe(true);
  });

  test('keeps local opening hours across the spring and autumn changes', () => {
    const spring = generateSlots([day('2027-03-14')], longAgo, 'America/New_York');
    const autumn = generateSlots([day('2027-11-07')], longAgo, 'America/New_York');
    expect(spring[0]).toMatchObject({
      intervalStartTime: '2027-03-14T11:00:00-04:00',
      intervalStartTimeUtc: '2027-03-14T15:00:00.000Z',
    });
    expect(autumn[0]).toMatchObject({
      intervalStartTime: '2027-11-07T11:00:00-05:00',
      intervalStartTimeUtc: '2027-11-07T16:00:00.000Z',
    });
  });

  test('a slot inside the lead time is unavailable', () => {
    const now = Date.parse('2027-03-14T15:30:00Z');
    const slots = generateSlots([day('2027-03-15')], now, 'America/New_York');
    const available = slots
      .filter((slot) => slot.isIntervalAvailable)
      .map((slot) => slot.intervalStartTimeUtc);
    expect(available[0]).toBe('2027-03-15T15:30:00.000Z');
    expect(slots.filter((slot) => !slot.isIntervalAvailable)).toHaveLength(2);
  });

  test('a full slot is unavailable; a slot with room for the headcount stays available', () => {
    const full = Date.parse('2027-03-15T15:00:00Z');
    const crowded = Date.parse('2027-03-15T15:15:00Z');
    const bookings = new Map([
      [full, { ordersCount: 2, headcount: 20 }],
      [crowded, { ordersCount: 1, headcount: 90 }],
    ]);
    const slots = generateSlots([day('2027-03-15', { bookings })], longAgo, 'America/New_York', 10);
    expect(slots[0]?.isIntervalAvailable).toBe(false);
    expect(slots[1]?.isIntervalAvailable).toBe(true);
    expect(
      generateSlots([day('2027-03-15', { bookings })], longAgo, 'America/New_York', 11)[1]
        ?.isIntervalAvailable,
    ).toBe(false);
  });

  test('a closed day has no slots and a restaurant without the order type takes none', () => {
    expect(generateSlots([day('2027-03-15', { open: null })], longAgo, 'America/New_York')).toEqual(
      [],
    );
    const slots = generateSlots(
      [day('2027-03-15', { takesOrderType: false })],
      longAgo,
      'America/New_York',
    );
    expect(slots.some((slot) => slot.isIntervalAvailable)).toBe(false);
  });

  test('merges restaurants by instant and names those that can take each slot', () => {
    const chicago = day('2027-03-15', { restaurantNumber: 2 }, 'America/Chicago');
    const slots = generateSlots([day('2027-03-15'), chicago], longAgo, 'America/New_York');
    const noonEastern = slots.find(
      (slot) => slot.intervalStartTime === '2027-03-15T12:00:00-04:00',
    );
    expect(noonEastern?.restaurantNumbers).toEqual([1, 2]);
    expect(
      slots.find((slot) => slot.intervalStartTime === '2027-03-15T11:00:00-04:00')
        ?.restaurantNumbers,
    ).toEqual([1]);
    expect(slots).toHaveLength(12);
  });

  test('hasRoom checks both the order limit and the headcount limit', () => {
    const limits = day('2027-03-15');
    expect(hasRoom(undefined, limits, 100)).toBe(true);
    expect(hasRoom(undefined, limits, 101)).toBe(false);
    expect(hasRoom({ ordersCount: 2, headcount: 0 }, limits, 1)).toBe(false);
  });

  test('an unavailable slot says why: too soon, full, closed, past the window, not offered', () => {
    const now = Date.parse('2027-03-14T15:30:00Z');
    const full = Date.parse('2027-03-15T16:00:00Z');
    const bookings = new Map([[full, { ordersCount: 2, headcount: 20 }]]);
    const slots = generateSlots([day('2027-03-15', { bookings })], now, 'America/New_York');
    const reasonAt = (utc: string) =>
      slots.find((slot) => slot.intervalStartTimeUtc === utc)?.unavailableReason;
    expect(reasonAt('2027-03-15T15:00:00.000Z')).toBe('tooSoon');
    expect(reasonAt('2027-03-15T16:00:00.000Z')).toBe('full');
    expect(reasonAt('2027-03-15T15:30:00.000Z')).toBeUndefined();
    expect(
      slots.filter((slot) => slot.isIntervalAvailable).every((s) => !s.unavailableReason),
    ).toBe(true);
    const past = generateSlots([day('2027-03-15')], longAgo, 'America/New_York', 0, -Infinity);
    expect(past.map((slot) => slot.unavailableReason)).toEqual(Array(8).fill('outsideWindow'));
    const notOffered = generateSlots(
      [day('2027-03-15', { takesOrderType: false })],
      longAgo,
      'America/New_York',
    );
    expect(new Set(notOffered.map((slot) => slot.unavailableReason))).toEqual(
      new Set(['notOffered']),
    );
  });

  test('with several restaurants a slot gives the nearest reason that applies to any of them', () => {
    // Chicago opens an hour after New York (11:00 Central is 12:00 Eastern) and is full at 13:00
    // Eastern; New York does not take this order type at all.
    const chicagoNoon = Date.parse('2027-03-15T17:00:00Z');
    const chicago = day(
      '2027-03-15',
      { restaurantNumber: 2, bookings: new Map([[chicagoNoon, { ordersCount: 2, headcount: 0 }]]) },
      'America/Chicago',
    );
    const newYork = day('2027-03-15', { takesOrderType: false });
    const slots = generateSlots([newYork, chicago], longAgo, 'America/New_York');
    const at = (local: string) => slots.find((slot) => slot.intervalStartTime === local);
    // New York does not take the order type, Chicago is full: the nearer reason wins.
    expect(at('2027-03-15T13:00:00-04:00')?.unavailableReason).toBe('full');
    // Before Chicago opens: New York is open but does not offer it, Chicago is closed.
    expect(at('2027-03-15T11:00:00-04:00')?.unavailableReason).toBe('closed');
    expect(at('2027-03-15T13:15:00-04:00')).toMatchObject({
      isIntervalAvailable: true,
      restaurantNumbers: [2],
    });
  });
});
