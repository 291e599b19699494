import {
  createAccountSchema,
  DEFAULT_COUNTRY,
  type CreateAccountForm as CreateAccountValues,
  type CreateAccountFormInput,
} from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CountryField } from '../../../components/forms/country-field';
import { PasswordField } from '../../../components/forms/password-field';
import { PhoneField } from '../../../components/forms/phone-field';
import { EmailField, NameFields } from '../../../components/forms/person-fields';
import { Button } from '../../../ui/button';
import { useCreateAccount } from './use-create-account';

/** The create-account form (ACC-SIGNUP-1, -2): name, email, phone, country and a new password. */
export function CreateAccountForm({ onCreated }: { onCreated: () => void }) {
  const form = useForm<CreateAccountFormInput, unknown, CreateAccountValues>({
    resolver: zodResolver(createAccountSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      emailAddress: '',
      phoneNumber: '',
      country: DEFAULT_COUNTRY,
      password: '',
    },
  });
  const { create, failure } = useCreateAccount(form.setError, onCreated);
  const { control, formState } = form;
  return (
    <form
      noValidate
      aria-label="Create an account"
      onSubmit={(event) => void form.handleSubmit(create)(event)}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields control={control} />
      </div>
      <EmailField control={control} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField control={control} name="phoneNumber" label="Phone number" required />
        <CountryField control={control} name="country" label="Country" required />
      </div>
      <PasswordField
        control={control}
        name="password"
        label="Password"
        autoComplete="new-password"
        showStrength
        required
      />
      {failure && (
        <p role="alert" className="font-semibold text-chile">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" block busy={formState.isSubmitting}>
        CREATE ACCOUNT
      </Button>
    </form>
  );
}
