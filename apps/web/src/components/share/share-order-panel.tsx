import { useMutation } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { createShareLink, turnOffSharing } from '../../api/order-share';
import { Button } from '../../ui/button';

const STATUS = {
  copied: 'Link copied.',
  copyFailed: 'Select the link and copy it.',
  off: 'Sharing is off. Links you sent no longer work.',
  failed: 'We couldn’t do that just now. Please try again.',
} as const;

/**
 * "Share with your team" on the confirmation of a placed, upcoming order: a read-only link
 * without the customer's contact or payment details, to copy, and a way to turn sharing off.
 */
export function ShareOrderPanel({ orderId }: { orderId: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const headingId = useId();
  const linkId = useId();
  const share = useMutation({
    mutationFn: () => createShareLink(orderId),
    onSuccess: (link) => {
      setUrl(new URL(link.path, window.location.origin).href);
      setStatus('');
    },
    onError: () => setStatus(STATUS.failed),
  });
  const stop = useMutation({
    mutationFn: () => turnOffSharing(orderId),
    onSuccess: () => {
      setUrl(null);
      setStatus(STATUS.off);
    },
    onError: () => setStatus(STATUS.failed),
  });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setStatus(STATUS.copied);
    } catch {
      setStatus(STATUS.copyFailed);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      data-print-hidden
      className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-masa-300"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl text-verde-800">
        <Share2 className="size-5" aria-hidden="true" />
        Share with your team
      </h2>
      <p className="text-sm text-ink-muted">
        A read-only page with what’s coming, when and where, and the cost per person. It leaves out
        your contact and payment details, and stops working a day after the order.
      </p>
      {url ? (
        <div className="space-y-2">
          <label htmlFor={linkId} className="block text-sm font-bold">
            Link to share
          </label>
          <input
            id={linkId}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-lg border border-field bg-masa px-3 py-2 text-sm"
          />
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void copy()}>Copy link</Button>
            <Button variant="secondary" busy={stop.isPending} onClick={() => stop.mutate()}>
              Turn off sharing
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" busy={share.isPending} onClick={() => share.mutate()}>
          Share with your team
        </Button>
      )}
      <p role="status" className="text-sm font-bold">
        {status}
      </p>
    </section>
  );
}
