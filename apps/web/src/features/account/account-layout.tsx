import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

/** The account menu's pages, in its order and with its words (SHELL-DRAWER-1). */
const ACCOUNT_PAGES = [
  { to: '/account/orderhistory', label: 'Order history' },
  { to: '/account/paymentmethods', label: 'Payment methods' },
  { to: '/account/updateuser', label: 'Personal & preferences' },
  { to: '/account/savedaddresses', label: 'Saved addresses' },
  { to: '/account/changepassword', label: 'Change password' },
] as const;

/** An account page: the heading, the other account pages beside it (below on small screens). */
export function AccountLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <section aria-labelledby="account-page-heading" className="min-w-0 lg:order-2">
        <h1 id="account-page-heading" className="text-4xl text-verde-800 sm:text-5xl">
          {title}
        </h1>
        {intro && <div className="mt-3 max-w-prose text-ink-muted">{intro}</div>}
        <div className="mt-6">{children}</div>
      </section>
      <nav aria-label="Your account" className="lg:order-1">
        <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {ACCOUNT_PAGES.map((page) => (
            <li key={page.to}>
              <NavLink
                to={page.to}
                className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-verde-800 ring-1 ring-masa-300 hover:bg-verde-50 aria-[current=page]:bg-verde-700 aria-[current=page]:text-masa lg:w-full lg:rounded-xl lg:ring-0"
              >
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
