import { ArrowUpRight, Gift } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { CustomerSession } from '../../api/customerauth';
import { isFullUser } from '../../api/customerauth';
import { openCreateAccount } from '../../components/create-account/create-account-store';
import { Button } from '../../ui/button';
import { Drawer } from '../../ui/drawer';
import { MAIN_LINKS } from '../header-links';
import { greetingFor } from '../site-header';
import { AccountMenu, RewardsBlock } from './account-menu';

export interface MenuDrawerProps {
  session: CustomerSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const linkClass =
  'flex min-h-12 items-center justify-between rounded-xl px-3 font-display text-xl font-bold tracking-wide uppercase [font-stretch:condensed] text-ink hover:bg-verde-50 hover:text-verde-800';

/**
 * The main menu drawer, titled "SIGN IN" for guests and "HEY" plus the name for full users: the
 * guests' rewards pitch and sign-in links, or the full users' points and account menu.
 */
export function MenuDrawer({ session, open, onOpenChange }: MenuDrawerProps) {
  const { pathname, search } = useLocation();
  const prevPath = encodeURIComponent(`${pathname}${search}`);
  const guest = !isFullUser(session);

  return (
    <Drawer open={open} onOpenChange={onOpenChange} side="left" title={greetingFor(session)}>
      {!guest && <RewardsBlock />}
      {guest && (
        <section
          aria-labelledby="rewards-pitch"
          className="mb-6 rounded-3xl bg-verde-800 p-6 text-masa shadow-md"
        >
          <Gift className="size-8 text-maiz" aria-hidden="true" />
          <h3 id="rewards-pitch" className="mt-3 text-3xl leading-none text-masa">
            Join rewards, get free food
          </h3>
          <p className="mt-2 text-verde-100">
            Earn points on every catering order and redeem them for free burritos, chips and more.
          </p>
          {/* The sign-up form opens over the current page, so the visitor stays where they were. */}
          <Button variant="accent" block className="mt-5" onClick={() => openCreateAccount()}>
            CREATE AN ACCOUNT
          </Button>
          <p className="mt-4 text-center font-display text-lg font-bold tracking-wide [font-stretch:condensed]">
            ALREADY A MEMBER?{' '}
            <Link
              to={`/account/login?prevPath=${prevPath}`}
              className="rounded text-maiz underline underline-offset-4 hover:text-masa"
            >
              SIGN IN
            </Link>
          </p>
        </section>
      )}
      <nav aria-label="Menu">
        <ul className="flex flex-col gap-1">
          {MAIN_LINKS.map((link) => (
            <li key={link.label}>
              {'to' in link ? (
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              ) : (
                <a href={link.href} className={linkClass}>
                  {link.label}
                  <ArrowUpRight className="size-5 text-ink-muted" aria-hidden="true" />
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {!guest && <AccountMenu />}
    </Drawer>
  );
}
