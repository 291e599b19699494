import { Button } from '../../ui/button';
import type { CardEntry } from './use-card-entry';

/**
 * The provider's card page in its frame, or what stands in for it: "Loading the card form…" while
 * the client token comes, "Try again" when it could not, and `busyText` over the frame while the
 * card is tokenized (or kept). Checkout and the wallet show the same entry.
 */
export function CardEntryFrame({
  entry,
  busyText,
  box,
}: {
  entry: CardEntry;
  /** Shown over the frame while the card is being checked or saved; null when idle. */
  busyText: string | null;
  /** The surface classes of the caller's layout (rounding, background, ring). */
  box: string;
}) {
  if (entry.failed) {
    return (
      <div className={`${box} p-4`}>
        <p>We could not open the card form.</p>
        <Button variant="secondary" className="mt-3" onClick={entry.restart}>
          Try again
        </Button>
      </div>
    );
  }
  if (!entry.grant) {
    return (
      <p role="status" className={`${box} p-4 text-ink-muted`}>
        Loading the card form…
      </p>
    );
  }
  return (
    <div className={`${box} relative overflow-hidden`}>
      <iframe
        key={entry.grant.clientToken}
        ref={entry.frame}
        src={entry.grant.cardEntryUrl}
        title="Card details"
        className="block h-[38rem] w-full"
      />
      {busyText && (
        <p role="status" className="absolute inset-0 grid place-items-center bg-white/90 font-bold">
          {busyText}
        </p>
      )}
    </div>
  );
}
