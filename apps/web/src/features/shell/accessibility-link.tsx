import { A11Y_LINK_REPOSITION_MS } from '@catering/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

/**
 * Whether the page is scrolled, re-read `delayMs` after a scroll begins (and after each later
 * pause of that length), not on every scroll event.
 */
export function useScrolledFlag(delayMs = A11Y_LINK_REPOSITION_MS): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        setScrolled(window.scrollY > 0);
      }, delayMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [delayMs]);
  return scrolled;
}

/**
 * The accessibility link (SHELL-A11Y-1): the second stop of the page, shown when focused. Fixed
 * at the top while the page is at its top; absolutely positioned, so that it scrolls away with
 * the page's top, 100 ms after scrolling begins.
 */
export function AccessibilityLink() {
  const scrolled = useScrolledFlag();
  return (
    <Link
      to="/accessibility"
      className={`sr-only z-50 rounded-full bg-verde-700 px-4 py-2 font-bold text-masa focus:not-sr-only focus:top-2 focus:right-2 focus:px-4 focus:py-2 ${scrolled ? 'focus:absolute' : 'focus:fixed'}`}
    >
      Accessibility help
    </Link>
  );
}
