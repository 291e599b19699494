import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { type CustomerSession, sessionQueryOptions } from '../../api/customerauth';
import { createQueryClient } from '../../lib/query-client';
import { fakeApi, GUEST, orderFixture } from '../../test/fake-api';
import { CheckoutForm } from './checkout-form';
import { ROSA, walletCard } from '../../test/account-fixtures';

const GRANT = {
  paymentProviderId: 'SANDBOX',
  clientToken: 'client-1',
  cardEntryUrl: '/sandbox/card-entry?clientToken=client-1',
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
};

const order = orderFixture(1);
const placed = { ...order, status: 'Submitted', orderNumber: '1042' };

function renderCheckout(session: CustomerSession | typeof GUEST) {
  const client = createQueryClient();
  client.setQueryData(sessionQueryOptions().queryKey, session as CustomerSession);
  const router = createMemoryRouter(
    [
      { path: '/bag/checkout', element: <CheckoutForm order={order} onPlaced={() => undefined} /> },
      { path: '*', element: <p>Confirmation</p> },
    ],
    { initialEntries: ['/bag/checkout'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const calls = (fetchMock: ReturnType<typeof fakeApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).includes(path),
  );

function cardPageSays(frame: HTMLIFrameElement, data: { type: string; clientToken: string }) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        source: frame.contentWindow,
        data,
      }),
    );
  });
}

/** What the provider's card page posts once the card is in. */
async function cardPageAccepts(clientToken: string) {
  const frame = await screen.findByTitle<HTMLIFrameElement>('Card details');
  cardPageSays(frame, { type: 'sandbox-card-tokenized', clientToken });
}

async function fillContactDetails() {
  await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '2125550100');
}

afterEach(() => sessionStorage.clear());

