import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useDialogStore } from '../../../stores/dialog-store';
import { useDrawerStore } from '../../../stores/drawer-store';
import { fakeApi, orderFixture } from '../../../test/fake-api';
import { useReorder } from './use-reorder';

const completed = { ...orderFixture(1), id: 'old-1', status: 'Closed' };
const menu = (price: number) => ({
  restaurantNumber: 1001,
  priceTier: 1,
  menuItems: [{ id: 'CMG-4105', price }],
});

function renderReorder() {
  const client = createQueryClient();
  let path = '/account/orderhistory';
  const hook: { current: ReturnType<typeof useReorder> } = { current: undefined as never };
  function Probe() {
    hook.current = useReorder();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
    initialEntries: [path],
  });
  router.subscribe((state) => (path = `${state.location.pathname}${state.location.search}`));
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { hook, path: () => path, client };
}

async function answerDialog(choice: 'ok' | 'cancel') {
  await waitFor(() => expect(useDialogStore.getState().queue).toHaveLength(1));
  const dialog = useDialogStore.getState().queue[0]!;
  act(() => useDialogStore.getState().close(dialog.id, choice));
  return dialog;
}

afterEach(() => {
  useDrawerStore.setState({ drawer: 'none' });
  useDialogStore.setState({ queue: [] });
});

test('an item gone from the menu is named and nothing is reordered (AFT-REORDER-1)', async () => {
  const fetchMock = fakeApi({
    'GET /order/cart': orderFixture(0),
    'GET /order/old-1': completed,
    'GET /menu/tiered/1001': menu(0),
  });
  const { hook } = renderReorder();
  const running = hook.current.run('old-1');
  const dialog = await answerDialog('ok');
  await act(() => running);
  expect(dialog.emphasis).toBe('No longer on the menu: Build Your Own for 20.');
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  expect(useDrawerStore.getState().drawer).toBe('none');
});

test('a reorder fills the current order and opens the bag', async () => {
  const filled = orderFixture(2);
  const fetchMock = fakeApi({
    'GET /order/cart': orderFixture(1),
    'GET /order/old-1': completed,
    'GET /menu/tiered/1001': menu(10.95),
    'POST /order/order-1/reorder/old-1': filled,
  });
  const { hook, client } = renderReorder();
  await act(() => hook.current.run('old-1'));
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  expect(client.getQueryData(['order', 'cart'])).toEqual(filled);
  expect(useDrawerStore.getState().drawer).toBe('bag');
  await waitFor(() => expect(hook.current.announcement).toBe('1 item added to your catering bag.'));
});

test('without a current order the intake comes first, then back to the history', async () => {
  fakeApi({
    'GET /order/cart': Response.json({ errorCode: 'ORD-0404' }, { status: 404 }),
    'GET /order/old-1': completed,
    'GET /menu/tiered': menu(10.95),
  });
  const { hook, path } = renderReorder();
  const running = hook.current.run('old-1');
  const dialog = await answerDialog('ok');
  await act(() => running);
  expect(dialog.button).toBe('START AN ORDER');
  expect(path()).toBe(
    `/order/intake?action=${encodeURIComponent('/account/orderhistory?reorder=old-1')}`,
  );
});
