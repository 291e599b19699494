import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, GUEST, orderFixture } from '../test/fake-api';
import { renderRoute as renderAt } from './render-route.testing';
import { inTaskOfItsOwn } from './router';

const FULL_USER = { ...GUEST, isGuest: false, isLoggedIn: true, customer: null };

beforeEach(() => {
  fakeApi({ 'GET /customerauth/getstarted': GUEST });
});

describe('routes', () => {
  test('redirect an unknown path to /pagenotfound, replacing the history entry', async () => {
    const router = renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pagenotfound');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('link', { name: 'Back to catering home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('/account/login shows the sign-in screen inside the layout and titles the page', async () => {
    renderAt('/account/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'SIGN IN' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    await waitFor(() => expect(document.title).toBe('Verde Cantina Catering | Login'));
  });

  test.each([
    ['/account/changepassword', 'Change password'],
    ['/account/updateuser', 'Personal details and preferences'],
  ])('%s shows a full user the %s screen and titles the page', async (path, name) => {
    fakeApi({ 'GET /customerauth/getstarted': FULL_USER });
    const router = renderAt(path);
    await waitFor(() => expect(document.title).toBe(`Verde Cantina Catering | ${name}`));
    expect(router.state.location.pathname).toBe(path);
  });

  test.each(['/account/changepassword', '/account/orderhistory?tab=favorites'])(
    'sends a guest from %s to sign in, coming back afterwards (ACC-GUARD-2)',
    async (path) => {
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
      expect(router.state.location.search).toBe(`?prevPath=${encodeURIComponent(path)}`);
    },
  );

  test.each(['/account/login', '/account/create'])(
    'sends a full user from %s Home (ACC-GUARD-1)',
    async (path) => {
      fakeApi({ 'GET /customerauth/getstarted': FULL_USER });
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  test('load the session once and still render as a guest when it fails', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Catering for every crowd' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Verde Cantina Catering | Home'));
    expect(screen.getByRole('button', { name: /SIGN IN/ })).toBeInTheDocument();
    const sessionCalls = fetchMock.mock.calls.filter(([url]) =>
      String(url).includes('/customerauth/getstarted'),
    );
    expect(sessionCalls).toHaveLength(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/v1/customerauth/getstarted?includeCustomerInfo=true',
    );
  });

  test('send a builder address without an order to intake with its menu item', async () => {
    const router = renderAt('/builder/buildyourown/CMG-4105');
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/intake'));
    expect(router.state.location.search).toBe('?menuItemId=CMG-4105');
  });

  test('send checkout without items Home', async () => {
    fakeApi({ 'GET /customerauth/getstarted': GUEST, 'GET /order/cart': orderFixture(0) });
    const router = renderAt('/bag/checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  test('hide the drawer buttons on checkout', async () => {
    fakeApi({
      'GET /customerauth/getstarted': GUEST,
      'GET /order/cart': orderFixture(1),
      'GET /menu/tiered/1001': { restaurantNumber: 1001, menuItems: [] },
    });
    renderAt('/bag/checkout');
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Catering bag/ })).not.toBeInTheDocument();
  });
});

test('a loader starts in a task of its own, not in the one that starts the navigation', async () => {
  const ran: string[] = [];
  const loader = inTaskOfItsOwn((value: string) => {
    ran.push(value);
    return Promise.resolve(`${value} loaded`);
  });
  const loaded = loader('root');
  // Neither in this task nor in its microtasks.
  await Promise.resolve();
  await Promise.resolve();
  expect(ran).toEqual([]);
  expect(await loaded).toBe('root loaded');
  expect(ran).toEqual(['root']);
});
