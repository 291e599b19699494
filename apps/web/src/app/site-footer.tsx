import { PhoneIcon } from './shell-icons';
import { config } from '../config';

// The marketing footer fragment replaces most of this later; the support line stays.
export function SiteFooter() {
  const phoneHref = `tel:+1${config.supportPhone.replace(/\D/g, '').slice(1)}`;
  return (
    <footer className="mt-auto bg-verde-900 text-verde-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between lg:px-6">
        <div>
          <p className="font-display text-lg font-bold tracking-wide uppercase [font-stretch:condensed]">
            Questions about catering?
          </p>
          <a
            href={phoneHref}
            className="mt-1 inline-flex items-center gap-2 rounded text-verde-100 underline-offset-4 hover:underline"
          >
            <PhoneIcon className="size-4" aria-hidden="true" />
            Call us at {config.supportPhone}
          </a>
        </div>
        <p className="text-sm text-verde-100/80">
          &copy; {new Date().getFullYear()} {config.brandName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
