import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, expect, test } from 'vitest';
import { SESSION_RESET_STATE } from '../../lib/session-reset';
import { DialogHost } from '../../ui/dialog-host';
import { useDialogStore } from '../../stores/dialog-store';
import { hasUnsavedChanges } from '../../stores/unsaved-changes-store';
import { useLeaveGuard } from './use-leave-guard';

function Builder({ dirty }: { dirty: boolean }) {
  useLeaveGuard(dirty);
  return <DialogHost />;
}

function renderAt(dirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/builder', element: <Builder dirty={dirty} /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/builder'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => useDialogStore.setState({ queue: [] }));

test('asks before leaving a dirty builder and stays when told to', async () => {
  const router = renderAt(true);
  await act(() => router.navigate('/'));
  // The dialog's code loads lazily on first use.
  const dialog = await screen.findByRole('dialog', { name: 'LEAVE THIS PAGE?' }, { timeout: 5000 });
  expect(dialog).toHaveTextContent(
    'You will lose any unsaved changes. Are you sure you would like to continue?',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Stay here' }));
  expect(router.state.location.pathname).toBe('/builder');
});

test('leaves a dirty builder once the customer continues', async () => {
  const router = renderAt(true);
  await act(() => router.navigate('/'));
  await userEvent.click(await screen.findByRole('button', { name: 'CONTINUE' }, { timeout: 5000 }));
  await screen.findByRole('heading', { name: 'Home' });
  expect(router.state.location.pathname).toBe('/');
});

test('lets sign-out through without asking: it asks on its own', async () => {
  const router = renderAt(true);
  await act(() => router.navigate('/?signedOut=true'));
  expect(router.state.location.pathname).toBe('/');
  expect(useDialogStore.getState().queue).toHaveLength(0);
});

test('lets the move Home after an expired session through without asking', async () => {
  const router = renderAt(true);
  await act(() => router.navigate('/', { state: SESSION_RESET_STATE }));
  expect(router.state.location.pathname).toBe('/');
  expect(useDialogStore.getState().queue).toHaveLength(0);
});

test('lets a builder with nothing chosen go without asking', async () => {
  const router = renderAt(false);
  await act(() => router.navigate('/'));
  expect(router.state.location.pathname).toBe('/');
  expect(useDialogStore.getState().queue).toHaveLength(0);
});

test('tells sign-out while the builder has unsaved changes, and not once it is left', async () => {
  const router = renderAt(true);
  expect(hasUnsavedChanges()).toBe(true);
  await act(() => router.navigate('/?signedOut=true'));
  expect(hasUnsavedChanges()).toBe(false);
});

test('tells sign-out that a builder with nothing chosen has no unsaved changes', () => {
  renderAt(false);
  expect(hasUnsavedChanges()).toBe(false);
});
