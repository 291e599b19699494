import {
  ACCOUNT_LOCKOUT_MS,
  isFinalVerificationAttempt,
  VERIFICATION_MAX_ATTEMPTS,
  type VerificationContext,
  type VerifyFinalizeBody,
} from '@catering/domain';
import { customersRepository, type CustomerRow } from '../../db/repositories/customers.repository';
import { verificationCodesRepository } from '../../db/repositories/verification-codes.repository';
import type { AccountEmailKind } from '../../db/schema';
import { queueAccountEmail } from '../emails/queue-account-email';
import type { ActiveSession } from '../sessions.service';
import { accountErrors } from './account-errors';
import { normalizeEmail, type AccountDeps, type Caller, type SignedIn } from './account-deps';
import { assertNotLocked, forgetFailedSignIns, lockAccount } from './lockout';
import { verifySecret } from './password-hashing';
import { startAccountSession } from './sign-in';
import { isUniqueViolation } from './unique-violation';
import { looksLikeCode } from './verification-code';
import { assertContextAllows, isSamePhone } from './verification-rules';

/**
 * The email a right code calls for: a welcome the first time the phone is verified (the account
 * can sign in from then on, decision 145), a notice when a verified account's number changes.
 */
function accountEmailOf(customer: CustomerRow, phoneUpdated: boolean): AccountEmailKind | null {
  if ((customer.phone_verified_at ?? null) === null) return 'account-welcome';
  return phoneUpdated ? 'phone-changed' : null;
}

export interface AccountVerification {
  context: VerificationContext;
  phoneUpdated: boolean;
  /** The caller's session after verification: a new one when the context signs in. */
  active: ActiveSession;
  /** Set when a new session was started (account creation, login). */
  signedIn: SignedIn | null;
}

/**
 * POST /customerauth/verify/finalize. A wrong code counts an attempt (CAU-0113, with the
 * final-attempt flag on the one before the last); the last wrong one locks the account for 30
 * minutes (VER-0423). No live code, or one past its 5 minutes, is CAU-0115. A right code is used
 * up, the phone becomes the account's verified number, and account creation and login sign in.
 */
export async function finalizeVerification(
  deps: AccountDeps,
  body: VerifyFinalizeBody,
  caller: Caller,
): Promise<AccountVerification> {
  const email = normalizeEmail(body.email);
  await deps.limits.signIn(caller.address, email);
  const customer = await customersRepository(deps.db).findByEmail(email);
  if (!customer) throw accountErrors.codeExpired();
  await assertNotLocked(deps.db, customer.id, deps.now());
  const codes = verificationCodesRepository(deps.db);
  const live = await codes.find(customer.id);
  if (!live || deps.now() >= live.expires_at) throw accountErrors.codeExpired();
  assertContextAllows(live.context, customer, caller);

  const code = body.code.trim();
  const right =
    isSamePhone(body.phoneNumber, live.phone_number) &&
    looksLikeCode(code) &&
    (await verifySecret(live.code_hash, code));
  if (!right) {
    const attempts = await codes.countWrongAttempt(customer.id);
    if (attempts >= VERIFICATION_MAX_ATTEMPTS) {
      await codes.delete(customer.id);
      await lockAccount(deps.db, customer.id, deps.now());
      throw accountErrors.attemptsExhausted(ACCOUNT_LOCKOUT_MS / 1000);
    }
    throw accountErrors.invalidCode(
      isFinalVerificationAttempt(attempts, VERIFICATION_MAX_ATTEMPTS),
    );
  }
  // Single use: of two requests with the same code, only the one that deletes it goes on.
  if (!(await codes.delete(customer.id))) throw accountErrors.codeExpired();

  const now = deps.now();
  const phoneUpdated = live.phone_number !== customer.phone_number;
  const verified: CustomerRow = {
    ...customer,
    is_guest: 0,
    phone_number: live.phone_number,
    phone_verified_at: now,
    updated_at: now,
  };
  const notice = accountEmailOf(customer, phoneUpdated);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await customersRepository(trx).changeAccount(customer.id, {
        is_guest: 0,
        phone_number: live.phone_number,
        phone_verified_at: now,
        updated_at: now,
      });
      if (notice) await queueAccountEmail(trx, deps.emailSettings, notice, verified, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw accountErrors.phoneInUse('verification');
    throw error;
  }
  if (notice) deps.emails.nudge();
  await forgetFailedSignIns(deps.db, customer.id);
  if (live.context === 'update' && caller.session) {
    return {
      context: live.context,
      phoneUpdated,
      active: { ...caller.session, customer: verified },
      signedIn: null,
    };
  }
  const signedIn = await startAccountSession(deps, verified, caller.session);
  return { context: live.context, phoneUpdated, active: signedIn.active, signedIn };
}
