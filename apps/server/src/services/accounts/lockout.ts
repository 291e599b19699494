import { ACCOUNT_LOCKOUT_MS, SIGN_IN_MAX_FAILURES } from '@catering/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { accountLockoutsRepository } from '../../db/repositories/account-lockouts.repository';
import { accountErrors } from './account-errors';

/** Refuses a locked account (CAU-0112) before any password or code of it is checked. */
export async function assertNotLocked(db: Kysely<Database>, customerId: string, now: number) {
  const until = await accountLockoutsRepository(db).lockedUntil(customerId, now);
  if (until !== null) throw accountErrors.accountLocked((until - now) / 1000);
}

/**
 * Counts a wrong password; the fifth within the lock's length locks the account for 30 minutes
 * and is answered CAU-0112 (ACC-SIGNIN-5).
 */
export async function countFailedSignIn(db: Kysely<Database>, customerId: string, now: number) {
  const lockouts = accountLockoutsRepository(db);
  const failures = await lockouts.countFailure(customerId, now, ACCOUNT_LOCKOUT_MS);
  if (failures >= SIGN_IN_MAX_FAILURES) {
    await lockouts.lock(customerId, now + ACCOUNT_LOCKOUT_MS, now);
    throw accountErrors.accountLocked(ACCOUNT_LOCKOUT_MS / 1000);
  }
}

/** Locks the account for 30 minutes (verification attempts used up, ACC-VERIFY-4). */
export const lockAccount = (db: Kysely<Database>, customerId: string, now: number) =>
  accountLockoutsRepository(db).lock(customerId, now + ACCOUNT_LOCKOUT_MS, now);

/** A right password forgets the wrong ones before it. */
export const forgetFailedSignIns = (db: Kysely<Database>, customerId: string) =>
  accountLockoutsRepository(db).clear(customerId);
