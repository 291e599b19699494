import { dollarsToCents, formatCurrency } from '@catering/domain';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { PopularBuild } from '../../api/catalogue';

/** A curated build: name, description, what is in it and its price. */
export function PopularBuildCard({ build, to }: { build: PopularBuild; to: string | undefined }) {
  return (
    <li className="flex flex-col rounded-3xl border-2 border-verde-100 bg-white p-5 shadow-xs">
      <p className="flex items-center gap-1.5 text-xs font-bold tracking-[0.2em] text-chile uppercase">
        <Sparkles className="size-4" aria-hidden="true" />
        Popular build
      </p>
      <h3 className="mt-2 text-2xl text-verde-800">{build.name}</h3>
      {build.description && <p className="mt-1.5 text-ink-muted">{build.description}</p>}
      <ul className="mt-3 space-y-1 text-sm text-ink">
        {build.menuItems.map((entry) => (
          <li key={entry.menuItemId} className="flex gap-2">
            <span aria-hidden="true" className="text-verde-600">
              •
            </span>
            {entry.headcount ? `${entry.headcount} × ` : ''}
            {entry.name ?? entry.menuItemId}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <p className="text-lg font-bold">{formatCurrency(dollarsToCents(build.price))}</p>
        {build.isAvailable && to ? (
          <Link
            to={to}
            aria-label={`Start here: ${build.name}`}
            className="inline-flex min-h-11 shrink-0 items-center rounded-full whitespace-nowrap border-2 border-verde-700 px-4 font-display font-bold tracking-wider text-verde-800 uppercase [font-stretch:condensed] hover:bg-verde-50"
          >
            Start here
          </Link>
        ) : (
          <p className="text-sm font-semibold text-ink-muted">Not available right now</p>
        )}
      </div>
    </li>
  );
}
