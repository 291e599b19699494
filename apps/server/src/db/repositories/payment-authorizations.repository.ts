import type { Kysely } from 'kysely';
import type { Database, PaymentAuthorizationsTable } from '../schema';
import { everyColumn, preparedQuery, type RowArguments } from '../prepared-query';

const byIdempotencyKey = preparedQuery((db, args: { key: string }) =>
  db.selectFrom('payment_authorizations').selectAll().where('idempotency_key', '=', args.key),
);

export type PaymentAuthorizationRow = PaymentAuthorizationsTable;

const insertAuthorization = preparedQuery((db, args: RowArguments<PaymentAuthorizationRow>) =>
  db
    .insertInto('payment_authorizations')
    .values(
      everyColumn(args, {
        id: true,
        provider_id: true,
        token_id: true,
        amount_cents: true,
        status: true,
        decline_reason: true,
        idempotency_key: true,
        order_id: true,
        created_at: true,
        updated_at: true,
      } satisfies Record<keyof PaymentAuthorizationRow, true>),
    )
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing()),
);

/** Persistence of card authorizations; the idempotency key is unique. */
export function paymentAuthorizationsRepository(db: Kysely<Database>) {
  return {
    /** Inserts unless the idempotency key exists (a unique constraint decides, even under concurrency). */
    insertUnlessKeyExists: (row: PaymentAuthorizationRow) => insertAuthorization.changed(db, row),
    findByIdempotencyKey: (key: string) => byIdempotencyKey.first(db, { key }),
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
