import { type BuilderKind, formatCurrency, servesTextFor } from '@catering/domain';
import type { ReactNode } from 'react';
import type { MenuItem } from '../../api/menu';
import { fillCount } from './builder-groups';

/** Up to three pictures of what goes in, one per food group. */
function showcase(item: MenuItem): string[] {
  const groups = [item.proteins, item.bases, item.salsas, item.toppings, item.tortillas];
  return groups
    .flatMap((options) => options.slice(0, 1).map((option) => option.imageUrl))
    .slice(0, 3);
}

const PER: Record<string, string> = { PERSON: 'person', BURRITO: 'burrito', ORDER: 'order' };

export interface BuilderSummaryProps {
  kind: BuilderKind;
  item: MenuItem;
  headcount: number;
  unitPriceCents: number;
}

/** "Serves 25", or the menu's own text when it names no number ("Serves 10-15"). */
function servesText(kind: BuilderKind, item: MenuItem, headcount: number): string {
  const text = fillCount(item.formatServesText, headcount * item.itemConfig.serves);
  return text || `Serves ${servesTextFor(kind) ?? headcount}`;
}

export interface BuilderIntroProps {
  name: string;
  description: string;
  /** Pictures of what goes in, beside the text on wider screens. */
  pictures?: string[];
  /** The line of badges under the description. */
  children: ReactNode;
}

// An empty name or description (the builder loading) shows as a placeholder bar.
const PLACEHOLDER = 'empty:animate-pulse empty:rounded-lg empty:bg-verde-100';

/**
 * The builder's heading card. The loading builder shows it too, prerendered with the server's
 * slots for the item's name and description (builder-screen.tsx), so the page painted before
 * the JavaScript has the very heading the builder then shows, at the same size and place.
 */
export function BuilderIntro({ name, description, pictures = [], children }: BuilderIntroProps) {
  return (
    <header className="relative overflow-hidden rounded-3xl bg-verde-50 px-5 py-6 text-ink shadow-sm ring-1 ring-verde-100 sm:px-8 sm:py-8">
      <div
        aria-hidden="true"
        className="absolute top-1/2 right-6 hidden -translate-y-1/2 sm:flex lg:right-10"
      >
        {pictures.map((src, index) => (
          <span
            key={src}
            className={`-ml-6 grid size-24 place-items-center rounded-full bg-white shadow-md ring-4 ring-verde-50 lg:size-32 ${index === 1 ? '-translate-y-4' : ''}`}
          >
            {/* Lazy: a phone, which does not show them, does not download them either. */}
            <img src={src} alt="" loading="lazy" className="size-20 lg:size-28" />
          </span>
        ))}
      </div>
      <p className="text-xs font-bold tracking-[0.3em] text-chile uppercase">Catering builder</p>
      {/* A placeholder is no heading for a screen reader: the status below says what is on the way. */}
      <h1
        aria-hidden={name ? undefined : true}
        className={`mt-1 text-4xl text-verde-800 empty:h-10 empty:w-3/4 sm:max-w-[calc(100%-16rem)] sm:text-5xl lg:max-w-[calc(100%-22rem)] ${PLACEHOLDER}`}
      >
        {name}
      </h1>
      <p
        aria-hidden={description ? undefined : true}
        className={`mt-2 max-w-xl text-ink-muted empty:h-18 sm:max-w-[calc(100%-16rem)] lg:max-w-[calc(100%-22rem)] ${PLACEHOLDER}`}
      >
        {description}
      </p>
      <p className="mt-4 flex flex-wrap gap-2 text-sm font-bold">{children}</p>
    </header>
  );
}

/** The item's name, what it is, how many it serves and its price per person. */
export function BuilderSummary({ kind, item, headcount, unitPriceCents }: BuilderSummaryProps) {
  const per = PER[item.priceUnit ?? 'PERSON'] ?? 'person';
  return (
    <BuilderIntro name={item.name} description={item.description} pictures={showcase(item)}>
      <span className="rounded-full bg-verde-700 px-3 py-1 text-white">
        {servesText(kind, item, headcount)}
      </span>
      <span className="rounded-full bg-maiz px-3 py-1 text-ink">
        {formatCurrency(unitPriceCents)} per {per}
      </span>
    </BuilderIntro>
  );
}
