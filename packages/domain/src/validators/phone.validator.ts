import { PHONE_DIGIT_COUNT } from '../constants';

/** Message of the create-account phone rule. */
export const PHONE_DIGITS_MESSAGE = 'Phone Number must contain 10 digits';

/** Strips everything but digits, as phone numbers are sent. */
export function toPhoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** True when the first digit of the area code is 2 to 9. */
export function hasValidAreaCode(digits: string): boolean {
  return /^[2-9]/.test(digits);
}

/** Returns the message unless the value holds at least 10 digits once non-digits are removed. */
export function validatePhone(value: string, message = PHONE_DIGITS_MESSAGE): string | undefined {
  return toPhoneDigits(value).length >= PHONE_DIGIT_COUNT ? undefined : message;
}

/** True for exactly 10 digits whose area code starts with 2 to 9 (create account, new mobile number). */
export function isValidMobileNumber(value: string): boolean {
  const digits = toPhoneDigits(value);
  return digits.length === PHONE_DIGIT_COUNT && hasValidAreaCode(digits);
}
