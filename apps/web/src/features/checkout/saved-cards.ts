import type { WalletCard } from '../../api/transaction';
import { cardExpiryError } from '../../components/card-entry/card-text';

/** The choice of a card not from the wallet: typed into the provider's card page. */
export const NEW_CARD = 'new';

/** The wallet's cards that can pay today, newest first as the wallet lists them; expired ones stay out. */
export function usableCards(cards: readonly WalletCard[] | undefined, now = new Date()) {
  return (cards ?? []).filter((card) => cardExpiryError(card, now) === undefined);
}

/** The card chosen, as a choice among the saved cards: a saved card's tokenId, else a new card. */
export function choiceOf(card: WalletCard | null, saved: readonly WalletCard[]): string {
  return card && saved.some((each) => each.tokenId === card.tokenId) ? card.tokenId : NEW_CARD;
}
