import type { LoginForm } from '@catering/domain';
import { DIALOGS } from '@catering/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { login, sessionQueryOptions, type CustomerSession } from '../../../api/customerauth';
import { returnPathAfterSignIn } from '../../../lib/account-paths';
import { showDialog } from '../../../stores/dialog-store';
import { refreshAfterSignIn } from './after-sign-in';
import { signInFailure, verificationFailure } from './sign-in-failure';
import { startLoginVerification, type StartVerification } from './start-verification';

export interface SignInOptions {
  /** Where the customer was before signing in (ACC-GUARD-2). */
  prevPath: string | null;
  /** Called when the form should be emptied (a failure that ends the attempt). */
  onReset: () => void;
  startVerification?: StartVerification;
}

/**
 * Signing in (ACC-SIGNIN): the call, the failure branches of ACC-SIGNIN-5 and 6, the refresh of
 * ACC-SIGNIN-4, and the move back to `prevPath`.
 */
export function useSignIn({
  prevPath,
  onReset,
  startVerification = startLoginVerification,
}: SignInOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function verify(values: LoginForm, errorCode: string | null) {
    try {
      const { email, password } = values;
      const verified = await startVerification({ email, password, errorCode });
      return verified ?? (await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }));
    } catch (rejection) {
      const outcome = verificationFailure(rejection);
      if (outcome.kind === 'inline') setFormError(outcome.message);
      else if (outcome.kind === 'verificationErrorDialog')
        void showDialog(DIALOGS.accountVerificationError);
      else if (outcome.kind === 'close') onReset();
      return null;
    }
  }

  async function attempt(values: LoginForm): Promise<CustomerSession | null> {
    try {
      return await login({
        userName: values.email,
        password: values.password,
        // "Remember me" keeps the session after the browser closes.
        shouldTimeout: !values.shouldRemember,
      });
    } catch (error) {
      const failure = signInFailure(error);
      if (failure.kind === 'locked') {
        void showDialog(DIALOGS.accountLocked);
        onReset();
      } else if (failure.kind === 'inline') {
        setFormError(failure.message);
      } else if (failure.kind === 'verify') {
        return verify(values, failure.errorCode);
      }
      return null;
    }
  }

  async function signIn(values: LoginForm) {
    if (busy) return;
    setBusy(true);
    setFormError(null);
    try {
      const session = await attempt(values);
      if (!session) return;
      await refreshAfterSignIn(queryClient, session);
      await navigate(returnPathAfterSignIn(prevPath), { replace: true });
    } finally {
      setBusy(false);
    }
  }

  return { signIn, busy, formError };
}
