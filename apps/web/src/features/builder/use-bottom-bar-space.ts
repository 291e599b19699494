import { type RefObject, useEffect } from 'react';

const HEIGHT_VAR = '--builder-bar-height';

/**
 * Keeps the page scrollable past a bar fixed to the bottom of a phone's screen, so that the bar
 * never hides the end of the page (the footer): the body gets the bar's height as padding, and
 * the page's scroll padding too, so a control reached by Tab stops above the bar (A11Y-FOCUS-2).
 */
export function useBottomBarSpace(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const body = document.body;
    const update = () => {
      const fixed = getComputedStyle(element).position === 'fixed';
      root.style.setProperty(HEIGHT_VAR, `${element.offsetHeight}px`);
      body.style.paddingBottom = fixed ? `var(${HEIGHT_VAR})` : '';
      root.style.scrollPaddingBottom = fixed ? `calc(var(${HEIGHT_VAR}) + 0.5rem)` : '';
    };
    // The observer reports the bar's first size after the next layout; measuring here instead
    // would force that layout in the middle of the first render's task.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(HEIGHT_VAR);
      body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [bar]);
}
