import { formatCurrency } from '@catering/domain';
import { ShoppingBag } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../ui/button';
import { useBottomBarSpace } from './use-bottom-bar-space';

export interface AddToBagBarProps {
  totalCents: number;
  editing: boolean;
  saving: boolean;
  /** "Please select ..." after a refused add; announced as an alert. */
  errorMessage?: string;
  onAdd: () => void;
  /** Where the edit began, when on another page: the "close without updating" link. */
  closeTo?: string;
  /** Follows that link (the builder goes back and opens the bag). */
  onClose?: () => void;
}

/**
 * The order total and the add button: fixed to the bottom of a phone's screen, in the side
 * column on wider screens.
 */
export function AddToBagBar({
  totalCents,
  editing,
  saving,
  errorMessage,
  onAdd,
  closeTo,
  onClose,
}: AddToBagBarProps) {
  const total = formatCurrency(totalCents);
  const bar = useRef<HTMLDivElement>(null);
  useBottomBarSpace(bar);
  return (
    <div
      ref={bar}
      className="fixed inset-x-0 bottom-0 z-30 [@media(max-height:30rem)]:static border-t border-masa-300 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgb(0_0_0/0.08)] backdrop-blur md:static md:rounded-3xl md:border-0 md:p-5 md:shadow-sm md:ring-1 md:ring-masa-300"
    >
      <div role="alert">
        {errorMessage && (
          <p className="mb-2 text-sm font-semibold text-chile md:text-base">{errorMessage}</p>
        )}
      </div>
      <div className="flex items-center gap-3 md:flex-col md:items-stretch">
        <p className="flex shrink-0 flex-col leading-tight md:flex-row md:items-baseline md:justify-between">
          <span className="text-xs font-bold tracking-wider text-ink-muted uppercase md:text-sm">
            Order Total
          </span>
          <span className="font-display text-2xl font-extrabold text-ink tabular-nums [font-stretch:condensed] md:text-3xl">
            {total}
          </span>
        </p>
        <Button
          variant="primary"
          size="lg"
          block
          busy={saving}
          onClick={onAdd}
          className="flex-1 px-4 text-base tracking-wide whitespace-nowrap max-[22rem]:whitespace-normal xs:text-lg"
        >
          {!saving && <ShoppingBag className="hidden size-5 xs:block" aria-hidden="true" />}
          {editing ? 'Update Bag' : `Add to Bag - ${total}`}
        </Button>
      </div>
      {closeTo && (
        <div className="mt-1 text-center">
          <Link
            to={closeTo}
            onClick={(event) => {
              if (!onClose) return;
              event.preventDefault();
              onClose();
            }}
            className={buttonClass({ variant: 'link', className: 'text-sm' })}
          >
            close without updating
          </Link>
        </div>
      )}
    </div>
  );
}
