import {
  hidePhoneNumber,
  MASKED_PHONE_PATTERN,
  toPhoneDigits,
  type VerificationContext,
} from '@catering/domain';
import type { CustomerRow } from '../../db/repositories/customers.repository';
import { accountErrors } from './account-errors';
import { isVerifiedAccount, type Caller } from './account-deps';

/**
 * The context's condition on the account and the caller: an update is the signed-in account's
 * own; an account creation is for an account not verified yet (a verified one signs in instead).
 */
export function assertContextAllows(
  context: VerificationContext,
  customer: CustomerRow,
  caller: Caller,
) {
  if (context === 'update') {
    const own = caller.session?.customer;
    if (!own || own.id !== customer.id || own.is_guest === 1)
      throw accountErrors.fullUserRequired();
  } else if (context === 'accountCreation' && isVerifiedAccount(customer)) {
    throw accountErrors.emailInUse();
  }
}

/**
 * The 10 digits a code goes to: a number typed in, or the account's own when the masked form the
 * service showed comes back; null when it is neither.
 */
export function phoneToVerify(given: string, accountPhone: string | null): string | null {
  if (MASKED_PHONE_PATTERN.test(given)) {
    return accountPhone && hidePhoneNumber(accountPhone) === given ? accountPhone : null;
  }
  return toPhoneDigits(given);
}

/** True when the number given at finalize is the one the code went to, plain or masked. */
export function isSamePhone(given: string, sentTo: string): boolean {
  return MASKED_PHONE_PATTERN.test(given)
    ? hidePhoneNumber(sentTo) === given
    : toPhoneDigits(given) === sentTo;
}
