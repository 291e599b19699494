import { afterEach, describe, expect, test } from 'vitest';
import { dialects, startTestApp, type TestApp } from '../../../test/harness';
import { enterCard, startShopper } from '../../../test/sandbox-payment.helpers';
import { sandboxPaymentCardsRepository } from './sandbox-payment-cards.repository';

describe.each(dialects)('the sandbox card vault on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const cards = () => sandboxPaymentCardsRepository(t.database.db);
  /** What `run` answered and how many statements it sent (both dialects count them). */
  async function statementsOf<T>(run: () => Promise<T>): Promise<{ result: T; sent: number }> {
    const count = () => t.database.statementsRun?.() ?? Number.NaN;
    const before = count();
    const result = await run();
    return { result, sent: count() - before };
  }

  test('an entered card is found by its customer in one statement, and by nobody else', async () => {
    t = await startTestApp(dialect);
    const owner = await startShopper(t);
    const stranger = await startShopper(t);
    const { tokenId } = await enterCard(t, owner, { cardHolderName: 'Ana Ruiz' });

    const found = await statementsOf(() => cards().findByTokenId(tokenId, owner.customerId));
    expect(found.result).toMatchObject({ token_id: tokenId, card_holder_name: 'Ana Ruiz' });
    // The look-up of the entry's client token is not a column of the card.
    expect(found.result).not.toHaveProperty('client_token_hash');
    expect(found.sent).toBe(1);
    expect(await cards().findByTokenId(tokenId, stranger.customerId)).toBeUndefined();
    expect(await cards().findByTokenId('no-such-token', owner.customerId)).toBeUndefined();
  });

  test('a kept card is found by its customer in one statement, once, and by nobody else', async () => {
    t = await startTestApp(dialect);
    const owner = await startShopper(t);
    const stranger = await startShopper(t);
    const { tokenId } = await enterCard(t, owner, { cardHolderName: 'Ana Ruiz' });
    const kept = await t.database.db
      .transaction()
      .execute((trx) => sandboxPaymentCardsRepository(trx).keep(tokenId, owner.customerId));
    expect(kept).toMatchObject({ token_id: tokenId });
    expect(kept).not.toHaveProperty('customer_id');

    const found = await statementsOf(() => cards().findByTokenId(tokenId, owner.customerId));
    expect(found.result).toMatchObject({ token_id: tokenId, card_holder_name: 'Ana Ruiz' });
    expect(found.result).not.toHaveProperty('customer_id');
    expect(found.sent).toBe(1);
    expect(await cards().findByTokenId(tokenId, stranger.customerId)).toBeUndefined();
    // Moved, not copied: the entered card is gone, so the token id names one card.
    const entered = await t.database.db
      .selectFrom('sandbox_payment_cards')
      .select('token_id')
      .where('token_id', '=', tokenId)
      .execute();
    expect(entered).toEqual([]);
  });
});
