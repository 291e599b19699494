import { ArrowUpRightIcon } from './shell-icons';
import { NavLink } from 'react-router';
import { config } from '../config';

const { externalLinks } = config;

/** The header links (SHELL-HDR-2); the main menu drawer lists them too. */
export const MAIN_LINKS = [
  { label: 'Order', href: externalLinks.order },
  { label: 'Catering', to: '/' },
  { label: 'Rewards', href: externalLinks.rewards },
  { label: 'Our Values', href: externalLinks.ourValues },
  { label: 'Nutrition', href: externalLinks.nutrition },
] as const;

const linkClass =
  'inline-flex shrink-0 items-center gap-0.5 rounded-full px-1.5 py-1.5 font-display text-[0.8125rem] xs:px-3 xs:text-sm font-bold tracking-wider whitespace-nowrap uppercase [font-stretch:condensed] transition-colors hover:bg-verde-50 hover:text-verde-800';

/**
 * Order, Catering, Rewards, Our Values, Nutrition: spread across a phone's width (all five fit at
 * 375 px; narrower screens scroll the row), inline from md.
 */
export function HeaderLinks({ className = '' }: { className?: string }) {
  return (
    <nav aria-label="Main" className={`-mx-2 xs:-mx-4 md:mx-0 ${className}`}>
      <ul className="no-scrollbar flex snap-x items-center justify-between overflow-x-auto px-1 py-2 xs:justify-center xs:gap-1 xs:px-4 md:justify-start md:px-0">
        {MAIN_LINKS.map((link) => (
          <li key={link.label} className="snap-start">
            {'to' in link ? (
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  `${linkClass} ${isActive ? 'bg-verde-700 text-masa hover:bg-verde-800 hover:text-masa' : 'text-ink'}`
                }
              >
                {link.label}
              </NavLink>
            ) : (
              <a href={link.href} className={`${linkClass} text-ink`}>
                {link.label}
                <ArrowUpRightIcon
                  className="hidden size-3.5 text-ink-muted xs:block"
                  aria-hidden="true"
                />
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
