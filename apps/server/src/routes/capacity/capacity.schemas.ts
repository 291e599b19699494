import { z } from 'zod';

const calendarDate = z.string().refine((value) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}, 'A calendar date YYYY-MM-DD');

export const timesBodySchema = z.object({
  restaurantNumbers: z.array(z.number().int().positive()).min(1).max(20),
  date: calendarDate.describe('Restaurant-local date, YYYY-MM-DD'),
  orderType: z.enum(['pickup', 'delivery']).optional(),
  headcount: z
    .number()
    .int()
    .min(0)
    .max(10_000)
    .optional()
    .describe('Slots without room for this many people read unavailable'),
});

export const timeSlotSchema = z.object({
  intervalStartTime: z.string().describe('Restaurant-local ISO 8601 with offset'),
  intervalStartTimeUtc: z.string(),
  isIntervalAvailable: z.boolean(),
  restaurantNumbers: z.array(z.number().int()).describe('The restaurants that can take this slot'),
});

export const timesResponseSchema = z.object({
  date: z.string(),
  timezone: z.object({ timezoneId: z.string() }),
  timeSlots: z.array(timeSlotSchema),
});
