import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sessionQueryOptions } from '../../../api/customerauth';
import { queryClient } from '../../../lib/query-client';
import { useDialogStore } from '../../../stores/dialog-store';
import { fakeApi, GUEST, orderFixture } from '../../../test/fake-api';
import { DialogHost } from '../../../ui/dialog-host';
import { LoginFormFields } from './login-form';
import type { StartVerification } from './start-verification';
import { ROSA } from '../../../test/account-fixtures';

const refused = (status: number, errorCode: string) =>
  Response.json({ errorCode, message: 'refused' }, { status });

function renderForm(prevPath: string | null, startVerification?: StartVerification) {
  const router = createMemoryRouter(
    [
      {
        path: '/account/login',
        element: (
          <>
            <LoginFormFields prevPath={prevPath} startVerification={startVerification} />
            <DialogHost />
          </>
        ),
      },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/account/login'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function signIn(password = 'Burrito#Bowl42', remember = false) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'rosa@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  if (remember) await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
}

beforeEach(() => {
  queryClient.setQueryData(sessionQueryOptions().queryKey, GUEST);
  useDialogStore.setState({ queue: [] });
});
afterEach(() => queryClient.clear());

describe('the sign-in form', () => {
  test('checks every field on submit and ties each message to its field (ACC-SIGNIN-1)', async () => {
    const fetchMock = fakeApi({});
    renderForm(null);
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email is required',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('links the password reset to the external site, returning to this page', () => {
    fakeApi({});
    renderForm(null);
    const href = screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href');
    const url = new URL(href ?? '');
    expect(url.pathname).toBe('/password-reset/enter-email');
    expect(url.searchParams.get('returnUrl')).toBe(window.location.href);
  });

  test('signs in, refreshes the session and the bag, and returns to prevPath (ACC-SIGNIN-4)', async () => {
    const fetchMock = fakeApi({
      'POST /customerauth/login': ROSA,
      'GET /order/cart': orderFixture(2),
      'GET /menu/tiered/1001': { restaurantNumber: 1001, menuItems: [] },
      'GET /order/order-1/validate': { isRestaurantValid: true },
    });
    const router = renderForm('/builder/buildyourown/CMG-4105');
    await signIn('Burrito#Bowl42', true);

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/builder/buildyourown/CMG-4105'),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/login')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      userName: 'rosa@example.com',
      password: 'Burrito#Bowl42',
      shouldTimeout: false,
    });
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toEqual(ROSA);
    expect(queryClient.getQueryData(['order', 'cart'])).toMatchObject({ id: 'order-1' });
  });

  test('says "Bad username or password" under the form for AUTH-0410 (ACC-SIGNIN-6)', async () => {
    fakeApi({ 'POST /customerauth/login': () => refused(401, 'AUTH-0410') });
    const router = renderForm(null);
    await signIn('Wrong#Pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bad username or password. Please try again or create an account.',
    );
    expect(router.state.location.pathname).toBe('/account/login');
  });

  test('shows the Temporarily Locked dialog for CAU-0112 (ACC-SIGNIN-5)', async () => {
    fakeApi({ 'POST /customerauth/login': () => refused(423, 'CAU-0112') });
    renderForm(null);
    await signIn();
    const dialog = await screen.findByRole('dialog', { name: 'Temporarily Locked' });
    expect(dialog).toHaveTextContent(
      "For security reasons we're not allowing you to sign in right now. Try again in 30 minutes.",
    );
    expect(dialog).toHaveTextContent('Good thing you can still order as a guest.');
    expect(screen.getByRole('button', { name: 'OKAY' })).toBeVisible();
  });

  test('starts a verification in context login for any other refusal, then signs in', async () => {
    fakeApi({
      'POST /customerauth/login': () => refused(403, 'VER-0403'),
      'GET /order/cart': () => refused(404, 'ORD-0404'),
    });
    const startVerification = vi.fn<StartVerification>().mockResolvedValue(ROSA);
    const router = renderForm('/account/orderhistory', startVerification);
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/orderhistory'));
    expect(startVerification).toHaveBeenCalledWith({
      email: 'rosa@example.com',
      password: 'Burrito#Bowl42',
      errorCode: 'VER-0403',
    });
  });

  test('says "Bad username or password" when the verification ends in an unknown error', async () => {
    fakeApi({ 'POST /customerauth/login': () => refused(403, 'VER-0403') });
    const startVerification = vi
      .fn<StartVerification>()
      .mockRejectedValue(new Error('ACCOUNT_VERIFICATION_UNKNOWN_ERROR'));
    renderForm(null, startVerification);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bad username or password. Please try again or create an account.',
    );
  });

  test('shows the Account Verification Error dialog when the verification cannot start', async () => {
    fakeApi({ 'POST /customerauth/login': () => refused(500, 'GEN-0500') });
    const startVerification = vi
      .fn<StartVerification>()
      .mockRejectedValue(new Error('ACCOUNT_VERIFICATION_INITIALIZATION_FAILED'));
    renderForm(null, startVerification);
    await signIn();
    const dialog = await screen.findByRole('dialog', { name: 'Account Verification Error' });
    expect(dialog).toHaveTextContent('Please try again or continue as a guest.');
  });

  test('a cancelled verification ends the attempt and keeps what was typed', async () => {
    fakeApi({ 'POST /customerauth/login': () => refused(403, 'VER-0403') });
    const startVerification = vi
      .fn<StartVerification>()
      .mockRejectedValue(new Error('ACCOUNT_VERIFICATION_CANCELLED'));
    const router = renderForm(null, startVerification);
    await signIn();
    await waitFor(() => expect(startVerification).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('rosa@example.com');
    expect(router.state.location.pathname).toBe('/account/login');
  });
});
