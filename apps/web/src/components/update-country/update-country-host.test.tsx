import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { sessionQueryOptions, type CustomerSession } from '../../api/customerauth';
import { createQueryClient } from '../../lib/query-client';
import { fakeApi } from '../../test/fake-api';
import { needsCountry, UpdateCountryHost } from './update-country-host';

const customer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: 'ada@example.com',
  country: null,
  phoneNumber: '2025550123',
};
const fullUser: CustomerSession = {
  isGuest: false,
  isLoggedIn: true,
  customerIdHash: 'h1',
  cateringEditOrderId: null,
  customer,
};

afterEach(() => vi.unstubAllGlobals());

function Shell() {
  const session = useQuery(sessionQueryOptions()).data;
  return session ? <UpdateCountryHost session={session} /> : null;
}

test('only a full user without a country is asked (ACC-PROFILE-3)', () => {
  expect(needsCountry(fullUser)).toBe(true);
  expect(needsCountry({ ...fullUser, customer: { ...customer, country: 'CA' } })).toBe(false);
  expect(needsCountry({ ...fullUser, isGuest: true, isLoggedIn: false, customer: null })).toBe(
    false,
  );
});

test('WELCOME BACK saves the chosen country and goes away', async () => {
  const fetch = fakeApi({
    'PUT /customer': (_url: URL, init: RequestInit | undefined) => ({
      ...customer,
      ...(JSON.parse(String(init?.body)) as object),
    }),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryOptions().queryKey, fullUser);
  render(
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'WELCOME BACK' });
  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'CA');
  await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  const [, init] = fetch.mock.calls.find(([, call]) => call?.method === 'PUT') ?? [];
  expect(JSON.parse(String(init?.body))).toEqual({ country: 'CA' });
  expect(queryClient.getQueryData(sessionQueryOptions().queryKey)?.customer?.country).toBe('CA');
});
