import { CreditCard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { WalletCard } from '../../api/transaction';
import { Button } from '../../ui/button';
import { cardLabel } from '../../components/card-entry/card-text';
import { useCardEntry } from '../../components/card-entry/use-card-entry';

export interface CardPaymentProps {
  restaurantNumber: number;
  card: WalletCard | null;
  onCard: (card: WalletCard | null) => void;
  /** A message about the card from the last submit, e.g. a decline. */
  notice?: string;
}

const linkClass =
  'min-h-11 rounded px-1 font-semibold text-verde-700 underline underline-offset-4 hover:text-verde-900';

/** Pay by new card: the provider's card page in an iframe, then the masked card. */
export function CardPayment({ restaurantNumber, card, onCard, notice }: CardPaymentProps) {
  // Accepting a card removes the card form's iframe, and the focus in it: it moves to the card.
  const accepted = useRef(false);
  const chosenCard = useRef<HTMLDivElement>(null);
  const entry = useCardEntry(restaurantNumber, !card, (next) => {
    accepted.current = true;
    onCard(next);
  });
  useEffect(() => {
    if (!card || !accepted.current) return;
    accepted.current = false;
    chosenCard.current?.focus();
  }, [card]);
  const message = notice ?? entry.error;
  return (
    <section aria-labelledby="payment-heading" className="space-y-3">
      <h2 id="payment-heading" className="text-2xl text-verde-800">
        Payment
      </h2>
      {message && (
        <p
          role="alert"
          className="rounded-xl border-2 border-chile bg-white p-3 font-semibold text-chile"
        >
          {message}
        </p>
      )}
      {card ? (
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
      ) : entry.failed ? (
        <div className="rounded-2xl bg-white p-4 ring-1 ring-masa-300">
          <p>We could not open the card form.</p>
          <Button variant="secondary" className="mt-3" onClick={entry.restart}>
            Try again
          </Button>
        </div>
      ) : entry.grant ? (
        <div className="relative overflow-hidden rounded-2xl bg-white ring-1 ring-masa-300">
          <iframe
            key={entry.grant.clientToken}
            ref={entry.frame}
            src={entry.grant.cardEntryUrl}
            title="Card details"
            className="block h-[38rem] w-full"
          />
          {entry.tokenizing && (
            <p
              role="status"
              className="absolute inset-0 grid place-items-center bg-white/90 font-bold"
            >
              Checking your card…
            </p>
          )}
        </div>
      ) : (
        <p role="status" className="rounded-2xl bg-white p-4 text-ink-muted ring-1 ring-masa-300">
          Loading the card form…
        </p>
      )}
    </section>
  );
}
