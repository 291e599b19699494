import { BUILDER_PAGE_SLOTS, type BuilderKind } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { findMenuItem, restaurantMenuQueryOptions } from '../../api/menu';
import { cartQueryOptions } from '../../api/order';
import { buttonClass } from '../../ui/button';
import { BuilderForm } from './builder-form';
import { BuilderIntro } from './builder-summary';
import { resolveMenuItemId, returnToFrom } from './builder-route';

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-14 text-center">
      <h1 className="text-4xl text-verde-800">{title}</h1>
      <div className="mt-4 text-ink-muted">{children}</div>
    </section>
  );
}

// The prerendered page leaves the item's name and description to the server (see BuilderIntro);
// the app itself, between screens, shows them as placeholders.
const INTRO = import.meta.env.SSR ? BUILDER_PAGE_SLOTS : { name: '', description: '' };

// At least a screen tall: the page is prerendered in this state, and the footer below must not
// be in view when the builder replaces it. Laid out as the builder is (builder-form.tsx).
function Loading() {
  return (
    <div className="mx-auto min-h-dvh w-full max-w-6xl px-4 pt-4 pb-10 sm:px-6 sm:pt-6 md:pb-12">
      <BuilderIntro name={INTRO.name} description={INTRO.description}>
        <span aria-hidden="true" className="h-7 w-24 animate-pulse rounded-full bg-verde-100" />
        <span aria-hidden="true" className="h-7 w-36 animate-pulse rounded-full bg-verde-100" />
      </BuilderIntro>
      <div role="status" className="mt-6">
        <span className="sr-only">Loading the builder…</span>
        <div aria-hidden="true" className="h-64 animate-pulse rounded-3xl bg-masa-200" />
      </div>
    </div>
  );
}

/** A builder screen: finds the order, the restaurant's menu and the item, then the form. */
export function BuilderScreen({ kind }: { kind: BuilderKind }) {
  const { menuType, orderItemId } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const cart = useQuery(cartQueryOptions());
  const order = cart.data;
  const storeNumber = order?.orderDetail.store.storeNumber;
  const menu = useQuery({
    ...restaurantMenuQueryOptions(storeNumber ?? 0),
    enabled: storeNumber !== undefined,
  });

  if (cart.isPending || (order && menu.isPending)) return <Loading />;
  if (!order) {
    const intake = `/order/intake?${new URLSearchParams({ menuItemId: menuType ?? '' })}`;
    return (
      <Notice title="Start your order">
        <p>Tell us when and where you would like your food first.</p>
        <Link to={intake} className={buttonClass({ className: 'mt-6' })}>
          Set up your order
        </Link>
      </Notice>
    );
  }
  const editing = orderItemId
    ? order.orderDetail.orderItems.find((entry) => entry.orderItemId === orderItemId)
    : undefined;
  const itemId =
    menu.data &&
    resolveMenuItemId(kind, menu.data, {
      editing: editing?.menuId,
      menuType,
      menuItemId: search.get('menuItemId'),
    });
  const item = itemId ? findMenuItem(menu.data, itemId) : undefined;
  if (!item) {
    return (
      <Notice title="Not on the menu">
        <p>This item is not available at your restaurant right now.</p>
        <Link to="/" className={buttonClass({ className: 'mt-6' })}>
          See the menu
        </Link>
      </Notice>
    );
  }
  return (
    <BuilderForm
      key={`${item.id}/${editing?.orderItemId ?? 'new'}`}
      kind={kind}
      item={item}
      orderId={order.id}
      editing={editing}
      returnTo={returnToFrom(location.state, search)}
    />
  );
}
