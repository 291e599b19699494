import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { GUEST_SESSION } from '../api/customerauth';
import type { SiteHeaderProps } from './site-header';
import { SiteHeader } from './site-header';
import { ROSA } from '../test/account-fixtures';

function headerProps(props: Partial<SiteHeaderProps> = {}): SiteHeaderProps {
  return {
    session: GUEST_SESSION,
    bagItemCount: 0,
    showDrawerButtons: true,
    openDrawer: 'none',
    onOpenMenu: vi.fn(),
    onOpenBag: vi.fn(),
    ...props,
  };
}

function renderHeader(props: Partial<SiteHeaderProps> = {}) {
  const all = headerProps(props);
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader {...all} /> }]);
  render(<RouterProvider router={router} />);
  return all;
}

describe('SiteHeader', () => {
  test('greets a guest with SIGN IN', () => {
    renderHeader();
    expect(screen.getByRole('button', { name: 'SIGN IN, open menu' })).toBeInTheDocument();
  });

  test('greets a full user with HEY and the upper-cased first name', () => {
    renderHeader({ session: ROSA });
    expect(screen.getByRole('button', { name: 'HEY ROSA, open menu' })).toBeInTheDocument();
  });

  test('treats a logged-in guest session as a guest', () => {
    renderHeader({ session: { ...ROSA, isGuest: true } });
    expect(screen.getByRole('button', { name: /SIGN IN/ })).toBeInTheDocument();
  });

  test('names the bag with its item count and opens the drawers on click', async () => {
    const props = renderHeader({ bagItemCount: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Catering bag, 3 items' }));
    await userEvent.click(screen.getByRole('button', { name: /SIGN IN/ }));
    expect(props.onOpenBag).toHaveBeenCalledOnce();
    expect(props.onOpenMenu).toHaveBeenCalledOnce();
  });

  test('says a change of the bag count in a polite live region (A11Y-LIVE-1)', () => {
    const all = headerProps();
    const { container, rerender } = render(<SiteHeader {...all} />, { wrapper: MemoryRouter });
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toHaveTextContent('Catering bag, 0 items');
    rerender(<SiteHeader {...all} bagItemCount={1} />);
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toHaveTextContent('Catering bag, 1 item');
  });

  test('hides the drawer buttons where drawers cannot open', () => {
    renderHeader({ showDrawerButtons: false });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verde Cantina Catering home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('lists the header links, Catering internal and the rest external', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent(/Order.*Catering.*Rewards.*Our Values.*Nutrition/);
    expect(screen.getByRole('link', { name: 'Catering' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute(
      'href',
      'https://www.verdecantina.example/rewards',
    );
  });
});
