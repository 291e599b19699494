import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { closeDrawersOnNavigation, useDrawerStore } from '../../stores/drawer-store';
import { fakeApi, orderFixture } from '../../test/fake-api';
import { Component as OrderHistoryPage } from './order-history-page';

const completed = { ...orderFixture(1), id: 'old-1', status: 'Closed' };

afterEach(() => useDrawerStore.setState({ drawer: 'none' }));

test('back from the intake, the reorder opens the bag and a slow navigation does not close it (AFT-REORDER-1)', async () => {
  fakeApi({
    'GET /order/userhistory': {
      activeOrders: [],
      favoriteOrders: [],
      completedOrders: [],
      cancelledOrders: [],
    },
    'GET /menu/tiered': { restaurantNumber: 0, priceTier: 1, menuItems: [] },
    'GET /order/cart': orderFixture(0),
    'GET /order/old-1': completed,
    'GET /menu/tiered/1001': {
      restaurantNumber: 1001,
      priceTier: 1,
      menuItems: [{ id: 'CMG-4105', price: 10.95 }],
    },
    'POST /order/order-1/reorder/old-1': orderFixture(1),
  });
  // Like the app's root loader, this one runs again on every navigation; the second run (for
  // taking `reorder` out of the address) answers only when the test says so, as on a busy phone.
  let loads = 0;
  let answerSecondLoad = () => {};
  const router = createMemoryRouter(
    [
      {
        path: '/account/orderhistory',
        shouldRevalidate: () => true,
        loader: () => {
          loads += 1;
          if (loads === 1) return null;
          return new Promise<null>((resolve) => (answerSecondLoad = () => resolve(null)));
        },
        Component: OrderHistoryPage,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/account/orderhistory?reorder=old-1'] },
  );
  closeDrawersOnNavigation(router);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );

  await waitFor(() => expect(loads).toBe(2));
  answerSecondLoad();
  await screen.findByText('1 item added to your catering bag.');
  expect(router.state.location.search).toBe('');
  expect(useDrawerStore.getState().drawer).toBe('bag');
});
