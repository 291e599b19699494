import { sql, type Kysely } from 'kysely';
import type { Database, VerificationCodesTable } from '../schema';

export type VerificationCodeRow = VerificationCodesTable;

/** The live verification code of each account, stored as a hash (decision 120). */
export function verificationCodesRepository(db: Kysely<Database>) {
  return {
    find: (customerId: string) =>
      db
        .selectFrom('verification_codes')
        .selectAll()
        .where('customer_id', '=', customerId)
        .executeTakeFirst(),

    /**
     * Saves a new code unless the account's last one was sent after `sentBefore` (the resend
     * pause), in one statement so two requests cannot both pass. A new code replaces the old one
     * and keeps the wrong attempts already made. False when the pause refused it.
     */
    async saveUnlessRecent(row: VerificationCodeRow, sentBefore: number): Promise<boolean> {
      const result = await db
        .insertInto('verification_codes')
        .values(row)
        .onConflict((oc) =>
          oc
            .column('customer_id')
            .doUpdateSet({
              context: row.context,
              phone_number: row.phone_number,
              code_hash: row.code_hash,
              sent_at: row.sent_at,
              expires_at: row.expires_at,
            })
            .where('verification_codes.sent_at', '<=', sentBefore),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Counts a wrong code in one statement and answers the attempts made so far. */
    async countWrongAttempt(customerId: string): Promise<number> {
      const row = await db
        .updateTable('verification_codes')
        .set({ attempts: sql`attempts + 1` })
        .where('customer_id', '=', customerId)
        .returning('attempts')
        .executeTakeFirst();
      return Number(row?.attempts ?? 0);
    },

    /** Single use: a verified code is deleted, and so is one whose attempts are used up. */
    async delete(customerId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('verification_codes')
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Housekeeping: codes expired before `before`. */
    async deleteExpired(before: number): Promise<number> {
      const result = await db
        .deleteFrom('verification_codes')
        .where('expires_at', '<=', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
