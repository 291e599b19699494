import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { CreateAccountHost } from '../../../components/create-account/create-account-host';
import { openCreateAccount } from '../../../components/create-account/create-account-store';
import { createQueryClient } from '../../../lib/query-client';
import { useDrawerStore } from '../../../stores/drawer-store';
import { CreateAccountModal } from './create-account-modal';

test('openCreateAccount closes the drawer and shows the CREATE AN ACCOUNT modal; Close hides it', async () => {
  useDrawerStore.getState().openDrawer('login');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CreateAccountHost Modal={CreateAccountModal} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => openCreateAccount());
  const dialog = await screen.findByRole('dialog', { name: 'CREATE AN ACCOUNT' });
  expect(useDrawerStore.getState().drawer).toBe('none');
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'ALREADY A MEMBER? SIGN IN' })).toHaveAttribute(
    'href',
    '/account/login',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(dialog).not.toBeInTheDocument();
});
