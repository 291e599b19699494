import type { Kysely } from 'kysely';
import type { Database, PaymentAuthorizationsTable } from '../schema';

export type PaymentAuthorizationRow = PaymentAuthorizationsTable;

/** Persistence of card authorizations; the idempotency key is unique. */
export function paymentAuthorizationsRepository(db: Kysely<Database>) {
  return {
    /** Inserts unless the idempotency key exists (a unique constraint decides, even under concurrency). */
    insertUnlessKeyExists: (row: PaymentAuthorizationRow) =>
      db
        .insertInto('payment_authorizations')
        .values(row)
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .execute(),
    findByIdempotencyKey: (key: string) =>
      db
        .selectFrom('payment_authorizations')
        .selectAll()
        .where('idempotency_key', '=', key)
        .executeTakeFirst(),
    findById: (id: string) =>
      db.selectFrom('payment_authorizations').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Updates an authorization only while it has the expected status; false when it had changed. */
    async updateWhileStatus(
      id: string,
      expectedStatus: string,
      changes: Partial<Pick<PaymentAuthorizationRow, 'amount_cents' | 'status'>> & {
        updated_at: number;
      },
    ): Promise<boolean> {
      const result = await db
        .updateTable('payment_authorizations')
        .set(changes)
        .where('id', '=', id)
        .where('status', '=', expectedStatus)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}
