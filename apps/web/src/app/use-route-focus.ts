import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * After a navigation (not the first page load), moves the focus to the new page's main heading,
 * or to <main> while the page has none yet, so a screen reader says where the customer is now
 * (A11Y-ROUTE-1). A new page starts at its top; back and forward keep the restored position.
 */
export function useRouteFocus(): void {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    const main = document.querySelector<HTMLElement>('main');
    const heading = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    if (type !== 'POP') window.scrollTo(0, 0);
    heading.focus({ preventScroll: true });
  }, [key, hash, type]);
}
