import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { sessionQueryOptions } from '../api/customerauth';
import { cartQueryOptions } from '../api/order';
import { queryClient } from '../lib/query-client';
import { showDialog, useDialogStore } from '../stores/dialog-store';
import { useDrawerStore } from '../stores/drawer-store';
import { fakeApi, GUEST, orderFixture } from '../test/fake-api';
import { resetSessionOnExpiry, routes } from './router';

const expiredAnswer = () =>
  Response.json(
    { errorCode: 'AUTH-0401', message: 'Your session has expired.' },
    { status: 401, headers: { 'X-Invalid-Token': 'true' } },
  );

const VALID = {
  isRestaurantValid: true,
  isDateValid: true,
  isTimeValid: true,
  validationErrors: [],
};

/** A service whose session `g1` (with an order) ends when `end()` is called. */
function serviceWithSession() {
  const state = { ended: false, renewed: false };
  const fetchMock = fakeApi({
    'GET /customerauth/getstarted': () => {
      if (!state.ended) return GUEST;
      state.renewed = true;
      return { ...GUEST, customerIdHash: 'g2' };
    },
    'GET /order/cart': () => {
      if (!state.ended) return orderFixture(1);
      return state.renewed
        ? Response.json({ errorCode: 'ORD-0404', message: 'No order' }, { status: 404 })
        : expiredAnswer();
    },
    'GET /order/order-1/validate': () => (state.ended ? expiredAnswer() : VALID),
  });
  return { fetchMock, end: () => (state.ended = true) };
}

let stop: (() => void) | undefined;

// Lazy screen chunks can take a while on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  stop?.();
  queryClient.clear();
  useDialogStore.setState({ queue: [] });
  useDrawerStore.setState({ drawer: 'none' });
});

test('an expired session closes what is open, says so, goes Home and starts a new guest session', async () => {
  const { fetchMock, end } = serviceWithSession();
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  stop = resetSessionOnExpiry(router);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Catering for every crowd' });
  let pending!: Promise<string>;
  act(() => {
    pending = showDialog({ text: 'A question left open' });
    useDrawerStore.getState().openDrawer('bag');
  });

  end();
  // The next screen re-checks the order: the service answers that the session has expired.
  await act(() => router.navigate('/pagenotfound'));

  const dialog = await screen.findByRole('dialog', { name: 'BAD NEWS. YOUR SESSION HAS EXPIRED!' });
  expect(dialog).toHaveTextContent('Please sign in again or continue as a guest.');
  await expect(pending).resolves.toBe('cancel');
  expect(useDialogStore.getState().queue).toHaveLength(1);
  expect(useDrawerStore.getState().drawer).toBe('none');
  expect(router.state.location.pathname).toBe('/');
  await waitFor(() =>
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toMatchObject({
      customerIdHash: 'g2',
    }),
  );
  expect(queryClient.getQueryData(cartQueryOptions().queryKey)).toBeNull();
  // The new session is asked for as a guest, not with the old customer's hash.
  const renewal = fetchMock.mock.calls.filter(([url]) => String(url).includes('getstarted')).at(-1);
  expect(new Headers(renewal?.[1]?.headers).get('X-Feature-User')).toBe('guest');

  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
