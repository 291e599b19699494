import { useId } from 'react';
import { CardEntryFrame } from '../../../components/card-entry/card-entry-frame';
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
      <CardEntryFrame
        entry={entry}
        busyText={entry.tokenizing || saving ? 'Saving your card…' : null}
        box="rounded-xl ring-1 ring-masa-300"
      />
      <Button variant="link" onClick={onCancel}>
        Cancel
      </Button>
    </section>
  );
}
