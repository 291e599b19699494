import { toPhoneDigits, type CreateAccountForm } from '@catering/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { register } from '../../../api/verification';
import { openAccountVerification } from '../../../components/account-verification/open-account-verification';
import { refreshAfterSignIn } from '../login/after-sign-in';
import { registerFailure, verificationEndMessage } from './create-account-failure';

/**
 * Creating an account (ACC-SIGNUP): register, then verify the phone, which signs the customer in;
 * the guest's bag moves to the account and the shell refreshes. `failure` is the form's own text.
 */
export function useCreateAccount(
  setError: UseFormSetError<CreateAccountForm>,
  onCreated: () => void,
) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);

  const create = async (values: CreateAccountForm) => {
    setFailure(null);
    try {
      await register({ ...values, phoneNumber: toPhoneDigits(values.phoneNumber), isGuest: false });
    } catch (error) {
      const outcome = registerFailure(error, window.innerWidth);
      if (!outcome) return;
      if (outcome.kind === 'inline') {
        if (outcome.field === 'form') setFailure(outcome.message);
        else setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
        return;
      }
    }
    try {
      const session = await openAccountVerification({
        context: 'accountCreation',
        email: values.emailAddress,
        password: values.password,
      });
      await refreshAfterSignIn(queryClient, session);
      onCreated();
    } catch (error) {
      setFailure(verificationEndMessage(error));
    }
  };

  return { create, failure };
}
