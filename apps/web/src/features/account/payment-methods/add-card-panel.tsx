import { useId } from 'react';
import { useCardEntry } from '../../../components/card-entry/use-card-entry';
import type { WalletCard } from '../../../api/transaction';
import { Button } from '../../../ui/button';

/**
 * A new card through the provider's card page (ACC-WALLET-1, PAY-CARD-1): the card never passes
 * through the app, only the token the page answers, which `onCard` keeps in the wallet.
 */
export function AddCardPanel({
  restaurantNumber,
  saving,
  failure,
  onCard,
  onCancel,
}: {
  restaurantNumber: number;
  saving: boolean;
  failure?: string;
  onCard: (card: WalletCard) => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const entry = useCardEntry(restaurantNumber, true, onCard);
  const message = failure ?? entry.error;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-masa-300 sm:p-6"
    >
      <h2 id={headingId} className="text-2xl text-verde-800">
        Add a card
      </h2>
      {message && (
        <p role="alert" className="rounded-xl border-2 border-chile p-3 font-semibold text-chile">
          {message}
        </p>
      )}
      {entry.failed ? (
        <div>
          <p>We could not open the card form.</p>
          <Button variant="secondary" className="mt-3" onClick={entry.restart}>
            Try again
          </Button>
        </div>
      ) : entry.grant ? (
        <div className="relative overflow-hidden rounded-xl ring-1 ring-masa-300">
          <iframe
            key={entry.grant.clientToken}
            ref={entry.frame}
            src={entry.grant.cardEntryUrl}
            title="Card details"
            className="block h-[38rem] w-full"
          />
          {(entry.tokenizing || saving) && (
            <p
              role="status"
              className="absolute inset-0 grid place-items-center bg-white/90 font-bold"
            >
              Saving your card…
            </p>
          )}
        </div>
      ) : (
        <p role="status" className="text-ink-muted">
          Loading the card form…
        </p>
      )}
      <Button variant="link" onClick={onCancel}>
        Cancel
      </Button>
    </section>
  );
}
