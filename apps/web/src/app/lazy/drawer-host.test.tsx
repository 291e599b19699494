import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { GUEST_SESSION } from '../../api/customerauth';
import { DrawerHost } from './drawer-host';
import { useDrawerStore } from '../../stores/drawer-store';
import {
  closeCreateAccount,
  useCreateAccountModal,
} from '../../components/create-account/create-account-store';

function renderHost() {
  const router = createMemoryRouter(
    [{ path: '*', element: <DrawerHost session={GUEST_SESSION} bagItemCount={0} /> }],
    { initialEntries: ['/order/intake'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() =>
  act(() => {
    useDrawerStore.getState().closeDrawers();
    closeCreateAccount();
  }),
);

test('the main menu drawer greets a guest with links, the rewards pitch and sign-in', async () => {
  act(() => useDrawerStore.getState().openDrawer('login'));
  renderHost();
  const drawer = await screen.findByRole('dialog', { name: 'SIGN IN' });
  for (const name of ['Order', 'Catering', 'Rewards', 'Our Values', 'Nutrition']) {
    expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
  }
  expect(within(drawer).getByRole('heading', { name: /free food/i })).toBeInTheDocument();
  expect(drawer).toHaveTextContent('ALREADY A MEMBER? SIGN IN');
  expect(within(drawer).getByRole('link', { name: 'SIGN IN' })).toHaveAttribute(
    'href',
    '/account/login?prevPath=%2Forder%2Fintake',
  );
});

test('CREATE AN ACCOUNT opens the sign-up modal over the page and closes the drawer', async () => {
  act(() => useDrawerStore.getState().openDrawer('login'));
  const router = renderHost();
  const drawer = await screen.findByRole('dialog', { name: 'SIGN IN' });
  await userEvent.click(within(drawer).getByRole('button', { name: 'CREATE AN ACCOUNT' }));
  expect(useCreateAccountModal.getState().open).toBe(true);
  expect(useDrawerStore.getState().drawer).toBe('none');
  expect(router.state.location.pathname).toBe('/order/intake');
});

test('Escape closes the main menu drawer', async () => {
  act(() => useDrawerStore.getState().openDrawer('login'));
  renderHost();
  await screen.findByRole('dialog', { name: 'SIGN IN' });
  await userEvent.keyboard('{Escape}');
  expect(useDrawerStore.getState().drawer).toBe('none');
});