test('a full user finds the contact details filled in and the newest saved card chosen, and pays with it (PAY-CHECKOUT-3, ACC-WALLET-1)', async () => {
  const expired = walletCard('tok-old', '0005', { expirationYear: 2020 });
  const fetchMock = fakeApi({
    'GET /transaction/wallet': [
      walletCard('tok-new', '4242'),
      walletCard('tok-2', '1111'),
      expired,
    ],
    'PUT /order/order-1/submit': placed,
  });
  const router = renderCheckout(ROSA);
  // Until the wallet answers, neither the card page nor the choice to keep a card shows.
  expect(screen.queryByRole('checkbox', { name: 'Save this card' })).toBeNull();
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Rosa');
  expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Diaz');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('rosa@example.com');
  expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(212) 555-0100');

  const payWith = await screen.findByRole('group', { name: 'Pay with' });
  const choices = within(payWith).getAllByRole('radio');
  // Saved cards first, newest first; an expired card is not offered.
  expect(choices.map((radio) => radio.getAttribute('value'))).toEqual(['tok-new', 'tok-2', 'new']);
  expect(within(payWith).getByRole('radio', { name: /VISA ending in 4242/ })).toBeChecked();
  expect(within(payWith).getByRole('radio', { name: /Use a new card/ })).not.toBeChecked();
  // No card page while a saved card is chosen, and no client token spent on one.
  expect(screen.queryByTitle('Card details')).toBeNull();
  expect(calls(fetchMock, 'GET', '/transaction/provider')).toHaveLength(0);

  await userEvent.click(within(payWith).getByRole('radio', { name: /VISA ending in 1111/ }));
  await userEvent.click(screen.getByRole('button', { name: /Place order/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/order/confirmation/order-1'));
  const [submit] = calls(fetchMock, 'PUT', '/order/order-1/submit');
  expect(JSON.parse(String(submit?.[1]?.body))).toMatchObject({
    payment: { paymentProviderId: 'SANDBOX', tokenId: 'tok-2' },
    customer: {
      firstName: 'Rosa',
      lastName: 'Diaz',
      emailAddress: 'rosa@example.com',
      phoneNumber: '2125550100',
    },
  });
});

test('"Use a new card" opens the card page; with "Save this card" the new card joins the wallet, chosen', async () => {
  const entered = walletCard('tok-fresh', '0004');
  const fetchMock = fakeApi({
    'GET /transaction/wallet': [walletCard('tok-1', '1111')],
    'GET /transaction/provider': GRANT,
    'GET /transaction/tokenize/SANDBOX/client-1': entered,
    'POST /transaction/wallet': entered,
  });
  renderCheckout(ROSA);
  const payWith = await screen.findByRole('group', { name: 'Pay with' });
  expect(screen.queryByRole('checkbox', { name: 'Save this card' })).toBeNull();

  await userEvent.click(within(payWith).getByRole('radio', { name: /Use a new card/ }));
  const keep = screen.getByRole('checkbox', { name: 'Save this card' });
  expect(keep).not.toBeChecked();
  expect(keep).toHaveAccessibleDescription('It will be offered first at your next checkout.');
  await userEvent.click(keep);
  await cardPageAccepts('client-1');

  const saved = await within(payWith).findByRole('radio', { name: /VISA ending in 0004/ });
  await waitFor(() => expect(saved).toBeChecked());
  expect(saved).toHaveFocus();
  expect(screen.getByText('VISA ending in 0004 is saved to your payment methods.')).toHaveAttribute(
    'role',
    'status',
  );
  const [post] = calls(fetchMock, 'POST', '/transaction/wallet');
  expect(JSON.parse(String(post?.[1]?.body))).toEqual({
    paymentProviderId: 'SANDBOX',
    tokenId: 'tok-fresh',
  });
  expect(screen.queryByTitle('Card details')).toBeNull();
});

test('a new card is not kept unless asked, and "Save this card" ticked afterwards keeps it', async () => {
  const entered = walletCard('tok-fresh', '0004');
  const fetchMock = fakeApi({
    'GET /transaction/wallet': [],
    'GET /transaction/provider': GRANT,
    'GET /transaction/tokenize/SANDBOX/client-1': entered,
    'POST /transaction/wallet': () => Response.json({}, { status: 500 }),
  });
  renderCheckout(ROSA);
  // No saved card: the card page at once, with the choice to keep the card.
  await cardPageAccepts('client-1');
  expect(await screen.findByText('VISA ending in 0004')).toBeVisible();
  expect(screen.queryByRole('group', { name: 'Pay with' })).toBeNull();
  expect(calls(fetchMock, 'POST', '/transaction/wallet')).toHaveLength(0);

  await userEvent.click(screen.getByRole('checkbox', { name: 'Save this card' }));
  await waitFor(() => expect(calls(fetchMock, 'POST', '/transaction/wallet')).toHaveLength(1));
  // Keeping it failed: the card is still the one to pay with.
  expect(
    await screen.findByText('We could not save this card. You can still pay with it.'),
  ).toBeVisible();
  expect(screen.getByText('VISA ending in 0004')).toBeVisible();
});

test('a guest sees the card page only: no saved cards, no keeping, no wallet call', async () => {
  const fetchMock = fakeApi({ 'GET /transaction/provider': GRANT });
  renderCheckout(GUEST);
  expect(await screen.findByTitle('Card details')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  expect(screen.queryByRole('group', { name: 'Pay with' })).toBeNull();
  expect(screen.queryByRole('checkbox', { name: 'Save this card' })).toBeNull();
  expect(calls(fetchMock, 'GET', '/transaction/wallet')).toHaveLength(0);
});

test('Place order takes the card as typed from the card page and pays with it in one step', async () => {
  const fetchMock = fakeApi({
    'GET /transaction/provider': GRANT,
    'GET /transaction/tokenize/SANDBOX/client-1': walletCard('tok-typed', '1111'),
    'PUT /order/order-1/submit': placed,
  });
  const router = renderCheckout(GUEST);
  const frame = await screen.findByTitle<HTMLIFrameElement>('Card details');
  // The card page submits what was typed when asked, and says so as it does for its own button.
  const asked = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {
    void cardPageAccepts('client-1');
  });
  await fillContactDetails();
  await userEvent.click(screen.getByRole('button', { name: /Place order/ }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/order/confirmation/order-1'));
  expect(asked).toHaveBeenCalledWith(
    { type: 'sandbox-card-submit', clientToken: 'client-1' },
    window.location.origin,
  );
  const [submit] = calls(fetchMock, 'PUT', '/order/order-1/submit');
  expect(JSON.parse(String(submit?.[1]?.body))).toMatchObject({
    payment: { paymentProviderId: 'SANDBOX', tokenId: 'tok-typed' },
  });
  // The card, taken while placing, is not written back into the placed order's draft.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(sessionStorage.length).toBe(0);
});

test('a half-filled card refused by the card page is not paid with: "Please enter your card details."', async () => {
  const fetchMock = fakeApi({ 'GET /transaction/provider': GRANT });
  // jsdom lays nothing out: the payment section is scrolled to on a real page.
  Element.prototype.scrollIntoView = () => undefined;
  renderCheckout(GUEST);
  const frame = await screen.findByTitle<HTMLIFrameElement>('Card details');
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {
    cardPageSays(frame, { type: 'sandbox-card-refused', clientToken: 'client-1' });
  });
  await fillContactDetails();
  await userEvent.click(screen.getByRole('button', { name: /Place order/ }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your card details.');
  expect(calls(fetchMock, 'PUT', '/order/order-1/submit')).toHaveLength(0);
  expect(screen.getByTitle('Card details')).toBeInTheDocument();
});
