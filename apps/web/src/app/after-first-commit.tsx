import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once, after the app's first commit (a hydration's included); renders nothing.
 * The prerender renders it too, in the same place, so both trees have the same shape (`useId`
 * values depend on it).
 */
export function AfterFirstCommit({ effect }: { effect?: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect?.();
  }, [effect]);
  return null;
}
