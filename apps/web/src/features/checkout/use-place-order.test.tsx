import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { walletCard } from '../../test/account-fixtures';
import { fakeApi, orderFixture } from '../../test/fake-api';
import { usePlaceOrder } from './use-place-order';

const contact = {
  firstName: 'Ana',
  lastName: 'Lopez',
  emailAddress: 'ana@example.com',
  phoneNumber: '(212) 555-0100',
};

const card = walletCard('tok-1');

function renderPlaceOrder() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => usePlaceOrder(orderFixture(1)), { wrapper });
}

const submits = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

afterEach(() => sessionStorage.clear());

test('once the order is placed, another click sends nothing and the button stays busy', async () => {
  const placed = { ...orderFixture(1), status: 'Submitted', orderNumber: '1042' };
  const fetchMock = fakeApi({ 'PUT /order/order-1/submit': placed });
  const { result } = renderPlaceOrder();

  let first: unknown;
  await act(async () => {
    first = await result.current.place(contact, card);
  });
  expect(first).toMatchObject({ id: 'order-1', orderNumber: '1042' });
  // The second click of a double-click, after the answer came back but before the page changed.
  let second: unknown;
  await act(async () => {
    second = await result.current.place(contact, card);
  });
  expect(second).toBeNull();
  expect(submits(fetchMock)).toHaveLength(1);
  expect(result.current.submitting).toBe(true);
});

test('after a refused submit the customer can try again', async () => {
  const fetchMock = fakeApi({
    'PUT /order/order-1/submit': () =>
      Response.json({ errorCode: 'PAY-0402', message: 'Card declined' }, { status: 402 }),
  });
  const { result } = renderPlaceOrder();

  await act(async () => {
    await result.current.place(contact, card);
  });
  expect(result.current.submitting).toBe(false);
  await act(async () => {
    await result.current.place(contact, card);
  });
  expect(submits(fetchMock)).toHaveLength(2);
});
