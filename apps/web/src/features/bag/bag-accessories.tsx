import {
  ACCESSORIES_PRICE_TEXT,
  accessoriesTexts,
  type Order,
  SETUP_NOT_INCLUDED_TEXT,
} from '@catering/domain';
import { Utensils } from 'lucide-react';

/** What comes with the food, FREE, and that setup is not included (BAG-DRAWER-4). */
export function BagAccessories({ order }: { order: Order }) {
  return (
    <section
      aria-labelledby="bag-accessories"
      className="rounded-2xl bg-white p-4 ring-1 ring-masa-300"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id="bag-accessories" className="flex items-center gap-2 text-lg text-verde-800">
          <Utensils className="size-5" aria-hidden="true" />
          Serving accessories
        </h3>
        <span className="font-display font-extrabold tracking-wider text-verde-700 [font-stretch:condensed]">
          {ACCESSORIES_PRICE_TEXT}
        </span>
      </div>
      {accessoriesTexts(order).map((text) => (
        <p key={text} className="mt-1.5 text-sm text-ink-muted">
          {text}
        </p>
      ))}
      <p className="mt-2 text-sm font-bold tracking-wide">{SETUP_NOT_INCLUDED_TEXT}</p>
    </section>
  );
}
