import { lazy, Suspense } from 'react';
import type { CustomerSession } from '../../api/customerauth';
import { useDrawerStore } from '../../stores/drawer-store';

// The drawers (and radix with them) load on first open, not with the page.
const MenuDrawer = lazy(() =>
  import('./menu-drawer').then((module) => ({ default: module.MenuDrawer })),
);
// The bag feature's drawer: items, promo entry, totals and CHECKOUT.
const BagDrawer = lazy(() =>
  import('../../features/bag/catering-bag-drawer').then((module) => ({
    default: module.CateringBagDrawer,
  })),
);

/** The open drawer of the drawer store: the main menu ("login") or the catering bag. */
export function DrawerHost({
  session,
  bagItemCount,
}: {
  session: CustomerSession;
  bagItemCount: number;
}) {
  const drawer = useDrawerStore((state) => state.drawer);
  const closeDrawers = useDrawerStore((state) => state.closeDrawers);
  const onOpenChange = (open: boolean) => {
    if (!open) closeDrawers();
  };
  if (drawer === 'none') return null;
  return (
    <Suspense fallback={null}>
      {drawer === 'login' && <MenuDrawer open session={session} onOpenChange={onOpenChange} />}
      {drawer === 'bag' && <BagDrawer open itemCount={bagItemCount} onOpenChange={onOpenChange} />}
    </Suspense>
  );
}
