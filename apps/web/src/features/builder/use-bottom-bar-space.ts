import { type RefObject, useEffect } from 'react';

/**
 * Keeps the page scrollable past a bar fixed to the bottom of a phone's screen, so that the bar
 * never hides the end of the page (the footer): the body gets the bar's height as padding, and
 * the page's scroll padding too, so a control reached by Tab stops above the bar (A11Y-FOCUS-2).
 * Both are written in pixels on those two elements alone: a custom property set on the root
 * would be inherited by every element, and the phone would then work out the style of the whole
 * page again (a long task, just as the builder first appears).
 */
export function useBottomBarSpace(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const body = document.body;
    const update = () => {
      const fixed = getComputedStyle(element).position === 'fixed';
      const height = `${element.offsetHeight}px`;
      body.style.paddingBottom = fixed ? height : '';
      root.style.scrollPaddingBottom = fixed ? `calc(${height} + 0.5rem)` : '';
    };
    // The observer reports the bar's first size after the next layout; measuring here instead
    // would force that layout in the middle of the first render's task.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [bar]);
}
