import { builderKindFor } from '@catering/domain';
import { ArrowRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { MenuItem } from '../../api/menu';
import { MenuItemArt } from './menu-item-art';
import { priceText, servesText } from './menu-item-text';

export interface MenuItemCardProps {
  item: MenuItem;
  /** Where choosing the item goes: intake without an order, else its builder. */
  to: string;
}

/** A catering menu item: picture, name, tagline, price and serves text; the whole card is a link. */
export function MenuItemCard({ item, to }: MenuItemCardProps) {
  const headingId = `menu-item-${item.id}`;
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-masa-300 transition hover:-translate-y-0.5 hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus">
      <div className="bg-masa-200/60 px-6 pt-4">
        <MenuItemArt kind={builderKindFor(item.id)} className="mx-auto h-36 w-auto" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 id={headingId} className="text-2xl text-verde-800">
          <Link
            to={to}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:shadow-none"
          >
            {item.name}
          </Link>
        </h3>
        <p className="mt-1.5 text-ink-muted">{item.tagline}</p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-5">
          <div>
            <p className="text-lg font-bold text-ink">{priceText(item)}</p>
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-ink-muted">
              <Users className="size-4" aria-hidden="true" />
              {servesText(item)}
            </p>
          </div>
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-verde-700 text-masa transition-colors group-hover:bg-chile"
          >
            <ArrowRight className="size-5" />
          </span>
        </div>
      </div>
    </li>
  );
}
