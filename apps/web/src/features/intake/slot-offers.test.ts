import type { TimeSlot } from '@catering/domain';
import { expect, test } from 'vitest';
import type { Restaurant } from '../../api/restaurant';
import { freeRestaurantsAt, nearestFreeTimes, slotReasonText } from './slot-offers';

const slot = (time: string, reason?: TimeSlot['unavailableReason']): TimeSlot => ({
  intervalStartTime: `2026-12-04T${time}:00-07:00`,
  intervalStartTimeUtc: new Date(`2026-12-04T${time}:00-07:00`).toISOString(),
  isIntervalAvailable: !reason,
  restaurantNumbers: reason ? [] : [3001],
  ...(reason ? { unavailableReason: reason } : {}),
});

test('each reason reads as words a customer understands (ORD-SLOT-6)', () => {
  expect(slotReasonText('full', 'pickup')).toBe('Full');
  expect(slotReasonText('tooSoon', 'pickup')).toBe('Too soon to prepare');
  expect(slotReasonText('outsideWindow', 'delivery')).toBe('Past the ordering window');
  expect(slotReasonText('closed', 'pickup')).toBe('Restaurant closed');
  expect(slotReasonText('notOffered', 'delivery')).toBe('No delivery then');
  expect(slotReasonText('notOffered', 'pickup')).toBe('No pickup then');
});

test('offers the four free times nearest the wanted one, either side, in time order (ORD-SLOT-7)', () => {
  const slots = [
    slot('11:00'),
    slot('11:15', 'full'),
    slot('11:30'),
    slot('11:45'),
    slot('12:00', 'full'),
    slot('12:15', 'full'),
    slot('12:30'),
    slot('12:45'),
    slot('13:00'),
  ];
  const times = nearestFreeTimes(slots, slots[4] as TimeSlot).map((s) => s.intervalStartTime);
  expect(times.map((t) => t.slice(11, 16))).toEqual(['11:30', '11:45', '12:30', '12:45']);
});

test('a tie between earlier and later goes to the earlier time (ORD-SLOT-7)', () => {
  const slots = [slot('11:30'), slot('11:45'), slot('12:00', 'full'), slot('12:15'), slot('12:30')];
  const times = nearestFreeTimes(slots, slots[2] as TimeSlot, 3).map((s) =>
    s.intervalStartTime.slice(11, 16),
  );
  expect(times).toEqual(['11:45', '12:15', '11:30'].sort());
});

test('offers none when the day has no free time (ORD-SLOT-7)', () => {
  const slots = [slot('11:30', 'tooSoon'), slot('11:45', 'full')];
  expect(nearestFreeTimes(slots, slots[1] as TimeSlot)).toEqual([]);
});

test('offers the three nearest other restaurants that can take the wanted slot (ORD-SLOT-8)', () => {
  const near = (restaurantNumber: number, distance: number) =>
    ({ restaurantNumber, distance, name: `R${restaurantNumber}` }) as Restaurant;
  const nearby = [
    near(3001, 0),
    near(3004, 900),
    near(3002, 1200),
    near(3003, 5000),
    near(3005, 9000),
    near(3006, 9100),
  ];
  const wanted = { ...slot('12:00'), restaurantNumbers: [3006, 3002, 3001, 3003, 3005] };
  expect(freeRestaurantsAt(nearby, wanted, 3001).map((r) => r.restaurantNumber)).toEqual([
    3002, 3003, 3005,
  ]);
  expect(freeRestaurantsAt(nearby, undefined, 3001)).toEqual([]);
});
