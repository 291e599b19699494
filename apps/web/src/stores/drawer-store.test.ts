import { createMemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { canOpenDrawers, closeDrawersOnNavigation, useDrawerStore } from './drawer-store';

describe('drawers', () => {
  test('cannot open on checkout or login, nor on confirmation for non-full users', () => {
    expect(canOpenDrawers('/', false)).toBe(true);
    expect(canOpenDrawers('/bag/checkout', true)).toBe(false);
    expect(canOpenDrawers('/account/login', false)).toBe(false);
    expect(canOpenDrawers('/order/confirmation/42', false)).toBe(false);
    expect(canOpenDrawers('/order/confirmation/42', true)).toBe(true);
  });

  test('close as soon as a navigation starts', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }]);
    const unsubscribe = closeDrawersOnNavigation(router);
    useDrawerStore.getState().openDrawer('bag');

    await router.navigate('/order/intake');
    expect(useDrawerStore.getState().drawer).toBe('none');
    useDrawerStore.getState().openDrawer('login');
    await router.navigate('/');
    expect(useDrawerStore.getState().drawer).toBe('none');
    unsubscribe();
    router.dispose();
  });

  test('a drawer opened while a navigation loads stays open when it lands', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<null>((resolve) => (release = () => resolve(null)));
    const router = createMemoryRouter([
      { path: '/', element: null },
      { path: '/account/orderhistory', loader: () => held, element: null },
    ]);
    const unsubscribe = closeDrawersOnNavigation(router);
    useDrawerStore.getState().openDrawer('login');

    const landed = router.navigate('/account/orderhistory');
    expect(router.state.navigation.state).toBe('loading');
    expect(useDrawerStore.getState().drawer).toBe('none');
    useDrawerStore.getState().openDrawer('bag');
    release();
    await landed;

    expect(router.state.location.pathname).toBe('/account/orderhistory');
    expect(useDrawerStore.getState().drawer).toBe('bag');
    unsubscribe();
    router.dispose();
  });

  test('a navigation that starts while another loads closes a drawer opened meanwhile', async () => {
    const router = createMemoryRouter([
      { path: '/', element: null },
      { path: '/slow', loader: () => new Promise<null>(() => undefined), element: null },
      { path: '/slower', loader: () => new Promise<null>(() => undefined), element: null },
    ]);
    const unsubscribe = closeDrawersOnNavigation(router);

    void router.navigate('/slow');
    useDrawerStore.getState().openDrawer('bag');
    void router.navigate('/slower');

    expect(router.state.navigation.location?.pathname).toBe('/slower');
    expect(useDrawerStore.getState().drawer).toBe('none');
    unsubscribe();
    router.dispose();
  });
});
