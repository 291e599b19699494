import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { WalletCard } from '../../api/transaction';
import { saveWalletCard, walletKeys, walletQueryOptions } from '../../api/wallet';
import { cardLabel } from '../../components/card-entry/card-text';
import { choiceOf, NEW_CARD, usableCards } from './saved-cards';

export const KEEP_FAILED = 'We could not save this card. You can still pay with it.';

/** What the payment section offers a full user: the wallet's cards and keeping a new one. */
export interface WalletOffer {
  /** The saved cards that can pay today, newest first. */
  cards: WalletCard[];
  /** "Save this card" is ticked. */
  keep: boolean;
  onKeep: (keep: boolean) => void;
  saving: boolean;
  /** Said under the new card when keeping it failed. */
  keepNotice?: string;
  /** The card just kept: announced, and its choice takes the focus. */
  kept?: WalletCard;
}

/**
 * A full user's saved cards at checkout (ACC-WALLET-1): offered first, the newest usable one chosen
 * once the wallet answers unless a card is already chosen, and a new card kept in the wallet when
 * "Save this card" is ticked. A guest gets no offer, and the card entry starts at once.
 */
export function useSavedCards(
  fullUser: boolean,
  card: WalletCard | null,
  setCard: (card: WalletCard | null) => void,
) {
  const queryClient = useQueryClient();
  const wallet = useQuery({ ...walletQueryOptions(), enabled: fullUser });
  const cards = useMemo(() => usableCards(wallet.data), [wallet.data]);
  // A failed wallet counts as answered: the customer still pays with a new card.
  const answered = fullUser && !wallet.isPending;
  const [offered, setOffered] = useState(false);
  if (answered && !offered) {
    setOffered(true);
    if (!card && cards[0]) setCard(cards[0]);
  }

  const [keep, setKeep] = useState(false);
  const [keepNotice, setKeepNotice] = useState<string>();
  const [kept, setKept] = useState<WalletCard>();
  const save = useMutation({
    mutationFn: saveWalletCard,
    onSuccess: (saved) => {
      queryClient.setQueryData(walletKeys.all, (old: WalletCard[] | undefined) => [
        saved,
        ...(old ?? []).filter((each) => each.tokenId !== saved.tokenId),
      ]);
      setKept(saved);
    },
    onError: () => setKeepNotice(KEEP_FAILED),
  });
  const keepNow = (next: WalletCard) => {
    setKeepNotice(undefined);
    save.mutate(next);
  };

  const offer: WalletOffer | undefined = fullUser
    ? {
        cards,
        keep,
        onKeep: (next) => {
          setKeep(next);
          // Ticked once the new card is already in: keep it now.
          if (next && card && choiceOf(card, cards) === NEW_CARD && !save.isPending) keepNow(card);
        },
        saving: save.isPending,
        keepNotice,
        kept,
      }
    : undefined;

  return {
    offer,
    /** The card entry may start: at once for a guest, after the wallet's answer for a full user. */
    entryReady: !fullUser || answered,
    announcement: kept ? `${cardLabel(kept)} is saved to your payment methods.` : '',
    /** A new card has come from the card entry: kept in the wallet when "Save this card" is ticked. */
    keepIfAsked: (next: WalletCard) => {
      if (fullUser && keep) keepNow(next);
    },
    /** A rejected card may have left the wallet meanwhile (deleted elsewhere): ask again. */
    refresh: () => {
      if (fullUser) void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  };
}
