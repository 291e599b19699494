import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { GUEST_SESSION, isFullUser, sessionQueryOptions } from '../api/customerauth';
import { bagItemCount, cartQueryOptions } from '../api/order';
import { canOpenDrawers, useDrawerStore } from '../stores/drawer-store';
import { ACCESSIBILITY_LINK_SLOT, SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useRouteFocus } from './use-route-focus';
import { useRouteTitle } from './use-route-title';

export const MAIN_CONTENT_ID = 'main-content';

// The drawers, modals, dialogs and loader: none is on the first paint (see the module).
const OverlayHosts = lazy(() =>
  import('./lazy/overlay-hosts').then((module) => ({ default: module.OverlayHosts })),
);

// The band formats dates with the domain package: it loads only once an order exists.
const OrderSummaryBand = lazy(() =>
  import('./lazy/order-summary-band').then((module) => ({ default: module.OrderSummaryBand })),
);

/**
 * False in the build's prerender and in the browser's first render (which may be hydrating it),
 * true from the next one. The overlay hosts need the browser's document.
 */
function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => {
    // In a task of its own: not in the one that runs the first render's effects.
    const timer = setTimeout(() => setInBrowser(true));
    return () => clearTimeout(timer);
  }, []);
  return inBrowser;
}

function BandPlaceholder() {
  return (
    <div aria-hidden="true" className="h-[4.0625rem] border-b border-verde-900 bg-verde-800" />
  );
}

/** The page frame around every screen: skip link, header, main landmark, footer. */
export function Layout() {
  useRouteTitle();
  useRouteFocus();
  const { pathname } = useLocation();
  // A failed session call leaves no data: the shell then renders as a guest.
  const session = useQuery(sessionQueryOptions()).data ?? GUEST_SESSION;
  const cart = useQuery({ ...cartQueryOptions(), retry: false });
  const order = cart.data ?? null;
  // A builder always has an order. Before the first answer (a prerendered builder hydrating),
  // the band's place is held already, so the page does not move when the order arrives.
  const bandPending = cart.isPending && pathname.startsWith('/builder/');
  const drawer = useDrawerStore((state) => state.drawer);
  const openDrawer = useDrawerStore((state) => state.openDrawer);
  const itemCount = bagItemCount(order);
  const onIntake = pathname.startsWith('/order/intake');
  const inBrowser = useInBrowser();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-full bg-verde-700 px-4 py-2 font-bold text-masa focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      {/* A landmark of its own, so the link is not content outside every landmark. */}
      <nav id={ACCESSIBILITY_LINK_SLOT} />
      <SiteHeader
        session={session}
        bagItemCount={itemCount}
        showDrawerButtons={canOpenDrawers(pathname, isFullUser(session))}
        openDrawer={drawer}
        onOpenMenu={() => openDrawer('login')}
        onOpenBag={() => openDrawer('bag')}
      />
      {order && !onIntake && (
        // Holds the band's one-line height while its chunk loads, so the page does not jump.
        <Suspense fallback={<BandPlaceholder />}>
          <OrderSummaryBand order={order} />
        </Suspense>
      )}
      {bandPending && <BandPlaceholder />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <SiteFooter />
      {inBrowser && (
        <Suspense fallback={null}>
          <OverlayHosts session={session} bagItemCount={itemCount} />
        </Suspense>
      )}
    </div>
  );
}
