import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { queryClient } from './query-client';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  const guest = {
    isGuest: true,
    isLoggedIn: false,
    customerIdHash: 'g1',
    cateringEditOrderId: null,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn().mockImplementation(async () => Response.json(guest)),
  );
});
afterEach(() => queryClient.clear());

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

  test.each([
    ['/', 'Home'],
    ['/order/intake', 'Order intake'],
    ['/builder/buildyourown/catering', 'Build your own'],
    ['/builder/burritosbythebox/catering/item-1', 'Burritos by the box'],
    ['/builder/chipsandsalsa/catering', 'Chips and salsa'],
    ['/order/confirmation/123', 'Order confirmation'],
    ['/account/updateuser', 'Personal details and preferences'],
    ['/account/login', 'Login'],
  ])('%s shows the %s screen inside the layout and titles the page', async (path, name) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    await waitFor(() => expect(document.title).toBe(`Verde Cantina Catering | ${name}`));
  });

  test('load the session once and still render as a guest when it fails', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /SIGN IN/ })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/v1/customerauth/getstarted?includeCustomerInfo=true',
    );
  });

  test('hide the drawer buttons on checkout', async () => {
    renderAt('/bag/checkout');
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Catering bag/ })).not.toBeInTheDocument();
  });
});
