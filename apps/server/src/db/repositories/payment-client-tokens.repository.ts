import type { Kysely } from 'kysely';
import type { Database, PaymentClientTokensTable } from '../schema';

export type PaymentClientTokenRow = PaymentClientTokensTable;

/** Persistence of card-entry client tokens, looked up by the SHA-256 of the token. */
export function paymentClientTokensRepository(db: Kysely<Database>) {
  return {
    insert: (row: PaymentClientTokenRow) =>
      db.insertInto('payment_client_tokens').values(row).execute(),
    findByHash: (tokenHash: string) =>
      db
        .selectFrom('payment_client_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst(),
    /** Marks an unused, unexpired token used; false when another request got there first (or it is stale). */
    async markUsed(tokenHash: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('payment_client_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    /**
     * Housekeeping: client tokens expired before `expiredBefore`, unless a card entered with one
     * backs a payment authorization. Cards entered with them go too (ON DELETE CASCADE).
     */
    async deleteExpiredUnpaid(expiredBefore: number): Promise<number> {
      const result = await db
        .deleteFrom('payment_client_tokens')
        .where('expires_at', '<', expiredBefore)
        .where(({ exists, not, selectFrom }) =>
          not(
            exists(
              selectFrom('sandbox_payment_cards as card')
                .innerJoin(
                  'payment_authorizations as authorization',
                  'authorization.token_id',
                  'card.token_id',
                )
                .select('card.token_id')
                .whereRef('card.client_token_hash', '=', 'payment_client_tokens.token_hash'),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
