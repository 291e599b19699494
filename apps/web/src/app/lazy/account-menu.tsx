import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowUpRight, Gift } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loyaltyPointsQueryOptions } from '../../api/loyalty';
import { config } from '../../config';
import { buttonClass } from '../../ui/button';
import { signOut } from './sign-out';

const itemClass =
  'flex min-h-12 w-full items-center rounded-xl px-3 text-left font-display text-lg font-bold tracking-wide [font-stretch:condensed] text-ink hover:bg-verde-50 hover:text-verde-800';

/**
 * "YOU'VE GOT n POINTS" and MY REWARDS, once the points have arrived (ACC-LOYALTY-1): nothing
 * while they load or when they cannot.
 */
export function RewardsBlock() {
  const points = useQuery(loyaltyPointsQueryOptions());
  if (!points.data) return null;
  const balance = points.data.currentPointsBalance.toLocaleString('en-US');
  return (
    <section
      aria-labelledby="rewards-points"
      className="mb-6 rounded-3xl bg-verde-800 p-6 text-masa shadow-md"
    >
      <Gift className="size-8 text-maiz" aria-hidden="true" />
      <h3 id="rewards-points" className="mt-3 text-3xl leading-none text-masa">
        YOU&apos;VE GOT {balance} POINTS
      </h3>
      <a
        href={config.externalLinks.rewards}
        className={buttonClass({ variant: 'accent', block: true, className: 'mt-5' })}
      >
        MY REWARDS
        <ArrowUpRight className="size-5" aria-hidden="true" />
      </a>
    </section>
  );
}

/** The account menu of a full user (ACC-ROLE-2), and Sign out (ACC-SIGNOUT). */
export function AccountMenu() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const here = encodeURIComponent(`${pathname}${search}`);
  const links = [
    { label: 'ORDER HISTORY', to: '/account/orderhistory' },
    { label: 'PAYMENT METHODS', to: '/account/paymentmethods' },
    { label: 'PERSONAL & PREFERENCES', to: `/account/updateuser?prevPath=${here}` },
    { label: 'SAVED ADDRESSES', to: '/account/savedaddresses' },
    { label: 'CHANGE PASSWORD', to: `/account/changepassword?prevPath=${here}` },
  ];
  return (
    <nav aria-label="My account" className="mt-6 border-t border-masa-300 pt-6">
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={itemClass}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={itemClass}
            onClick={() => void signOut({ pathname, navigate }, queryClient)}
          >
            Sign out
          </button>
        </li>
      </ul>
    </nav>
  );
}
