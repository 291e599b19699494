import { useRef } from 'react';

/**
 * Focus handlers for a radix Dialog.Content opened from app state rather than a Dialog.Trigger.
 * Radix gives the focus back to the trigger on close, and without one it is dropped on the page
 * body (a keyboard user starts again from the top). These give it back to the element that had
 * the focus when the dialog opened, if it is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Called before radix moves the focus in: the active element is still the opener.
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
