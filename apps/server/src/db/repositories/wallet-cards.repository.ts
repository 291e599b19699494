import type { Kysely } from 'kysely';
import type { Database, WalletCardsTable } from '../schema';

export type WalletCardRow = WalletCardsTable;

/** A customer's wallet: provider tokens with brand, last four and expiry, reached through the owner. */
export function walletCardsRepository(db: Kysely<Database>) {
  return {
    /** Saving a card twice keeps the first row (the token id is the key). */
    insertUnlessSaved: (row: WalletCardRow) =>
      db
        .insertInto('wallet_cards')
        .values(row)
        .onConflict((conflict) => conflict.column('token_id').doNothing())
        .execute(),

    /** Newest first. */
    listOwned: (customerId: string) =>
      db
        .selectFrom('wallet_cards')
        .selectAll()
        .where('customer_id', '=', customerId)
        .orderBy('created_at', 'desc')
        .orderBy('token_id')
        .execute(),

    findOwned: (tokenId: string, customerId: string) =>
      db
        .selectFrom('wallet_cards')
        .selectAll()
        .where('token_id', '=', tokenId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst(),

    async deleteOwned(tokenId: string, customerId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('wallet_cards')
        .where('token_id', '=', tokenId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
