import { randomInt } from 'node:crypto';
import { VERIFICATION_CODE_DIGITS, VERIFICATION_CODE_VALIDITY_MS } from '@catering/domain';

const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_DIGITS}}$`);

/** A fresh code of 6 random digits (leading zeros kept). */
export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_DIGITS)).padStart(
    VERIFICATION_CODE_DIGITS,
    '0',
  );
}

/** True when the typed value could be a code at all: anything else is a wrong code. */
export function looksLikeCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

/** The text message carrying a code. */
export function verificationSmsText(code: string): string {
  const minutes = VERIFICATION_CODE_VALIDITY_MS / 60_000;
  return `Your catering verification code is ${code}. It expires in ${minutes} minutes. Never share it.`;
}
