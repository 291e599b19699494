import { ACCOUNT_LOCKOUT_MS } from '@catering/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { accountLockoutsRepository } from '../../db/repositories/account-lockouts.repository';
import { customersRepository } from '../../db/repositories/customers.repository';
import { outboxRepository } from '../../db/repositories/outbox.repository';
import { verificationCodesRepository } from '../../db/repositories/verification-codes.repository';

const DAY_MS = 24 * 3600_000;

/**
 * The retention rules of accounts (decisions 121 and 122): codes 30 minutes past their expiry
 * (their attempts then start again), lockouts that neither lock nor count, text messages a day
 * after they left or were given up, and sign-ups never verified within a day.
 */
export async function purgeAccountLeftovers(db: Kysely<Database>, now: number) {
  return {
    verificationCodes: await verificationCodesRepository(db).deleteExpired(
      now - ACCOUNT_LOCKOUT_MS,
    ),
    accountLockouts: await accountLockoutsRepository(db).deleteSpent(now, ACCOUNT_LOCKOUT_MS),
    textMessages: await outboxRepository(db, 'sms_outbox').deleteFinished(now - DAY_MS),
    unverifiedAccounts: await customersRepository(db).deleteUnverifiedAccounts(now - DAY_MS),
  };
}
