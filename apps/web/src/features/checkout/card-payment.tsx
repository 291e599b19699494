import { CreditCard } from 'lucide-react';
import { type Ref, useEffect, useId, useImperativeHandle, useRef } from 'react';
import type { WalletCard } from '../../api/transaction';
import { RadioCardGroup } from '../../ui/radio-card-group';
import { cardLabel } from '../../components/card-entry/card-text';
import { CardEntryFrame } from '../../components/card-entry/card-entry-frame';
import { type CardRequest, useCardEntry } from '../../components/card-entry/use-card-entry';
import { choiceOf, NEW_CARD } from './saved-cards';
import type { WalletOffer } from './use-saved-cards';

export interface CardPaymentProps {
  restaurantNumber: number;
  card: WalletCard | null;
  /** A card chosen: a saved one, a new one from the card entry, or none ("Use a new card"). */
  onCard: (card: WalletCard | null) => void;
  /** A new card has come from the card entry; defaults to `onCard`. */
  onEntered?: (card: WalletCard) => void;
  /** A message about the card from the last submit, e.g. a decline. */
  notice?: string;
  /** A full user's saved cards and "Save this card"; none for a guest. */
  wallet?: WalletOffer;
  /** The card entry may start (a full user's waits for the wallet); true unless said. */
  entryReady?: boolean;
  /** Said politely once a new card is kept. */
  announcement?: string;
  /** Set to ask the card page for the card as typed: Place order pays in one step. */
  cardRequest?: Ref<CardRequest>;
}

const linkClass =
  'min-h-11 rounded px-1 font-semibold text-verde-700 underline underline-offset-4 hover:text-verde-900';

/**
 * Pay by card: a full user's saved cards first, with "Use a new card"; a new card through the
 * provider's card page in an iframe, then the masked card. A guest sees the card page only.
 */
export function CardPayment({
  restaurantNumber,
  card,
  onCard,
  onEntered = onCard,
  notice,
  wallet,
  entryReady = true,
  announcement,
  cardRequest,
}: CardPaymentProps) {
  // Accepting a card removes the card form's iframe, and the focus in it: it moves to the card.
  // A card taken by Place order leaves the focus on that button.
  const accepted = useRef(false);
  const chosenCard = useRef<HTMLDivElement>(null);
  const choices = useRef<HTMLDivElement>(null);
  const keepHint = useId();
  const entry = useCardEntry(restaurantNumber, entryReady && !card, (next) => {
    accepted.current = document.activeElement === entry.frame.current;
    onEntered(next);
  });
  useImperativeHandle(cardRequest, () => entry.requestCard);
  useEffect(() => {
    if (!card || !accepted.current) return;
    accepted.current = false;
    chosenCard.current?.focus();
  }, [card]);
  // A new card just kept joins the saved cards, chosen: its choice takes the focus it had.
  const kept = wallet?.kept;
  useEffect(() => {
    if (!kept) return;
    const inputs = choices.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    Array.from(inputs ?? [])
      .find((input) => input.value === kept.tokenId)
      ?.focus();
  }, [kept]);
  const saved = wallet?.cards ?? [];
  const choice = choiceOf(card, saved);
  const message = notice ?? entry.error;
  return (
    <section aria-labelledby="payment-heading" className="space-y-3">
      <h2 id="payment-heading" className="text-2xl text-verde-800">
        Payment
      </h2>
      {wallet && (
        <p role="status" className="sr-only">
          {announcement}
        </p>
      )}
      {message && (
        <p
          role="alert"
          className="rounded-xl border-2 border-chile bg-white p-3 font-semibold text-chile"
        >
          {message}
        </p>
      )}
      {saved.length > 0 && (
        <div ref={choices}>
          <RadioCardGroup
            legend="Pay with"
            name="payment-card"
            columns="grid-cols-1 sm:grid-cols-2"
            value={choice}
            onChange={(value) => onCard(saved.find((each) => each.tokenId === value) ?? null)}
            options={[
              ...saved.map((each) => ({
                value: each.tokenId,
                label: cardLabel(each),
                description: `Expires ${each.expiration} · ${each.cardHolderName}`,
                icon: <CreditCard className="size-7" />,
              })),
              {
                value: NEW_CARD,
                label: 'Use a new card',
                description: 'Enter it on the card page',
              },
            ]}
          />
        </div>
      )}
      {wallet && entryReady && choice === NEW_CARD && (
        <div>
          <label className="inline-flex min-h-11 items-center gap-2.5 font-semibold text-ink">
            <input
              type="checkbox"
              className="size-5 rounded accent-verde-700"
              checked={wallet.keep}
              aria-describedby={keepHint}
              onChange={(event) => wallet.onKeep(event.target.checked)}
            />
            Save this card
          </label>
          <p id={keepHint} className="text-sm text-ink-muted">
            {wallet.saving
              ? 'Saving your card…'
              : (wallet.keepNotice ?? 'It will be offered first at your next checkout.')}
          </p>
        </div>
      )}
      {choice !== NEW_CARD ? null : card ? (
        <div
          ref={chosenCard}
          tabIndex={-1}
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-masa-300"
        >
          <p className="flex items-center gap-3">
            <CreditCard className="size-7 text-verde-700" aria-hidden="true" />
            <span>
              <span className="block font-bold">{cardLabel(card)}</span>
              <span className="block text-sm text-ink-muted">
                {card.tokenizedAccountNumber} · Expires {card.expiration} · {card.cardHolderName}
              </span>
            </span>
          </p>
          <button type="button" className={linkClass} onClick={() => onCard(null)}>
            Use a different card
          </button>
        </div>
      ) : (
        <CardEntryFrame
          entry={entry}
          busyText={entry.tokenizing ? 'Checking your card…' : null}
          box="rounded-2xl bg-white ring-1 ring-masa-300"
        />
      )}
    </section>
  );
}
