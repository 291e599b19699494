import { TLD_MAX_LENGTH, TLD_MIN_LENGTH } from '../constants';
import { isCompactScreen, type ScreenSize } from '../layout/screen-size';

/** Normal mode rejects a plus sign; strict mode allows it. */
export type EmailMode = 'normal' | 'strict';

/** Message for an email that is not well formed; also the prefix dropped on compact screens. */
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email.';
/** Message for an email holding a plus sign in normal mode. */
export const EMAIL_PLUS_SIGN_MESSAGE = "Email cannot contain the '+' symbol";

/** Options of the generic email validator. */
export interface EmailValidationOptions {
  mode?: EmailMode;
  screenSize?: ScreenSize;
  optional?: boolean;
}

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TOP_LEVEL_LABEL = new RegExp(`^[A-Za-z]{${TLD_MIN_LENGTH},${TLD_MAX_LENGTH}}$`);

/** True for local part, @, domain with a 2-6 letter top-level label whose last two labels differ. */
export function isValidEmailFormat(value: string): boolean {
  const [local, domain, ...rest] = value.split('@');
  if (local === undefined || domain === undefined || rest.length > 0) return false;
  if (!LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  const top = labels.at(-1) ?? '';
  const second = labels.at(-2);
  if (second === undefined || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL_LABEL.test(top) && second.toLowerCase() !== top.toLowerCase();
}

/** Returns the email rule's message for the value, or undefined when valid (or empty and optional). */
export function validateEmail(
  value: string,
  { mode = 'normal', screenSize = 'lg', optional = false }: EmailValidationOptions = {},
): string | undefined {
  if (value === '' && optional) return undefined;
  if (mode === 'normal' && value.includes('+')) {
    return isCompactScreen(screenSize)
      ? EMAIL_PLUS_SIGN_MESSAGE
      : `${EMAIL_INVALID_MESSAGE} ${EMAIL_PLUS_SIGN_MESSAGE}`;
  }
  return isValidEmailFormat(value) ? undefined : EMAIL_INVALID_MESSAGE;
}
