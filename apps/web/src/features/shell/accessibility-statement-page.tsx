import { maskPhoneNumber } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cartQueryOptions } from '../../api/order';
import { config } from '../../config';

const REPORT_EMAIL = 'accessibility@verdecantina.example';

const AXE_SPECS = [
  'guest-pages-pass-accessibility-checks.spec.ts',
  'guest-builders-pass-accessibility-checks.spec.ts',
  'guest-bag-checkout-and-confirmation-pass-accessibility-checks.spec.ts',
];
const KEYBOARD_SPECS = [
  'guest-checks-out-with-the-keyboard-only.spec.ts',
  'guest-builds-an-item-with-the-keyboard-only.spec.ts',
  'account-member-reorders-and-pays-with-a-saved-card-by-keyboard.spec.ts',
  'guest-sees-every-focus-stop.spec.ts',
  'guest-reads-the-site-at-400-percent-zoom.spec.ts',
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-2xl text-verde-800 sm:text-3xl">{title}</h2>
      <div className="mt-3 space-y-3 text-ink">{children}</div>
    </section>
  );
}

function FileList({ files }: { files: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-6">
      {files.map((file) => (
        <li key={file}>
          <code className="text-sm break-all">e2e/{file}</code>
        </li>
      ))}
    </ul>
  );
}

const tel = (digits: string) => `tel:+1${digits.replace(/\D/g, '').slice(-10)}`;

/** The accessibility statement (A11Y-STATEMENT-1): standard, testing, known limits, reporting. */
function AccessibilityStatementPage() {
  const order = useQuery({ ...cartQueryOptions(), retry: false }).data;
  const restaurant = order?.orderDetail.store;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-4xl text-verde-800 sm:text-5xl">Accessibility statement</h1>
      <p className="mt-4 text-lg text-ink">
        We want everyone to be able to order catering from {config.brandName}, whatever device,
        browser or assistive technology they use.
      </p>
      <Section title="The standard we meet">
        <p>
          This site meets the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every
          screen, on phones (375 px wide) and on desktops (1280 px wide), for guests and signed-in
          customers alike. It reflows to 320 px (400 % zoom) without sideways scrolling.
        </p>
      </Section>
      <Section title="How we test it">
        <p>
          Every change runs end-to-end journeys in a real Chromium browser at both widths. Each
          screen, with its dialogs and drawers open, is checked by axe-core against the WCAG 2.0,
          2.1 and 2.2 A and AA rules and its best-practice rules (<code>e2e/support/axe.ts</code>
          ), for example in:
        </p>
        <FileList files={AXE_SPECS} />
        <p>
          Keyboard-only journeys order from Home to the confirmation without a pointer, and check
          that every focus stop is visible and never hidden under the header or a bar:
        </p>
        <FileList files={KEYBOARD_SPECS} />
      </Section>
      <Section title="Known limits">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Part of the footer comes from our marketing site. We clean it before it enters the page
            and check the version we ship, but its wording, links and colours are theirs.
          </li>
          <li>
            Card details are typed into our payment provider&apos;s frame, which we test but do not
            write.
          </li>
          <li>
            Automated checks find only part of the problems people meet. We measure Lighthouse
            accessibility scores for Home and a builder from time to time (our goal is 100), not on
            every change, and we have not yet had the site reviewed by screen-reader users.
          </li>
        </ul>
      </Section>
      <Section title="Tell us about a problem">
        <p>
          If something on this site is hard to use, tell us and we will help you place your order
          and fix the problem.
        </p>
        <ul className="list-disc space-y-2 pl-6">
          {restaurant?.phoneNumber && (
            <li>
              Call {restaurant.name}, the restaurant of your order, at{' '}
              <a
                className="font-semibold text-verde-800 underline"
                href={tel(restaurant.phoneNumber)}
              >
                {maskPhoneNumber(restaurant.phoneNumber)}
              </a>
            </li>
          )}
          <li>
            Call our catering line at{' '}
            <a className="font-semibold text-verde-800 underline" href={tel(config.supportPhone)}>
              {config.supportPhone}
            </a>
          </li>
          <li>
            Email{' '}
            <a className="font-semibold text-verde-800 underline" href={`mailto:${REPORT_EMAIL}`}>
              {REPORT_EMAIL}
            </a>
          </li>
        </ul>
      </Section>
    </article>
  );
}

export { AccessibilityStatementPage as Component };
