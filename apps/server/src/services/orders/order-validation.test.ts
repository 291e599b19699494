import { afterEach, describe, expect, test } from 'vitest';
import type { OrderType } from '@catering/domain';
import { dialects } from '../../../test/harness';
import { NOW, startOrderApp, type OrderTestApp } from '../../../test/order.helpers';
import { AppError } from '../../http/app-error';
import { capacityService } from '../capacity/capacity.service';
import { addDays, localDateOf } from '../time/local-time';
import { checkIntake, type IntakeChoice, type IntakeRules } from './order-validation';

const pad = (value: number) => String(value).padStart(2, '0');

/** What the capacity service's list of the day's slots says of a chosen time. */
async function fromSlotList(t: OrderTestApp, intake: IntakeChoice, rules: IntakeRules) {
  const dateKey = intake.orderType === 'delivery' ? 'deliveryDate' : 'pickupDate';
  const timeKey = intake.orderType === 'delivery' ? 'deliveryTime' : 'pickupTime';
  const capacity = capacityService(t.database.db, {
    now: () => rules.now,
    windowDays: rules.windowDays,
  });
  let slots;
  try {
    slots = await capacity.times({
      restaurantNumbers: [intake.restaurantNumber],
      date: intake.date,
      orderType: intake.orderType,
      headcount: rules.headcount,
    });
  } catch (error) {
    if (error instanceof AppError) return { errors: [dateKey] };
    throw error;
  }
  const all = slots.timeSlots;
  if (all.length === 0 || all.every((s) => s.unavailableReason === 'outsideWindow'))
    return { errors: [dateKey] };
  const slot = all.find((s) => s.intervalStartTime.slice(11, 16) === intake.time);
  if (!slot || !slot.isIntervalAvailable) return { errors: [timeKey] };
  return { errors: [], slotStartUtc: Date.parse(slot.intervalStartTimeUtc) };
}

describe.each(dialects)('the intake check on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  test("answers every time of a day as the day's slot list does: open, too soon, full, closed, past the window", async () => {
    t = await startOrderApp(dialect);
    const today = localDateOf(NOW, 'America/New_York');
    const rules = { now: NOW, windowDays: 30, headcount: 10 };
    // Two slots of the day after tomorrow are taken: one full by orders, one by headcount.
    const inTwoDays = addDays(today, 2);
    const full = (await fromSlotList(t, { ...intakeAt(inTwoDays, '12:00') }, rules)).slotStartUtc;
    const crowded = (await fromSlotList(t, { ...intakeAt(inTwoDays, '13:00') }, rules))
      .slotStartUtc;
    if (!full || !crowded) throw new Error('the seeded restaurant should be open at noon');
    await t.database.db
      .insertInto('slot_bookings')
      .values([
        { restaurant_number: 1001, slot_start_utc: full, orders_count: 1_000, headcount: 10 },
        { restaurant_number: 1001, slot_start_utc: crowded, orders_count: 1, headcount: 100_000 },
      ])
      .execute();

    const dates = [addDays(today, -1), today, addDays(today, 1), inTwoDays, addDays(today, 40)];
    const times = ['9:00', '12:60', '24:00', 'noon'];
    for (let minute = 0; minute < 24 * 60; minute += 5)
      times.push(`${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`);
    const seen = new Set<string>();
    for (const orderType of ['pickup', 'delivery'] as OrderType[]) {
      for (const date of dates) {
        for (const time of times) {
          const intake = { ...intakeAt(date, time), orderType };
          const expected = await fromSlotList(t, intake, rules);
          const actual = await checkIntake(t.database.db, intake, rules);
          expect(
            { errors: actual.errors, slotStartUtc: actual.slotStartUtc },
            `${date} ${time}`,
          ).toEqual({ slotStartUtc: undefined, ...expected });
          seen.add(expected.errors.join() || 'available');
        }
      }
    }
    // The days above cover every answer.
    expect([...seen].sort()).toEqual(
      ['available', 'deliveryDate', 'deliveryTime', 'pickupDate', 'pickupTime'].sort(),
    );
  });
});

function intakeAt(date: string, time: string): IntakeChoice {
  return { orderType: 'pickup', restaurantNumber: 1001, date, time };
}
