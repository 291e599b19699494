import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';

/** The empty bag: a way to start (or continue) an order from Home. */
export function EmptyBag({ hasOrder, onNavigate }: { hasOrder: boolean; onNavigate: () => void }) {
  return (
    <div className="flex flex-col items-center py-10 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-verde-50 text-verde-700">
        <ShoppingBag className="size-10" aria-hidden="true" />
      </span>
      <p className="mt-5 font-display text-2xl font-extrabold tracking-wide uppercase [font-stretch:condensed]">
        Your bag is empty
      </p>
      <p className="mt-2 max-w-xs text-ink-muted">
        Build-your-own meals, burritos by the box, chips and salsa: everything feeds a crowd.
      </p>
      <Link to="/" onClick={onNavigate} className={buttonClass({ className: 'mt-6' })}>
        {hasOrder ? 'Add food' : 'Start a catering order'}
      </Link>
    </div>
  );
}
