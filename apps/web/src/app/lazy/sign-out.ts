import { DIALOGS } from '@catering/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { ApiError } from '../../api/api-error';
import { logout, sessionQueryOptions } from '../../api/customerauth';
import { orderKeys } from '../../api/order';
import { isAccountData } from '../../lib/account-data';
import { showErrorDialog } from '../../lib/error-dialog';
import { showDialog } from '../../stores/dialog-store';
import { useLoaderStore } from '../../stores/loader-store';
import { hasUnsavedChanges } from '../../stores/unsaved-changes-store';

/** Where sign-out lands: Home, saying so in its query (ACC-SIGNOUT-2). */
export const SIGNED_OUT_PATH = '/?signedOut=true';

/** "You will lose any unsaved changes. ..." before signing out of a builder being filled in. */
function confirmSignOut() {
  return showDialog({
    header: 'SIGN OUT?',
    ...DIALOGS.unsavedChanges,
    button: 'CONTINUE',
    cancel: 'Stay here',
  });
}

/**
 * Signs out (ACC-SIGNOUT): asks first on a builder with unsaved changes, revokes the session on the
 * server, forgets the customer's data and goes Home with signedOut=true, where a guest session
 * starts. Resolves false when the customer stayed, or the service could not be reached.
 */
export async function signOut(
  { pathname, navigate }: { pathname: string; navigate: NavigateFunction },
  queryClient: QueryClient,
): Promise<boolean> {
  if (pathname.startsWith('/builder/') && hasUnsavedChanges()) {
    if ((await confirmSignOut()) !== 'ok') return false;
  }
  useLoaderStore.getState().queueLoader('Signing out');
  try {
    await logout();
  } catch (error) {
    // A session the service no longer knows is signed out already.
    if (!(error instanceof ApiError && error.status === 401)) {
      useLoaderStore.getState().clearLoader();
      void showErrorDialog(error);
      return false;
    }
  }
  queryClient.removeQueries({ queryKey: sessionQueryOptions().queryKey });
  queryClient.removeQueries({ queryKey: orderKeys.all });
  queryClient.removeQueries({ predicate: (query) => isAccountData(query.queryKey) });
  await navigate(SIGNED_OUT_PATH);
  useLoaderStore.getState().clearLoader();
  return true;
}
