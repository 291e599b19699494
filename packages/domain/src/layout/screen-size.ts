import { BREAKPOINTS } from '../constants';

/** A screen size class named after the breakpoints. */
export type ScreenSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Names the screen size class of a viewport width in pixels (xs below 576, sm below 768, ...). */
export function screenSizeForWidth(widthPx: number): ScreenSize {
  if (widthPx < BREAKPOINTS.xs) return 'xs';
  if (widthPx < BREAKPOINTS.sm) return 'sm';
  if (widthPx < BREAKPOINTS.md) return 'md';
  if (widthPx < BREAKPOINTS.lg) return 'lg';
  return 'xl';
}

/** True on extra-small and small screens, where long messages are shortened. */
export function isCompactScreen(size: ScreenSize): boolean {
  return size === 'xs' || size === 'sm';
}
