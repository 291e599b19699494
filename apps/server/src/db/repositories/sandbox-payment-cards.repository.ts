import type { Kysely } from 'kysely';
import type { Database, SandboxPaymentCardsTable } from '../schema';
import { preparedQuery } from '../prepared-query';

export type SandboxPaymentCardRow = SandboxPaymentCardsTable;
/** A sandbox card, just entered or kept: what authorization and the wallet read. */
export type SandboxCard = Omit<SandboxPaymentCardRow, 'client_token_hash'>;

type CardArgs = { tokenId: string; customerId: string };

const enteredCard = preparedQuery((db, args: CardArgs) =>
  db
    .selectFrom('sandbox_payment_cards as card')
    .innerJoin('payment_client_tokens as token', 'token.token_hash', 'card.client_token_hash')
    .selectAll('card')
    .where('card.token_id', '=', args.tokenId)
    .where('token.customer_id', '=', args.customerId),
);
// What authorization and the order's payment item read of a card, kept or entered.
const CARD_COLUMNS = [
  'token_id',
  'brand',
  'last4',
  'expiry_month',
  'expiry_year',
  'card_holder_name',
  'billing_zip',
  'behaviour',
  'created_at',
] as const satisfies readonly (keyof SandboxCard)[];

// A card by its token id in one statement, kept first, then entered: the submit reads it twice
// (its payment item, then the authorization), and two look-ups each were four statements of the
// order. A token id is in one table at a time (`keep` moves it), so the first row is the card.
const cardOfCustomer = preparedQuery((db, args: CardArgs) =>
  db
    .selectFrom('sandbox_saved_cards')
    .select(CARD_COLUMNS)
    .where('token_id', '=', args.tokenId)
    .where('customer_id', '=', args.customerId)
    .unionAll(
      db
        .selectFrom('sandbox_payment_cards as card')
        .innerJoin('payment_client_tokens as token', 'token.token_hash', 'card.client_token_hash')
        .select(CARD_COLUMNS.map((column) => `card.${column}` as const))
        .where('card.token_id', '=', args.tokenId)
        .where('token.customer_id', '=', args.customerId),
    )
    .limit(1),
);

/**
 * The sandbox provider's card vault. An entered card is reached through the customer's client
 * token; a kept card (saved to a wallet) has moved to sandbox_saved_cards under the same token id.
 */
export function sandboxPaymentCardsRepository(db: Kysely<Database>) {
  const enteredByTokenId = (tokenId: string, customerId: string) =>
    enteredCard.first(db, { tokenId, customerId });
  const cardByTokenId = (tokenId: string, customerId: string): Promise<SandboxCard | undefined> =>
    cardOfCustomer.first(db, { tokenId, customerId });

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
    /** A card by its token id, only when it belongs to the customer: kept, or just entered. */
    findByTokenId: cardByTokenId,
    /**
     * Keeps an entered card of the customer: it moves to the kept cards, so the clean-up of
     * card-entry tokens leaves it alone. Keeping a kept card again changes nothing. Run it in a
     * transaction; concurrent calls agree through the primary key.
     */
    async keep(tokenId: string, customerId: string): Promise<SandboxCard | undefined> {
      const entered = await enteredByTokenId(tokenId, customerId);
      if (entered) {
        const { client_token_hash: _entryToken, ...card } = entered;
        await db
          .insertInto('sandbox_saved_cards')
          .values({ ...card, customer_id: customerId })
          .onConflict((conflict) => conflict.column('token_id').doNothing())
          .execute();
        await db.deleteFrom('sandbox_payment_cards').where('token_id', '=', tokenId).execute();
      }
      return cardByTokenId(tokenId, customerId);
    },
    /** Forgets a kept card of the customer; its token id pays for nothing any more. */
    async forget(tokenId: string, customerId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('sandbox_saved_cards')
        .where('token_id', '=', tokenId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
