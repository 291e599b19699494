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

/** Closes the bag and login drawers when a navigation starts (or lands, if it had nothing to load). */
export function closeDrawersOnNavigation(
  router: Pick<DataRouter, 'subscribe' | 'state'>,
): () => void {
  let location = router.state.location;
  return router.subscribe((state) => {
    const moved = state.navigation.state !== 'idle' || state.location !== location;
    location = state.location;
    if (moved && useDrawerStore.getState().drawer !== 'none')
      useDrawerStore.getState().closeDrawers();
  });
}
