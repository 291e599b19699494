import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** Failed sign-ins per account, and the lock they lead to (decision 121). */
export function accountLockoutsRepository(db: Kysely<Database>) {
  return {
    /** Until when the account is locked, or null when it is not (any more). */
    async lockedUntil(customerId: string, now: number): Promise<number | null> {
      const row = await db
        .selectFrom('account_lockouts')
        .select('locked_until')
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      const until = row?.locked_until ?? null;
      return until !== null && until > now ? until : null;
    },

    /**
     * Counts a failure in one upsert and answers the failures in a row; a count whose last
     * failure is older than `windowMs` starts again at this one.
     */
    async countFailure(customerId: string, now: number, windowMs: number): Promise<number> {
      const stale = sql<boolean>`account_lockouts.updated_at <= ${now - windowMs}`;
      const row = await db
        .insertInto('account_lockouts')
        .values({
          customer_id: customerId,
          failed_attempts: 1,
          locked_until: null,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.column('customer_id').doUpdateSet({
            failed_attempts: sql`case when ${stale} then 1 else account_lockouts.failed_attempts + 1 end`,
            updated_at: now,
          }),
        )
        .returning('failed_attempts')
        .executeTakeFirstOrThrow();
      return Number(row.failed_attempts);
    },

    /** Locks the account until `until`; the failures counted so far are forgotten. */
    lock: (customerId: string, until: number, now: number) =>
      db
        .insertInto('account_lockouts')
        .values({
          customer_id: customerId,
          failed_attempts: 0,
          locked_until: until,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .column('customer_id')
            .doUpdateSet({ failed_attempts: 0, locked_until: until, updated_at: now }),
        )
        .execute(),

    /** A success forgets the failures. */
    clear: (customerId: string) =>
      db.deleteFrom('account_lockouts').where('customer_id', '=', customerId).execute(),

    /** Housekeeping: rows that neither lock nor count any more. */
    async deleteSpent(now: number, windowMs: number): Promise<number> {
      const result = await db
        .deleteFrom('account_lockouts')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .where('updated_at', '<=', now - windowMs)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
