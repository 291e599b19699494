import {
  type ChangePasswordForm,
  changePasswordSchema,
  ERROR_CODES,
  errorMessageFor,
} from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { changePassword } from '../../api/customer';
import { PasswordField } from '../../components/forms/password-field';
import { passwordResetUrl } from '../../config';
import { returnPathAfterSignIn } from '../../lib/account-paths';
import { showErrorDialog } from '../../lib/error-dialog';
import { Button } from '../../ui/button';
import { AccountLayout } from './account-layout';

const linkClass =
  'min-h-11 content-center font-semibold text-verde-700 underline underline-offset-4 hover:text-verde-900';

/** /account/changepassword (ACC-PASSWORD-4): the current password and a new one of grade 2 or more. */
function ChangePasswordPage() {
  const [changed, setChanged] = useState(false);
  const [params] = useSearchParams();
  const prevPath = params.get('prevPath');
  const form = useForm<ChangePasswordForm, unknown, ChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setChanged(false);
    try {
      await changePassword(values);
      form.reset();
      setChanged(true);
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === ERROR_CODES.wrongPassword) {
        const message = errorMessageFor(error.errorCode);
        form.setError('currentPassword', { message }, { shouldFocus: true });
      } else await showErrorDialog(error);
    }
  });
  return (
    <AccountLayout title="Change password">
      <form
        noValidate
        aria-label="Change password"
        onSubmit={(event) => void submit(event)}
        className="max-w-md space-y-5"
      >
        <PasswordField
          control={form.control}
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          required
        />
        <PasswordField
          control={form.control}
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          showStrength
          required
        />
        <p role="status" className="font-semibold text-verde-800">
          {changed ? 'Your password is changed. Other devices are signed out.' : ''}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" busy={form.formState.isSubmitting}>
            Change password
          </Button>
          {prevPath && (
            <Link to={returnPathAfterSignIn(prevPath)} className={linkClass}>
              Back
            </Link>
          )}
        </div>
        <a href={passwordResetUrl(window.location.href)} className={linkClass}>
          Forgot your password?
        </a>
      </form>
    </AccountLayout>
  );
}

export { ChangePasswordPage as Component };
