import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { type CustomerSession, sessionQueryOptions } from '../../api/customerauth';
import { orderKeys } from '../../api/order';
import { createQueryClient } from '../../lib/query-client';
import { fakeApi, GUEST } from '../../test/fake-api';
import { Component as OrderIntakePage } from './order-intake-page';
import { ROSA, savedAddress } from '../../test/account-fixtures';

const DELIVERY_API = {
  'GET /geocode': { latitude: 40.75, longitude: -73.98, postalCode: '10016' },
  'POST /restaurant/delivery': { restaurants: [{ restaurantNumber: 1001 }] },
};

function renderIntake(session: CustomerSession | typeof GUEST) {
  const client = createQueryClient();
  client.setQueryData(sessionQueryOptions().queryKey, session as CustomerSession);
  client.setQueryData(orderKeys.cart(), null);
  const router = createMemoryRouter([{ path: '*', element: <OrderIntakePage /> }], {
    initialEntries: ['/order/intake'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const calls = (fetchMock: ReturnType<typeof fakeApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).includes(path),
  );

test('a full user picks a saved delivery address, and its restaurants are looked up at once (ACC-ADDR-2)', async () => {
  const home = savedAddress(2, { address2: 'Floor 3', addressName: 'HOME' });
  const fetchMock = fakeApi({
    'GET /customer/delivery': [savedAddress(1), home],
    ...DELIVERY_API,
  });
  renderIntake(ROSA);
  await userEvent.click(screen.getByRole('radio', { name: /Delivery/ }));

  const saved = await screen.findByRole('group', { name: 'Saved addresses' });
  const choices = within(saved).getAllByRole('radio');
  expect(choices.map((radio) => radio.getAttribute('value'))).toEqual([
    savedAddress(1).addressId,
    home.addressId,
    'new',
  ]);
  expect(within(saved).getByRole('radio', { name: /A new address/ })).toBeChecked();
  expect(screen.getByRole('textbox', { name: /Street address/ })).toBeInTheDocument();

  await userEvent.click(
    within(saved).getByRole('radio', { name: /HOME.*2 Park Ave, Floor 3, New York, NY 10016/ }),
  );
  expect(await screen.findByText(/Good news: 1 restaurant delivers/)).toBeVisible();
  // The address is the saved one: no form to type in, and its fields are what was searched.
  expect(screen.queryByRole('textbox', { name: /Street address/ })).toBeNull();
  expect(screen.queryByRole('checkbox', { name: 'Save this address' })).toBeNull();
  const [search] = calls(fetchMock, 'POST', '/restaurant/delivery');
  expect(JSON.parse(String(search?.[1]?.body))).toMatchObject({
    deliveryAddress: { street: '2 Park Ave', city: 'New York', state: 'NY', postalCode: '10016' },
  });

  // Back to a new address: an empty form, with the choice to keep it.
  await userEvent.click(within(saved).getByRole('radio', { name: /A new address/ }));
  expect(screen.getByRole('textbox', { name: /Street address/ })).toHaveValue('');
  expect(screen.getByRole('checkbox', { name: 'Save this address' })).not.toBeChecked();
});

test('with 5 saved addresses the limit is said instead of "Save this address" (ACC-ADDR-3)', async () => {
  fakeApi({ 'GET /customer/delivery': [1, 2, 3, 4, 5].map((n) => savedAddress(n)) });
  renderIntake(ROSA);
  await userEvent.click(screen.getByRole('radio', { name: /Delivery/ }));
  await screen.findByRole('group', { name: 'Saved addresses' });
  expect(
    screen.getByText(
      'You can save up to 5 delivery addresses. This one is used for this order only.',
    ),
  ).toBeVisible();
  expect(screen.queryByRole('checkbox', { name: 'Save this address' })).toBeNull();
});

test('a full user without saved addresses types one, with "Save this address" to tick', async () => {
  fakeApi({ 'GET /customer/delivery': [] });
  renderIntake(ROSA);
  await userEvent.click(screen.getByRole('radio', { name: /Delivery/ }));
  const keep = await screen.findByRole('checkbox', { name: 'Save this address' });
  expect(keep).toHaveAccessibleDescription('It will be offered for your next delivery orders.');
  expect(screen.queryByRole('group', { name: 'Saved addresses' })).toBeNull();
});

test('a guest types the address as before: no saved addresses, no keeping, no call', async () => {
  const fetchMock = fakeApi({});
  renderIntake(GUEST);
  await userEvent.click(screen.getByRole('radio', { name: /Delivery/ }));
  expect(screen.getByRole('textbox', { name: /Street address/ })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Saved addresses' })).toBeNull();
  expect(screen.queryByRole('checkbox', { name: 'Save this address' })).toBeNull();
  // The intake's own calls have gone out by now (ORD-GUARD-2): none of them is the saved addresses.
  await waitFor(() => expect(calls(fetchMock, 'GET', '/enum/eventtypes')).toHaveLength(1));
  expect(calls(fetchMock, 'GET', '/customer/delivery')).toHaveLength(0);
});
