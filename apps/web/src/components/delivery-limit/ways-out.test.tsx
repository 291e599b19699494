import type { Order } from '@catering/domain';
import { notifyManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { cartQueryOptions } from '../../api/order';
import { createQueryClient } from '../../lib/query-client';
import { fakeApi, orderFixture } from '../../test/fake-api';
import { DeliveryLimitWaysOut } from './ways-out';

afterEach(() => {
  vi.unstubAllGlobals();
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
});

/** A delivery of 7 items at $219 ($1533): $183 above the limit; fee $20, tip $229.95. */
function largeDelivery(): Order {
  return orderFixture(7, {
    orderType: 'delivery',
    isDelivery: true,
    subTotal: 1533,
    taxTotal: 136.06,
    total: 1919.01,
    pickupInfo: null,
    deliveryInfo: {
      deliveryDate: '2026-11-27T17:30:00Z',
      deliveryTipPercent: 0.15,
      deliveryTip: 229.95,
      deliveryQuote: { quoteId: 'q1', fee: 20, expiresAt: null },
      deliveryAddress: {
        address1: '5 Broad St',
        city: 'New York',
        state: 'NY',
        postalCode: '10004',
        country: 'US',
        addressName: 'OFFICE',
      },
    },
  });
}

function Bag() {
  const order = useQuery(cartQueryOptions()).data;
  return order ? <DeliveryLimitWaysOut order={order} headingLevel={3} /> : null;
}

/** The bag's ways out over the cart the fake service answers; returns the query client. */
function renderBag() {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Bag />
    </QueryClientProvider>,
  );
  return client;
}

test('offers pickup at the same restaurant with its total, and switches in one click', async () => {
  const order = largeDelivery();
  const pickup = orderFixture(7, { subTotal: 1533, taxTotal: 136.06, total: 1669.06 });
  const fetch = fakeApi({ 'GET /order/cart': order, 'PUT /order': pickup });
  const client = renderBag();
  const help = await screen.findByRole('region', { name: 'Two ways past the limit' });
  expect(help).toHaveTextContent(
    'Collect everything at Third Ave & 40th at the same time. No delivery fee or tip: you pay $1,669.06 instead of $1,919.01.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Switch to pickup' }));

  const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(JSON.parse(String(put?.[1]?.body))).toEqual({
    orderType: 'pickup',
    restaurantNumber: 1001,
    date: '2026-11-27',
    time: '12:30',
    eventType: 'LUNCH',
  });
  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent('Switched to pickup at Third Ave & 40th. Your items are kept.');
  // Focus moves in the effect after the notice renders.
  await waitFor(() => expect(notice).toHaveFocus());
  expect(screen.queryByRole('region', { name: 'Two ways past the limit' })).toBeNull();
  expect(client.getQueryData(cartQueryOptions().queryKey)?.orderDetail.orderType).toBe('pickup');
});

test('the notice takes the focus when the switched order reaches the bag after it', async () => {
  // The query cache tells the bag of the changed order later than React renders the notice's
  // text (as on a busy phone): the notice appears a render later, and the focus must follow it.
  notifyManager.setScheduler((callback) => setTimeout(callback, 50));
  const pickup = orderFixture(7, { subTotal: 1533, taxTotal: 136.06, total: 1669.06 });
  fakeApi({ 'GET /order/cart': largeDelivery(), 'PUT /order': pickup });
  renderBag();
  await userEvent.click(await screen.findByRole('button', { name: 'Switch to pickup' }));
  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent('Switched to pickup at Third Ave & 40th. Your items are kept.');
  await waitFor(() => expect(notice).toHaveFocus());
});

test('joined back over the limit, the focus stays put when the order later comes under it', async () => {
  const underLimit = (part: Order) => ({
    ...part,
    orderDetail: { ...part.orderDetail, subTotal: 876, taxTotal: 77.75, total: 1105.15 },
  });
  const first = underLimit(largeDelivery());
  first.orderDetail.split = { part: 1, partnerId: 'order-2' };
  const second = { ...underLimit(largeDelivery()), id: 'order-2' };
  fakeApi({
    'GET /order/cart': first,
    'GET /order/order-2': second,
    'PUT /order/order-1/split': { first: largeDelivery(), second: null },
  });
  const client = renderBag();
  const join = await screen.findByRole('button', { name: 'Join into one delivery' });
  await userEvent.click(join);
  // Over the limit again: the ways past it, and no notice yet.
  expect(await screen.findByRole('region', { name: 'Two ways past the limit' })).toBeVisible();
  expect(screen.queryByRole('status')).toBeNull();
  const field = document.body.appendChild(document.createElement('input'));
  field.focus();

  // Much later the customer brings the order under the limit: the notice shows, unfocused.
  client.setQueryData(cartQueryOptions().queryKey, underLimit(largeDelivery()));
  expect(await screen.findByRole('status')).toHaveTextContent('Joined back into one delivery.');
  expect(field).toHaveFocus();
  field.remove();
});

test('shows nothing for a delivery within the limit', () => {
  const order = {
    ...largeDelivery(),
    orderDetail: { ...largeDelivery().orderDetail, subTotal: 1350 },
  };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DeliveryLimitWaysOut order={order} headingLevel={3} />
    </QueryClientProvider>,
  );
  expect(screen.queryByRole('region')).toBeNull();
});
