import type { Kysely } from 'kysely';
import { ERROR_CODES, type OrderType } from '@catering/domain';
import type { Database } from '../../db/schema';
import {
  restaurantsRepository,
  type RestaurantRow,
} from '../../db/repositories/restaurants.repository';
import { AppError } from '../../http/app-error';
import { capacityService } from '../capacity/capacity.service';
import type { IntakeErrorKey } from './order-errors';

export interface IntakeChoice {
  orderType: OrderType;
  restaurantNumber: number;
  /** Restaurant-local YYYY-MM-DD and HH:mm. */
  date: string;
  time: string;
}

export interface IntakeCheck {
  errors: IntakeErrorKey[];
  restaurant?: RestaurantRow;
  /** The slot start (UTC epoch ms) when the time is a real slot of that restaurant and date. */
  slotStartUtc?: number;
}

export interface IntakeRules {
  now: number;
  windowDays: number;
  /** Headcount the slot must still have room for; 0 checks only the order count. */
  headcount: number;
}

/**
 * Checks an intake against the restaurant and its capacity, with the capacity service's own slot
 * rules (hours, closures, lead time, order window, room left), through the given executor so it
 * can run inside a transaction.
 */
export async function checkIntake(
  db: Kysely<Database>,
  intake: IntakeChoice,
  rules: IntakeRules,
): Promise<IntakeCheck> {
  const restaurant = await restaurantsRepository(db).findByNumber(intake.restaurantNumber);
  if (!restaurant) return { errors: ['restaurantInvalid'] };
  const takesOrder =
    restaurant.status === 'OPEN' &&
    (intake.orderType === 'pickup' || restaurant.catering_delivery_enabled === 1);
  if (!takesOrder) return { errors: ['restaurantInvalid'], restaurant };

  const dateKey: IntakeErrorKey = intake.orderType === 'delivery' ? 'deliveryDate' : 'pickupDate';
  const timeKey: IntakeErrorKey = intake.orderType === 'delivery' ? 'deliveryTime' : 'pickupTime';
  const capacity = capacityService(db, { now: () => rules.now, windowDays: rules.windowDays });
  let slots;
  try {
    slots = await capacity.times({
      restaurantNumbers: [intake.restaurantNumber],
      date: intake.date,
      orderType: intake.orderType,
      headcount: rules.headcount,
    });
  } catch (error) {
    if (error instanceof AppError && error.errorCode === ERROR_CODES.dateOutsideOrderingWindow)
      return { errors: [dateKey], restaurant };
    throw error;
  }
  const pastWindow = slots.timeSlots.every((s) => s.unavailableReason === 'outsideWindow');
  if (slots.timeSlots.length === 0 || pastWindow) return { errors: [dateKey], restaurant };
  const slot = slots.timeSlots.find((s) => s.intervalStartTime.slice(11, 16) === intake.time);
  if (!slot || !slot.isIntervalAvailable) return { errors: [timeKey], restaurant };
  return { errors: [], restaurant, slotStartUtc: Date.parse(slot.intervalStartTimeUtc) };
}

/** The intake flags (ORD-INTAKE-9) from a list of error keys. */
export function intakeFlags(errors: readonly IntakeErrorKey[]) {
  return {
    isRestaurantValid: !errors.some((e) => e === 'restaurantInvalid' || e === 'restaurantMissing'),
    isDateValid: !errors.some((e) => e === 'pickupDate' || e === 'deliveryDate'),
    isTimeValid: !errors.some((e) => e === 'pickupTime' || e === 'deliveryTime'),
  };
}
