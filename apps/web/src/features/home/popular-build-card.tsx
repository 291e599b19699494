import { dollarsToCents, formatCurrency } from '@catering/domain';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { PopularBuild } from '../../api/catalogue';
import { Button } from '../../ui/button';

export interface PopularBuildCardProps {
  build: PopularBuild;
  /** "Start here": puts the build in the bag (after the intake when there is no order yet). */
  onStart: (() => Promise<void>) | undefined;
}

/** A curated build: name, description, what is in it, its price and "Start here". */
export function PopularBuildCard({ build, onStart }: PopularBuildCardProps) {
  const [starting, setStarting] = useState(false);
  const start = () => {
    if (!onStart) return;
    setStarting(true);
    void onStart().finally(() => setStarting(false));
  };
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
        {build.isAvailable && onStart ? (
          <Button
            variant="secondary"
            busy={starting}
            onClick={start}
            aria-label={`Start here: ${build.name}`}
            className="shrink-0 px-4 whitespace-nowrap"
          >
            Start here
          </Button>
        ) : (
          <p className="text-sm font-semibold text-ink-muted">Not available right now</p>
        )}
      </div>
    </li>
  );
}
