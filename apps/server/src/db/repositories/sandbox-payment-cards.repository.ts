import type { Kysely } from 'kysely';
import type { Database, SandboxPaymentCardsTable } from '../schema';

export type SandboxPaymentCardRow = SandboxPaymentCardsTable;

/** The sandbox provider's card vault; rows are reached through the customer's client token. */
export function sandboxPaymentCardsRepository(db: Kysely<Database>) {
  return {
    insert: (row: SandboxPaymentCardRow) =>
      db.insertInto('sandbox_payment_cards').values(row).execute(),
    /** The card entered with a client token, if the token is this customer's and still valid. */
    findByClientToken: (tokenHash: string, customerId: string, now: number) =>
      db
        .selectFrom('sandbox_payment_cards as card')
        .innerJoin('payment_client_tokens as token', 'token.token_hash', 'card.client_token_hash')
        .selectAll('card')
        .where('token.token_hash', '=', tokenHash)
        .where('token.customer_id', '=', customerId)
        .where('token.expires_at', '>', now)
        .executeTakeFirst(),
    /** A card by its token id, only when it belongs to the customer. */
    findByTokenId: (tokenId: string, customerId: string) =>
      db
        .selectFrom('sandbox_payment_cards as card')
        .innerJoin('payment_client_tokens as token', 'token.token_hash', 'card.client_token_hash')
        .selectAll('card')
        .where('card.token_id', '=', tokenId)
        .where('token.customer_id', '=', customerId)
        .executeTakeFirst(),
  };
}
