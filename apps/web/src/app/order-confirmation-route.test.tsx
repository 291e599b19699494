import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { renderRoute as renderAt } from './render-route.testing';
import { useDialogStore } from '../stores/dialog-store';
import { fakeApi, GUEST, orderFixture } from '../test/fake-api';

const FULL_USER = { ...GUEST, isGuest: false, isLoggedIn: true, customer: { firstName: 'Ada' } };
const placed = orderFixture(1, {
  subTotal: 219,
  taxTotal: 19.44,
  total: 238.44,
  customer: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailAddress: 'ada@example.com',
    phoneNumber: '2125550100',
  },
  paymentItems: [
    {
      tokenId: 't1',
      paymentProviderId: 'SANDBOX',
      paymentMethod: 'VISA',
      tokenizedAccountNumber: '************1111',
      expiration: '12/39',
      cardHolderName: 'Ada Lovelace',
      amount: 238.44,
      status: 'Authorized',
    },
  ],
});
const submitted = { ...placed, status: 'Submitted', orderNumber: '100042' };

// Lazy screen chunks can take a while on a busy machine.
const slow = { timeout: 10_000 };
vi.setConfig({ testTimeout: 15_000 });

// The screen's module is transformed before the first test, not inside its 10 seconds: on a slow
// machine its first import alone took 20 seconds, and the first test failed on the time it took.
beforeAll(async () => {
  await import('../features/confirmation/order-confirmation-page');
}, 120_000);

afterEach(() => {
  useDialogStore.setState({ queue: [] });
});

test('shows the placed order with its number, pickup time in the store zone, total and masked card', async () => {
  fakeApi({ 'GET /customerauth/getstarted': GUEST, 'GET /order/order-1': submitted });
  renderAt('/order/confirmation/order-1');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Thanks for your order' }, slow),
  ).toBeVisible();
  expect(screen.getByText('100042')).toBeVisible();
  expect(screen.getByText('Friday, November 27, 12:30 PM')).toBeVisible();
  expect(screen.getByText('$238.44')).toBeVisible();
  expect(screen.getByText(/VISA \*{12}1111/)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Print receipt' })).toBeVisible();
});

test('sends an order that was never placed Home', async () => {
  fakeApi({ 'GET /customerauth/getstarted': GUEST, 'GET /order/order-1': placed });
  const router = renderAt('/order/confirmation/order-1');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
});

test('shows "Order not Found" to a signed-in customer when the order cannot be loaded, then goes Home', async () => {
  fakeApi({ 'GET /customerauth/getstarted': FULL_USER });
  const router = renderAt('/order/confirmation/nope');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
  expect(useDialogStore.getState().queue[0]).toMatchObject({
    header: 'Order not Found',
    text: "Uh oh, we can't find this order",
  });
});

test('sends a guest who cannot see the order to login with prevPath', async () => {
  fakeApi({ 'GET /customerauth/getstarted': GUEST });
  const router = renderAt('/order/confirmation/nope');
  await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'), slow);
  expect(router.state.location.search).toBe('?prevPath=%2Forder%2Fconfirmation%2Fnope');
});
