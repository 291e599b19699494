import {
  maskPhoneNumber,
  toPhoneDigits,
  type UpdateUserForm,
  updateUserSchema,
} from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { customerKeys, updateCustomer } from '../../../api/customer';
import { type SessionCustomer, sessionQueryOptions } from '../../../api/customerauth';
import { openAccountVerification } from '../../../components/account-verification/open-account-verification';
import { showErrorDialog } from '../../../lib/error-dialog';
import { phoneVerificationEndMessage, profileUpdateOutcome } from './profile-update-failure';

const FIELD_ORDER = ['firstName', 'lastName', 'emailAddress', 'phoneNumber', 'country'] as const;

/**
 * The personal details form (ACC-PROFILE-2): the customer of GET /customer, saved with PUT /customer;
 * a new phone number is verified first (context update), then the details are saved again.
 */
export function useUpdateUser(loaded: SessionCustomer) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useForm<UpdateUserForm, unknown, UpdateUserForm>({
    resolver: zodResolver(updateUserSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: {
      firstName: loaded.firstName ?? '',
      lastName: loaded.lastName ?? '',
      emailAddress: loaded.emailAddress ?? '',
      phoneNumber: maskPhoneNumber(loaded.phoneNumber ?? ''),
      // An account without a country is offered the default, as the WELCOME BACK modal does.
      country: loaded.country === 'CA' ? 'CA' : 'US',
    },
  });

  async function save(values: UpdateUserForm): Promise<void> {
    const body = { ...values, phoneNumber: toPhoneDigits(values.phoneNumber) };
    const updated = await updateCustomer(body);
    queryClient.setQueryData(customerKeys.details(), updated);
    // The header's greeting and the checkout's contact details come from the session.
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    setSaved(true);
  }

  async function verifyNewPhone(values: UpdateUserForm) {
    try {
      await openAccountVerification({
        context: 'update',
        email: loaded.emailAddress ?? values.emailAddress,
        phoneNumber: toPhoneDigits(values.phoneNumber),
      });
    } catch (ended) {
      const message = phoneVerificationEndMessage(ended);
      if (message) form.setError('phoneNumber', { message }, { shouldFocus: true });
      return;
    }
    await save(values);
  }

  const submit = form.handleSubmit(
    async (values) => {
      setSaved(false);
      try {
        await save(values);
      } catch (error) {
        const outcome = profileUpdateOutcome(error, window.innerWidth);
        if (outcome.kind === 'field')
          form.setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
        else if (outcome.kind === 'verify') await verifyNewPhone(values).catch(showErrorDialog);
        else await showErrorDialog(error);
      }
    },
    (errors) => {
      const first = FIELD_ORDER.find((name) => errors[name]);
      if (first) form.setFocus(first);
    },
  );

  return { form, submit, saved };
}
