import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { sessionQueryOptions } from '../../api/customerauth';
import { createQueryClient } from '../../lib/query-client';
import { useDialogStore } from '../../stores/dialog-store';
import { fakeApi, GUEST, orderFixture } from '../../test/fake-api';
import { EditingNotice } from './editing-notice';

const placed = { ...orderFixture(1), status: 'Submitted', orderNumber: '100042' };

function renderNotice() {
  const client = createQueryClient();
  client.setQueryData(sessionQueryOptions().queryKey, {
    ...GUEST,
    customer: null,
    cateringEditOrderId: 'order-1',
  });
  const notice = <EditingNotice editOrderId="order-1" />;
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home</p> },
      { path: '/bag/checkout', element: notice },
      { path: '/order/confirmation/:orderId', element: <p>Confirmation</p> },
    ],
    { initialEntries: ['/bag/checkout'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

const undos = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/order/undoforupdate'));

afterEach(() => useDialogStore.setState({ queue: [] }));

test('says which order is being edited, and Discard changes goes back to it unchanged', async () => {
  const fetchMock = fakeApi({
    'GET /order/order-1': placed,
    'GET /order/order-1/isChangeable': { isChangeable: true },
    'PUT /order/undoforupdate': placed,
  });
  const { router, client } = renderNotice();
  expect(await screen.findByText('Editing order #100042')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/order/confirmation/order-1'));
  expect(undos(fetchMock)).toHaveLength(1);
  expect(client.getQueryData(sessionQueryOptions().queryKey)?.cateringEditOrderId).toBeNull();
});

test('an order that can no longer be edited is undone, and the customer goes Home told so', async () => {
  const fetchMock = fakeApi({
    'GET /order/order-1': placed,
    'GET /order/order-1/isChangeable': { isChangeable: false },
    'PUT /order/undoforupdate': placed,
  });
  const { router } = renderNotice();
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(undos(fetchMock)).toHaveLength(1);
  await waitFor(() =>
    expect(useDialogStore.getState().queue[0]).toMatchObject({
      header: 'Cannot Edit Order',
      text: 'This order cannot be edited.',
    }),
  );
});
