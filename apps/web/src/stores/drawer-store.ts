import { create } from 'zustand';
import type { DataRouter } from 'react-router';

export type Drawer = 'bag' | 'login' | 'none';

interface DrawerState {
  drawer: Drawer;
  openDrawer: (drawer: Exclude<Drawer, 'none'>) => void;
  closeDrawers: () => void;
}

export const useDrawerStore = create<DrawerState>()((set) => ({
  drawer: 'none',
  openDrawer: (drawer) => set({ drawer }),
  closeDrawers: () => set({ drawer: 'none' }),
}));

/** Drawers cannot open on checkout or login, nor on confirmation for non-full users. */
export function canOpenDrawers(pathname: string, fullUser: boolean): boolean {
  if (pathname.startsWith('/bag/checkout') || pathname.startsWith('/account/login')) return false;
  if (pathname.startsWith('/order/confirmation') && !fullUser) return false;
  return true;
}

/**
 * Closes the bag and login drawers when a navigation starts, or when one lands that had nothing to
 * load. A drawer opened while a navigation loads stays open when it lands: the customer opened it
 * (or an action did, such as a reorder) after choosing to leave, so it is the newer wish.
 */
export function closeDrawersOnNavigation(
  router: Pick<DataRouter, 'subscribe' | 'state'>,
): () => void {
  let location = router.state.location;
  let pending = router.state.navigation.location;
  return router.subscribe((state) => {
    const { navigation } = state;
    const started = navigation.state !== 'idle' && navigation.location !== pending;
    const landedAtOnce = !pending && state.location !== location;
    location = state.location;
    pending = navigation.location;
    if ((started || landedAtOnce) && useDrawerStore.getState().drawer !== 'none')
      useDrawerStore.getState().closeDrawers();
  });
}
