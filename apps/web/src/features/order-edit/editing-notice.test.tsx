import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { createMemoryRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { sessionQueryOptions } from '../../api/customerauth';
import { routerFlushSync } from '../../lib/router-flush-sync';
import { cartQueryOptions } from '../../api/order';
import { createQueryClient } from '../../lib/query-client';
import { useDialogStore } from '../../stores/dialog-store';
import { fakeApi, GUEST, orderFixture } from '../../test/fake-api';
import { useCheckoutBounce } from '../../components/order-edit/use-checkout-bounce';
import { EditingNotice } from './editing-notice';

const placed = { ...orderFixture(1), status: 'Submitted', orderNumber: '100042' };

/** Like the checkout: without an order it sends the customer Home, by the checkout's own rule. */
function Checkout() {
  const cart = useQuery(cartQueryOptions());
  const { bounce } = useCheckoutBounce(cart.data);
  if (cart.isSuccess && bounce) return <Navigate to="/" replace />;
  return <EditingNotice editOrderId="order-1" />;
}

/** Like the header's bag button, on every page: the cart, asked again whenever it changes. */
function Shell() {
  const items = useQuery(cartQueryOptions()).data?.orderDetail.orderItems.length ?? 0;
  return (
    <>
      <p>{items} in the bag</p>
      {/* As the app's layout: a page that suspends in a transition keeps the last one shown. */}
      <Suspense fallback={<p>Loading</p>}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** A confirmation whose code arrives a moment after the router has finished navigating. */
const SlowConfirmation = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) =>
      setTimeout(() => resolve({ default: () => <p>Confirmation</p> }), 100),
    ),
);

/**
 * `withLoader`: the confirmation route has a loader, as every route of the app has (its guard, the
 * root loader). The router then hands the finished navigation to React as a transition, which a
 * page still loading holds back while the checkout stays on screen (decision 244).
 */
function renderNotice({ withLoader = false } = {}) {
  const client = createQueryClient();
  client.setQueryData(sessionQueryOptions().queryKey, {
    ...GUEST,
    customer: null,
    cateringEditOrderId: 'order-1',
  });
  client.setQueryData(cartQueryOptions().queryKey, orderFixture(1, {}));
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <p>Home</p> },
          { path: '/bag/checkout', element: <Checkout /> },
          {
            path: '/order/confirmation/:orderId',
            ...(withLoader ? { loader: () => null } : {}),
            element: (
              <Suspense fallback={<p>Loading</p>}>
                <SlowConfirmation />
              </Suspense>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/bag/checkout'] },
  );
  render(
    <QueryClientProvider client={client}>
      {/* As the app's (app/start-app.tsx). */}
      <RouterProvider router={router} flushSync={routerFlushSync} />
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
  // The cart, asked again, is gone: the checkout had been left before, so it sent no one Home.
  expect(await screen.findByText('Confirmation')).toBeVisible();
  expect(await screen.findByText('0 in the bag')).toBeVisible();
  expect(router.state.location.pathname).toBe('/order/confirmation/order-1');
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

test('Discard changes lands on the order even when the confirmation is slow to render after its loader', async () => {
  fakeApi({
    'GET /order/order-1': placed,
    'GET /order/order-1/isChangeable': { isChangeable: true },
    'PUT /order/undoforupdate': placed,
  });
  const { router } = renderNotice({ withLoader: true });
  expect(await screen.findByText('Editing order #100042')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
  // The cart, asked again while the checkout was still on screen, is gone: the checkout must not
  // send the customer Home on its way out.
  expect(await screen.findByText('Confirmation')).toBeVisible();
  expect(await screen.findByText('0 in the bag')).toBeVisible();
  expect(router.state.location.pathname).toBe('/order/confirmation/order-1');
});

test('an edit ended in another tab sends the checkout, left empty, Home', async () => {
  fakeApi({
    'GET /order/order-1': placed,
    'GET /order/order-1/isChangeable': { isChangeable: true },
  });
  const { router, client } = renderNotice();
  expect(await screen.findByText('Editing order #100042')).toBeVisible();
  // What this tab's next calls find once the other tab has discarded the changes.
  act(() => {
    client.setQueryData(sessionQueryOptions().queryKey, (session) =>
      session ? { ...session, cateringEditOrderId: null } : session,
    );
    client.setQueryData(cartQueryOptions().queryKey, null);
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  // The location changes before Home's screen renders: wait for it rather than look at once.
  expect(await screen.findByText('Home')).toBeVisible();
});
