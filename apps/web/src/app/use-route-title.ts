import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { pageTitle } from '../config';

export interface RouteHandle {
  /** The screen name shown after the product name in the page title. */
  title?: string;
}

/** Sets document.title from the deepest matched route's `handle.title`. */
export function useRouteTitle(): void {
  const matches = useMatches();
  const screen = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = pageTitle(screen);
  }, [screen]);
}
