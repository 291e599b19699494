import { CreditCard } from 'lucide-react';
import { cardExpiryError, cardLabel } from '../../../components/card-entry/card-text';
import type { WalletCard } from '../../../api/transaction';
import { Button } from '../../../ui/button';

/** A saved card: brand and last four, expiry and holder; never a number (ACC-WALLET-1). */
export function WalletCardItem({
  card,
  deleting,
  onDelete,
}: {
  card: WalletCard;
  deleting: boolean;
  onDelete: () => void;
}) {
  const label = cardLabel(card);
  const expired = cardExpiryError(card);
  return (
    <article
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-masa-300"
    >
      <p className="flex items-center gap-3">
        <CreditCard className="size-7 shrink-0 text-verde-700" aria-hidden="true" />
        <span>
          <span className="block font-bold">{label}</span>
          <span className="block text-sm text-ink-muted">
            Expires {card.expiration} · {card.cardHolderName}
          </span>
          {expired && <span className="block text-sm font-semibold text-chile">{expired}</span>}
        </span>
      </p>
      <Button variant="link" busy={deleting} onClick={onDelete}>
        Delete<span className="sr-only"> {label}</span>
      </Button>
    </article>
  );
}
