import { DIALOGS } from '@catering/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { sessionQueryOptions } from '../../api/customerauth';
import { requestsSettled, setFeatureUser } from '../../api/http';
import { orderKeys } from '../../api/order';
import { SESSION_RESET_STATE } from '../../lib/session-reset';
import { dismissAllDialogs, showDialog } from '../../stores/dialog-store';
import { useDrawerStore } from '../../stores/drawer-store';
import { useLoaderStore } from '../../stores/loader-store';

// Several calls can be answered "expired" at once (the root loader sends two): one reset.
let resetting = false;

/**
 * The session the service no longer knows (SHELL-EXPIRY-1): close what is open, forget the
 * session and its order, say so, and go Home, whose loader starts a new guest session.
 */
export async function resetExpiredSession(
  router: Pick<DataRouter, 'navigate'>,
  queryClient: QueryClient,
): Promise<void> {
  if (resetting) return;
  resetting = true;
  try {
    dismissAllDialogs();
    useDrawerStore.getState().closeDrawers();
    useLoaderStore.getState().clearLoader();
    setFeatureUser(null);
    // Every "expired" answer clears the session cookie: the new session starts after the last.
    await requestsSettled();
    queryClient.removeQueries({ queryKey: sessionQueryOptions().queryKey });
    queryClient.removeQueries({ queryKey: orderKeys.all });
    void showDialog(DIALOGS.sessionExpired);
    await router.navigate('/', { state: SESSION_RESET_STATE });
  } finally {
    resetting = false;
  }
}
