import { z } from 'zod';
import { COUNTRIES } from '../constants';
import { isValidEmailFormat } from '../validators/email.validator';
import { isValidMobileNumber } from '../validators/phone.validator';
import { PASSWORD_RULE_MESSAGE } from '../validators/password.validator';
import { gradePassword } from '../validators/password-strength';
import { PASSWORD_MIN_GRADE_AT_CREATION, MAX_LENGTH } from '../constants';

/** Message for text over its maximum length (ACC-FIELD-1; inputs truncate at the maximum). */
export function maxLengthMessage(max: number): string {
  return `Must be ${max} characters or fewer`;
}

/** A required text field: blank fails with the required message alone, then the maximum length applies. */
export function requiredText(requiredMessage: string, max?: number) {
  const field = z.string().trim().min(1, { error: requiredMessage, abort: true });
  return max === undefined ? field : field.max(max, maxLengthMessage(max));
}

/** A required email of at most 50 characters, checked in strict mode (a plus sign is allowed). */
export function emailField(
  requiredMessage = 'Email is required',
  invalidMessage = 'Email is invalid',
) {
  return requiredText(requiredMessage, MAX_LENGTH.email).refine(isValidEmailFormat, invalidMessage);
}

/** A required password of at most 50 characters, never trimmed. */
export function passwordField(requiredMessage = 'Password is required') {
  return z
    .string()
    .min(1, { error: requiredMessage, abort: true })
    .max(MAX_LENGTH.password, maxLengthMessage(MAX_LENGTH.password));
}

/** A new password: required, at most 50 characters and strength grade at least 2. */
export function newPasswordField() {
  return passwordField().refine(
    (value) => gradePassword(value) >= PASSWORD_MIN_GRADE_AT_CREATION,
    PASSWORD_RULE_MESSAGE,
  );
}

/** A required 10-digit phone number, masked or not, with an area code starting 2-9. */
export function mobileNumberField(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage).refine(isValidMobileNumber, invalidMessage);
}

/** Country code, US or CA. */
export const countrySchema = z.enum(COUNTRIES);
