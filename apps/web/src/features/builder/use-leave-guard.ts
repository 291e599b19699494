import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { isSessionReset } from '../../lib/session-reset';
import { setUnsavedChanges } from '../../stores/unsaved-changes-store';
import { confirmLeavingBuilder } from './builder-dialogs';

/**
 * Asks before leaving a builder with unsaved changes. Sign-out (which lands on ?signedOut=true)
 * asks on its own, an expired session leaves without asking, and `allowNextNavigation` lets the
 * builder's own navigations through.
 */
export function useLeaveGuard(dirty: boolean): { allowNextNavigation: () => void } {
  const allowed = useRef(false);
  const asking = useRef(false);
  // Sign-out asks on its own, before it leaves: it needs to know.
  useEffect(() => {
    setUnsavedChanges(dirty);
    return () => setUnsavedChanges(false);
  }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!dirty || allowed.current) return false;
    if (new URLSearchParams(nextLocation.search).get('signedOut') === 'true') return false;
    if (isSessionReset(nextLocation.state)) return false;
    return currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    // One question per blocked navigation, also when StrictMode runs the effect twice.
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirmLeavingBuilder().then((choice) => {
      asking.current = false;
      if (choice === 'ok') blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);

  return {
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
