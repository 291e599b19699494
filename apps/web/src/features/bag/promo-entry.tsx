import {
  MAX_LENGTH,
  maskPromoCode,
  type OrderPromotion,
  promoCodeSchema,
  promoErrorMessage,
} from '@catering/domain';
import { TicketPercent, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../ui/button';
import { rewriteInput } from '../../lib/rewrite-input';
import { Input } from '../../ui/input';

export interface PromoEntryProps {
  promotion: OrderPromotion | null;
  /** A code is being applied, removed or re-validated. */
  pending: boolean;
  /** The last failure's message ("Promotion has expired", ...). */
  error: string | undefined;
  onApply: (code: string) => void;
  onRemove: (code: string) => void;
  onClearError: () => void;
}

/**
 * The promo code: entry, spinner while changing, or the applied pill (BAG-PROMO-1). The entry's
 * errors are also said in a polite live region that outlives the spinner (A11Y-LIVE-1): the entry
 * comes back with its error after a refused code, too late for its own text to be announced.
 */
export function PromoEntry(props: PromoEntryProps) {
  const [emptyError, setEmptyError] = useState<string>();
  const entryError = props.promotion || props.pending ? undefined : (emptyError ?? props.error);
  return (
    <div>
      <PromoEntryBody {...props} emptyError={emptyError} setEmptyError={setEmptyError} />
      <p aria-live="polite" className="sr-only">
        {entryError}
      </p>
    </div>
  );
}

function PromoEntryBody(
  props: PromoEntryProps & {
    emptyError: string | undefined;
    setEmptyError: (message: string | undefined) => void;
  },
) {
  const { promotion, pending, emptyError, setEmptyError } = props;
  const [code, setCode] = useState('');
  const pillId = useId();

  if (pending) {
    return (
      <p role="status" className="flex items-center gap-2 text-ink-muted">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-verde-100 border-t-verde-700"
        />
        Updating promo code…
      </p>
    );
  }

  if (promotion) {
    return (
      <div>
        <div className="flex items-center justify-between gap-3 rounded-full bg-verde-50 py-1 pr-1 pl-4 ring-1 ring-verde-100">
          <p id={pillId} className="flex min-w-0 items-center gap-2 font-bold text-verde-800">
            <TicketPercent className="size-5 shrink-0" aria-hidden="true" />
            <span className="truncate">
              {promotion.code}
              <span className="font-normal text-ink-muted"> · {promotion.name}</span>
            </span>
          </p>
          <button
            type="button"
            aria-label={`Remove promo code ${promotion.code}`}
            onClick={() => props.onRemove(promotion.code)}
            className="grid size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-verde-100 hover:text-ink"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {promotion.exceptionCode && (
          <p role="alert" className="mt-2 text-sm font-semibold text-chile">
            {promoErrorMessage(promotion.exceptionCode)}
          </p>
        )}
        {props.error && (
          <p role="alert" className="mt-2 text-sm font-semibold text-chile">
            {props.error}
          </p>
        )}
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = promoCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setEmptyError(parsed.error.issues[0]?.message);
      return;
    }
    props.onApply(parsed.data.code);
  };

  return (
    <form onSubmit={submit} noValidate className="flex items-start gap-2">
      <Input
        label="Promo code"
        name="promoCode"
        className="flex-1"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={MAX_LENGTH.promoCode}
        value={code}
        error={emptyError ?? props.error}
        onChange={(event) => {
          setCode(rewriteInput(event.currentTarget, maskPromoCode(event.currentTarget.value)));
          setEmptyError(undefined);
          props.onClearError();
        }}
      />
      <Button type="submit" variant="secondary" className="mt-7 min-h-12" disabled={pending}>
        Apply
      </Button>
    </form>
  );
}
