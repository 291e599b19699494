import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

/** Message shown when a new password does not reach grade 2. */
export const PASSWORD_RULE_MESSAGE =
  'Password must have at least 8 characters and a minimum of one lowercase letter, one uppercase letter, one number, and one special character';

/** True for control characters such as tab or newline (C0, DEL and C1). */
export function isControlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code < 0xa0);
}

/** Sorts a character into the class whose pool it draws from; anything else is special. */
export function characterClassOf(char: string): 'lower' | 'upper' | 'digit' | 'special' {
  if (char >= 'a' && char <= 'z') return 'lower';
  if (char >= 'A' && char <= 'Z') return 'upper';
  if (char >= '0' && char <= '9') return 'digit';
  return 'special';
}

/** True when the password meets the enforced level: 8-50 characters, all four classes, no control characters. */
export function meetsEnforcedPasswordRule(password: string): boolean {
  const chars = [...password];
  if (chars.length < PASSWORD_MIN_LENGTH || chars.length > PASSWORD_MAX_LENGTH) return false;
  if (chars.some(isControlCharacter)) return false;
  const classes = new Set(chars.map(characterClassOf));
  return classes.size === 4;
}

/** Returns the message unless the password meets the enforced level. */
export function validatePassword(
  password: string,
  message = PASSWORD_RULE_MESSAGE,
): string | undefined {
  return meetsEnforcedPasswordRule(password) ? undefined : message;
}
