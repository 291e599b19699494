import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { useDialogStore } from '../../stores/dialog-store';
import { fakeApi, orderFixture } from '../../test/fake-api';
import { OrderChangeActions } from './order-change-actions';

const base = orderFixture(1);
const placed = {
  ...base,
  status: 'Submitted',
  orderNumber: '100042',
  orderDetail: {
    ...base.orderDetail,
    store: { ...base.orderDetail.store, phoneNumber: '2125550101' },
  },
};

function renderActions(onCancelled = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <OrderChangeActions order={placed} onCancelled={onCancelled} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onCancelled;
}

const openDialog = () => useDialogStore.getState().queue[0];
const calls = (fetchMock: ReturnType<typeof fakeApi>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

afterEach(() => useDialogStore.setState({ queue: [] }));

test('inside 24 hours both buttons give the restaurant number to call and change nothing', async () => {
  const fetchMock = fakeApi({
    'GET /order/order-1/isChangeable': { isChangeable: false },
    'GET /order/order-1': placed,
  });
  renderActions();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit order' }));
  await waitFor(() => expect(openDialog()).toBeDefined());
  expect(openDialog()).toMatchObject({
    header: 'Edit Order',
    text: 'NEED TO EDIT YOUR ORDER?',
    emphasis: 'Call (212) 555-0101',
  });
  useDialogStore.getState().close(openDialog()!.id, 'ok');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
  await waitFor(() => expect(openDialog()?.text).toBe('NEED TO EDIT YOUR ORDER?'));
  expect(calls(fetchMock, 'PUT')).toHaveLength(0);
  expect(calls(fetchMock, 'DELETE')).toHaveLength(0);
});

test('cancelling asks first, and only CANCEL ORDER cancels', async () => {
  const cancelled = { ...placed, status: 'Cancelled' };
  const fetchMock = fakeApi({
    'GET /order/order-1/isChangeable': { isChangeable: true },
    'DELETE /order/order-1': cancelled,
  });
  const onCancelled = renderActions();
  const cancel = await screen.findByRole('button', { name: 'Cancel order' });
  await userEvent.click(cancel);
  await waitFor(() => expect(openDialog()?.header).toBe('Cancel Order'));
  useDialogStore.getState().close(openDialog()!.id, 'cancel');
  expect(calls(fetchMock, 'DELETE')).toHaveLength(0);

  await userEvent.click(cancel);
  await waitFor(() => expect(openDialog()?.button).toBe('CANCEL ORDER'));
  useDialogStore.getState().close(openDialog()!.id, 'ok');
  await waitFor(() => expect(onCancelled).toHaveBeenCalledWith(cancelled));
  expect(calls(fetchMock, 'DELETE')).toHaveLength(1);
});

test('a refusal because the order is no longer placed says Cannot Edit Order', async () => {
  fakeApi({
    'GET /order/order-1/isChangeable': { isChangeable: true },
    'PUT /order/order-1/markforupdate': Response.json(
      { errorCode: 'ORD-0409', message: 'This order cannot be changed.' },
      { status: 409 },
    ),
  });
  renderActions();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit order' }));
  await waitFor(() => expect(openDialog()?.header).toBe('Cannot Edit Order'));
  expect(openDialog()?.text).toBe('This order cannot be edited.');
});

test('a split delivery offers no edit or cancel: the two share one payment (decision 217)', async () => {
  fakeApi({ 'GET /order/order-1/isChangeable': { isChangeable: false } });
  const split = {
    ...placed,
    orderDetail: { ...placed.orderDetail, split: { partnerId: 'order-2', part: 1 as const } },
  };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <OrderChangeActions order={split} onCancelled={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(
    await screen.findByText(
      'Your two deliveries share one payment: to change or cancel them, please call the restaurant.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit order' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
});
