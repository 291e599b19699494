import {
  ERROR_CODES,
  errorMessageFor,
  INTAKE_ERROR_FIELDS,
  promoErrorMessage,
} from '@catering/domain';
import { AppError, type ValidationErrorItem } from '../../http/app-error';

export type IntakeErrorKey = keyof typeof INTAKE_ERROR_FIELDS;

const INTAKE_MESSAGES: Record<IntakeErrorKey, string> = {
  restaurantMissing: 'Please choose a restaurant.',
  restaurantInvalid: 'This restaurant cannot take this order.',
  pickupDate: 'This pickup date is not available.',
  pickupTime: 'This pickup time is not available.',
  deliveryDate: 'This delivery date is not available.',
  deliveryTime: 'This delivery time is not available.',
  menuItem: 'An item is no longer on the menu.',
};

/** Any order that is not the caller's answers exactly like one that does not exist. */
export function orderNotFound(): AppError {
  return new AppError(404, ERROR_CODES.orderNotFound, "Uh oh, we can't find this order");
}

export function orderNotChangeable(message = 'This order cannot be changed.'): AppError {
  return new AppError(409, ERROR_CODES.orderNotEditable, message);
}

export function editWindowClosed(): AppError {
  return new AppError(
    423,
    ERROR_CODES.orderEditWindowClosed,
    'Orders cannot be edited online within 24 hours of pickup or delivery.',
  );
}

export function fullUserRequired(): AppError {
  return new AppError(403, ERROR_CODES.fullUserRequired, 'Please sign in to see this.');
}

export function orderEmpty(): AppError {
  return new AppError(422, ERROR_CODES.orderEmpty, 'Add an item to the bag first.');
}

/** 422 with one validation error per intake key of ORD-INTAKE-8 (errorCode is the key). */
export function intakeInvalid(keys: readonly IntakeErrorKey[], detail?: string): AppError {
  const validationErrors: ValidationErrorItem[] = keys.map((key) => ({
    errorCode: key,
    field: INTAKE_ERROR_FIELDS[key],
    message: detail && key === 'menuItem' ? detail : INTAKE_MESSAGES[key],
  }));
  return new AppError(
    422,
    ERROR_CODES.validationFailed,
    validationErrors[0]?.message ?? 'The order is not valid.',
    validationErrors,
  );
}

/** 422 for an item whose choices break the menu's rules (headcount, group counts, options). */
export function itemInvalid(problems: readonly { field: string; message: string }[]): AppError {
  const validationErrors = problems.map((p) => ({
    errorCode: ERROR_CODES.validationFailed,
    field: p.field,
    message: p.message,
  }));
  return new AppError(
    422,
    ERROR_CODES.validationFailed,
    problems[0]?.message ?? 'The item is not valid.',
    validationErrors,
  );
}

export function eventTypeInvalid(): AppError {
  return new AppError(422, ERROR_CODES.validationFailed, 'Please choose an event type', [
    {
      errorCode: ERROR_CODES.validationFailed,
      field: 'eventType',
      message: 'Please choose an event type',
    },
  ]);
}

/** A promotion refused on apply or submit: PRM-0400 unknown, COO-0117 expired, COO-0118, COO-0070. */
export function promotionError(code: string): AppError {
  return new AppError(code === ERROR_CODES.promoInvalid ? 400 : 422, code, promoErrorMessage(code));
}

export function promotionAlreadyApplied(): AppError {
  return new AppError(
    409,
    ERROR_CODES.promotionAlreadyApplied,
    'Only one promotion can be used per order.',
  );
}

export function promotionNotOnOrder(): AppError {
  return new AppError(404, ERROR_CODES.promotionNotOnOrder, 'This promotion is not on the order.');
}

export function deliveryLimitExceeded(message = 'DELIVERY LIMIT IS $1350'): AppError {
  return new AppError(422, ERROR_CODES.deliveryLimitExceeded, message);
}

export function deliverySplitRefused(message = errorMessageFor(ERROR_CODES.deliverySplitRefused)) {
  return new AppError(422, ERROR_CODES.deliverySplitRefused, message);
}
