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
});
