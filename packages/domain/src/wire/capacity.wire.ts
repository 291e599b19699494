import { z } from 'zod';
import { isCalendarDate } from '../schemas/intake.schema';
import { ORDER_TYPES } from '../orders/order-values';

const calendarDate = z.string().refine(isCalendarDate, 'A calendar date YYYY-MM-DD');

/** POST /capacity: the 15-minute slots of some restaurants on one local date. */
export const timesBodySchema = z.object({
  restaurantNumbers: z.array(z.number().int().positive()).min(1).max(20),
  date: calendarDate.describe('Restaurant-local date, YYYY-MM-DD'),
  orderType: z.enum(ORDER_TYPES).optional(),
  headcount: z
    .number()
    .int()
    .min(0)
    .max(10_000)
    .optional()
    .describe('Slots without room for this many people read unavailable'),
});

/**
 * Why no restaurant can take a slot: it is full, it is closer than the lead time allows, the
 * restaurant is closed then, it lies past the ordering window, or the restaurant does not offer
 * this kind of order. Listed from the reason a customer can do most about to the least.
 */
export const SLOT_UNAVAILABLE_REASONS = [
  'full',
  'tooSoon',
  'outsideWindow',
  'closed',
  'notOffered',
] as const;
export type SlotUnavailableReason = (typeof SLOT_UNAVAILABLE_REASONS)[number];

export const timeSlotSchema = z.object({
  intervalStartTime: z.string().describe('Restaurant-local ISO 8601 with offset'),
  intervalStartTimeUtc: z.string(),
  isIntervalAvailable: z.boolean(),
  restaurantNumbers: z.array(z.number().int()).describe('The restaurants that can take this slot'),
  unavailableReason: z
    .enum(SLOT_UNAVAILABLE_REASONS)
    .optional()
    .describe(
      'Only on an unavailable slot: full (no room left for the headcount), tooSoon (inside the ' +
        "lead time), outsideWindow (past the ordering window), closed (outside the restaurant's " +
        'hours), notOffered (the restaurant does not take this order type). With several ' +
        'restaurants, the first of these that applies to any of them.',
    ),
});

/** The answer of POST /capacity. */
export const timesResponseSchema = z.object({
  date: z.string(),
  timezone: z.object({ timezoneId: z.string() }),
  timeSlots: z.array(timeSlotSchema),
});

export type TimesBody = z.input<typeof timesBodySchema>;
export type TimeSlot = z.infer<typeof timeSlotSchema>;
export type TimesResult = z.infer<typeof timesResponseSchema>;
