import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { sessionQueryOptions } from '../../api/customerauth';
import { queryClient } from '../../lib/query-client';
import { useDialogStore } from '../../stores/dialog-store';
import { setUnsavedChanges } from '../../stores/unsaved-changes-store';
import { fakeApi, orderFixture } from '../../test/fake-api';
import { DialogHost } from '../../ui/dialog-host';
import { MenuDrawer } from './menu-drawer';
import { ROSA } from '../../test/account-fixtures';

function renderDrawer(at = '/order/intake') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <MenuDrawer open session={ROSA} onOpenChange={() => undefined} />
            <DialogHost />
          </>
        ),
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => useDialogStore.setState({ queue: [] }));
afterEach(() => {
  queryClient.clear();
  setUnsavedChanges(false);
});

describe('the main menu of a full user (ACC-ROLE-2)', () => {
  test('shows the points and MY REWARDS once the rewards data has arrived (ACC-LOYALTY-1)', async () => {
    const fetchMock = fakeApi({
      'GET /loyalty/points': { currentPointsBalance: 1250, pointsPerDollar: 10 },
    });
    // The points answer waits until the test lets it through.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const reply = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (...args) => {
      await answered;
      return reply!(...args);
    });
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'HEY ROSA' });
    expect(within(drawer).queryByRole('link', { name: /MY REWARDS/ })).toBeNull();
    expect(drawer).not.toHaveTextContent('POINTS');

    answer();
    expect(
      await within(drawer).findByRole('heading', { name: "YOU'VE GOT 1,250 POINTS" }),
    ).toBeVisible();
    expect(within(drawer).getByRole('link', { name: /MY REWARDS/ })).toHaveAttribute(
      'href',
      'https://www.verdecantina.example/rewards',
    );
  });

  test('shows no rewards block when the points cannot load', async () => {
    fakeApi({ 'GET /loyalty/points': () => Response.json({}, { status: 500 }) });
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'HEY ROSA' });
    await waitFor(() =>
      expect(queryClient.getQueryState(['loyalty', 'points'])?.status).toBe('error'),
    );
    expect(drawer).not.toHaveTextContent('POINTS');
  });

  test('lists the account menu, carrying prevPath where the page returns, and no sign-up pitch', async () => {
    fakeApi({ 'GET /loyalty/points': { currentPointsBalance: 0, pointsPerDollar: 10 } });
    renderDrawer('/order/intake?menuItemId=CMG-4105');
    const drawer = await screen.findByRole('dialog', { name: 'HEY ROSA' });
    const account = within(drawer).getByRole('navigation', { name: 'My account' });
    const here = encodeURIComponent('/order/intake?menuItemId=CMG-4105');
    const links = within(account)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['ORDER HISTORY', '/account/orderhistory'],
      ['PAYMENT METHODS', '/account/paymentmethods'],
      ['PERSONAL & PREFERENCES', `/account/updateuser?prevPath=${here}`],
      ['SAVED ADDRESSES', '/account/savedaddresses'],
      ['CHANGE PASSWORD', `/account/changepassword?prevPath=${here}`],
    ]);
    expect(within(account).getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(within(drawer).queryByText('CREATE AN ACCOUNT')).toBeNull();
  });
});

describe('Sign out (ACC-SIGNOUT)', () => {
  function signOutApi() {
    return fakeApi({
      'GET /loyalty/points': { currentPointsBalance: 0, pointsPerDollar: 10 },
      'GET /customerauth/logout': { signedOut: true },
    });
  }
  const logoutCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
    fetchMock.mock.calls.filter(([url]) => String(url).includes('/customerauth/logout')).length;

  test('revokes the session, forgets the account and goes Home with signedOut=true', async () => {
    const fetchMock = signOutApi();
    queryClient.setQueryData(sessionQueryOptions().queryKey, ROSA);
    queryClient.setQueryData(['order', 'cart'], orderFixture(1));
    queryClient.setQueryData(['customer', 'delivery'], []);
    const router = renderDrawer('/order/intake');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.search).toBe('?signedOut=true'));
    expect(router.state.location.pathname).toBe('/');
    expect(logoutCalls(fetchMock)).toBe(1);
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(['order', 'cart'])).toBeUndefined();
    expect(queryClient.getQueryData(['customer', 'delivery'])).toBeUndefined();
  });

  test('asks first on a builder with unsaved changes, and stays when told to', async () => {
    const fetchMock = signOutApi();
    setUnsavedChanges(true);
    const router = renderDrawer('/builder/buildyourown/CMG-4105');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    const question = await screen.findByRole('dialog', { name: 'SIGN OUT?' });
    expect(question).toHaveTextContent(
      'You will lose any unsaved changes. Are you sure you would like to continue?',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Stay here' }));
    expect(logoutCalls(fetchMock)).toBe(0);
    expect(router.state.location.pathname).toBe('/builder/buildyourown/CMG-4105');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(router.state.location.search).toBe('?signedOut=true'));
    expect(logoutCalls(fetchMock)).toBe(1);
  });

  test('signs out of a builder without changes at once', async () => {
    const fetchMock = signOutApi();
    const router = renderDrawer('/builder/buildyourown/CMG-4105');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.search).toBe('?signedOut=true'));
    expect(logoutCalls(fetchMock)).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'SIGN OUT?' })).toBeNull();
  });
});
