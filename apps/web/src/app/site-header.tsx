import { MenuIcon, ShoppingBagIcon, UserRoundIcon } from './shell-icons';
import { Link } from 'react-router';
import { config } from '../config';
import type { CustomerSession } from '../api/customerauth';
import { isFullUser } from '../api/customerauth';
import { Logo } from '../ui/logo';
import { HeaderLinks } from './header-links';

/** "SIGN IN" for guests; "HEY" and the first name, upper-cased, for full users. */
export function greetingFor(session: CustomerSession): string {
  if (!isFullUser(session)) return 'SIGN IN';
  return `HEY ${session.customer?.firstName ?? ''}`.trim().toUpperCase();
}

export interface SiteHeaderProps {
  session: CustomerSession;
  bagItemCount: number;
  /** False where drawers cannot open: the menu and bag buttons are then hidden. */
  showDrawerButtons: boolean;
  openDrawer: 'bag' | 'login' | 'none';
  onOpenMenu: () => void;
  onOpenBag: () => void;
}

const iconButton =
  'inline-flex h-12 items-center gap-2 rounded-2xl xs:h-11 xs:rounded-full px-2 text-verde-800 transition-colors hover:bg-verde-50 active:bg-verde-100';

export function SiteHeader(props: SiteHeaderProps) {
  const { session, bagItemCount, showDrawerButtons, openDrawer } = props;
  const fullUser = isFullUser(session);
  const DrawerIcon = fullUser ? UserRoundIcon : MenuIcon;
  const greeting = greetingFor(session);
  const items = `${bagItemCount} item${bagItemCount === 1 ? '' : 's'}`;

  return (
    <header className="sticky top-0 z-30 [@media(max-height:30rem)]:static border-t-4 border-t-verde-700 border-b border-masa-300 bg-masa">
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-x-2 px-2 pt-2 xs:px-4 md:flex md:h-18 md:gap-x-6 md:pt-0 lg:px-6">
        <div className="min-w-0 justify-self-start">
          {showDrawerButtons && (
            <button
              type="button"
              className={`${iconButton} max-w-full flex-col justify-center gap-0.5 px-1.5 xs:flex-row xs:gap-2 xs:px-2 xs:pr-3`}
              aria-label={`${greeting}, open menu`}
              // A tap before the app is live is replayed once it is (app/early-calls.ts).
              data-early-tap="menu"
              aria-haspopup="dialog"
              aria-expanded={openDrawer === 'login'}
              onClick={props.onOpenMenu}
            >
              <DrawerIcon className="size-6 shrink-0" aria-hidden="true" />
              <span className="max-w-full truncate font-display text-[0.6875rem] leading-none font-bold tracking-wider [font-stretch:condensed] xs:max-w-[10rem] xs:text-base">
                {greeting}
              </span>
            </button>
          )}
        </div>

        <Link
          to="/"
          aria-label={`${config.productName} home`}
          className="justify-self-center rounded-xl px-1 py-1"
        >
          <Logo />
        </Link>

        <div className="justify-self-end md:order-last md:ml-auto">
          {showDrawerButtons && (
            <button
              type="button"
              className={`${iconButton} relative px-2.5`}
              aria-label={`Catering bag, ${items}`}
              data-early-tap="bag"
              aria-haspopup="dialog"
              aria-expanded={openDrawer === 'bag'}
              onClick={props.onOpenBag}
            >
              <ShoppingBagIcon className="size-6" aria-hidden="true" />
              <span
                aria-hidden="true"
                className="absolute top-0.5 right-0 grid min-w-5 place-items-center rounded-full bg-chile px-1 text-xs leading-5 font-bold text-white tabular-nums"
              >
                {bagItemCount}
              </span>
            </button>
          )}
        </div>

        <HeaderLinks className="col-span-3 md:flex-1" />
      </div>
      {/* A11Y-LIVE-1: a change of the bag's count is said politely (not on the first render). */}
      <p aria-live="polite" className="sr-only">
        {`Catering bag, ${items}`}
      </p>
    </header>
  );
}
