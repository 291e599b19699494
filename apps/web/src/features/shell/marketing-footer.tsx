import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { config } from '../../config';
import type { FooterFragment } from './footer-fragment';

// How far below the screen the footer starts to load: a quick scroll's worth, as for images.
const NEAR_MARGIN = '1200px 0px';

/** Resolves once the element comes within NEAR_MARGIN of the screen; at once without an observer. */
function whenNear(element: Element | null, signal: AbortSignal): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    signal.addEventListener('abort', () => observer.disconnect());
  });
}

/**
 * The marketing site's footer fragment (SHELL-FOOTER-1), in the footer's slot. The parser and
 * DOMPurify load here, once the footer comes near the screen (a phone on a long page such as a
 * builder never pays for it while the page loads), and it renders into the element `slotId`. A
 * failure is only logged: the built-in footer stays.
 */
export function MarketingFooter({ slotId }: { slotId: string }) {
  const [fragment, setFragment] = useState<FooterFragment | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    whenNear(document.getElementById(slotId), controller.signal)
      .then(() => import('./footer-fragment'))
      .then(async ({ loadFooterFragment, loadStylesheet }) => {
        const loaded = await loadFooterFragment(config.marketingOrigin, controller.signal);
        // Shown styled or not at all: the style sheet first.
        if (loaded.stylesheet) await loadStylesheet(loaded.stylesheet);
        if (!controller.signal.aborted) setFragment(loaded);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('The marketing footer did not load; the built-in footer stays.', error);
      });
    return () => controller.abort();
  }, [slotId]);
  const slot = document.getElementById(slotId);
  if (!fragment || !slot) return null;
  return createPortal(
    <div
      data-marketing-footer=""
      // A link scrolled into view at the bottom edge stays clear of it by a margin.
      className={`${fragment.className} [&_a]:scroll-mb-4`}
      // Sanitized by DOMPurify in parseFooterFragment.
      dangerouslySetInnerHTML={{ __html: fragment.html }}
    />,
    slot,
  );
}
