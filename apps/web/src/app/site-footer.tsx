import { Link } from 'react-router';
import { PhoneIcon } from './shell-icons';
import { config } from '../config';

// The empty elements the idle-loaded shell services render into: the marketing footer fragment
// (SHELL-FOOTER-1) here, and the accessibility link at the top of the layout (SHELL-A11Y-1).
export const MARKETING_FOOTER_SLOT = 'xf-footer-slot';
export const ACCESSIBILITY_LINK_SLOT = 'a11y-link-slot';

const linkClass =
  'mt-1 inline-flex items-center gap-2 rounded text-verde-100 underline-offset-4 hover:underline';

// The built-in footer: the support line and the accessibility statement. The marketing fragment,
// with the brand's legal lines, joins it in its slot once loaded (SHELL-FOOTER-1).
export function SiteFooter() {
  const phoneHref = `tel:+1${config.supportPhone.replace(/\D/g, '').slice(1)}`;
  return (
    <footer className="mt-auto bg-verde-900 text-verde-50">
      <div className="mx-auto max-w-7xl px-4 py-8 lg:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-display text-lg font-bold tracking-wide uppercase [font-stretch:condensed]">
              Questions about catering?
            </p>
            <a href={phoneHref} className={linkClass}>
              <PhoneIcon className="size-4" aria-hidden="true" />
              Call us at {config.supportPhone}
            </a>
          </div>
          <Link to="/accessibility" className={linkClass}>
            Accessibility statement
          </Link>
        </div>
        <div id={MARKETING_FOOTER_SLOT} />
      </div>
    </footer>
  );
}
