import { z } from 'zod';
import { ORDER_TYPES } from '../orders/order-values';
import { CONTROL_CHARACTER_MESSAGE, noControlCharacters } from '../wire/text-rules';
import { deliveryAddressSchema } from './delivery-address.schema';

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Order intake: pickup or delivery, restaurant, date, time slot (store-local HH:mm), event type. */
export const intakeSchema = z
  .object({
    orderType: z.enum(ORDER_TYPES),
    restaurantNumber: z.number({ error: 'Please choose a restaurant' }).int().positive(),
    date: z.string().refine(isCalendarDate, 'Please choose a date'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time'),
    eventType: z
      .string()
      .trim()
      .min(1, 'Please choose an event type')
      .refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE),
    deliveryAddress: deliveryAddressSchema.optional(),
    /** Omitted: a new order gets the default tip (15 %), a changed intake keeps the order's tip. */
    deliveryTipPercent: z.number().min(0).max(1).optional(),
  })
  .refine((intake) => intake.orderType === 'pickup' || intake.deliveryAddress !== undefined, {
    error: 'Please enter a delivery address',
    path: ['deliveryAddress'],
  });

/** Intake values after parsing. */
export type Intake = z.infer<typeof intakeSchema>;
/** Intake values before defaults are applied. */
export type IntakeInput = z.input<typeof intakeSchema>;
