import { PIN_MAX_DIGITS, PIN_MIN_DIGITS } from '../constants';

/** Message of the PIN rule (ACC-FIELD-5; our wording, decision 030). */
export const PIN_MESSAGE = `Enter a ${PIN_MIN_DIGITS} to ${PIN_MAX_DIGITS} digit code`;

const PIN_PATTERN = new RegExp(`^\\d{${PIN_MIN_DIGITS},${PIN_MAX_DIGITS}}$`);

/** Returns the message unless the value is 4 to 6 digits and nothing else. */
export function validatePin(value: string, message = PIN_MESSAGE): string | undefined {
  return PIN_PATTERN.test(value) ? undefined : message;
}
