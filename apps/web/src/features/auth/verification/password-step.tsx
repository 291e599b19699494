import { verificationPasswordSchema, type VerificationPasswordForm } from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/forms/password-field';
import { StepFrame } from './step-frame';
import type { VerificationFailure } from './verification-failure';

/** PASSWORD_VERIFICATION: the password re-entered (ACC-VERIFY-1, -6). */
export function PasswordStep({
  onSubmit,
  failure,
  busy,
}: {
  onSubmit: (password: string) => void;
  failure?: VerificationFailure;
  busy: boolean;
}) {
  const form = useForm<VerificationPasswordForm>({
    resolver: zodResolver(verificationPasswordSchema),
    defaultValues: { password: '' },
  });
  const { setError } = form;
  useEffect(() => {
    if (failure && !failure.locked)
      setError('password', { message: failure.text }, { shouldFocus: true });
  }, [failure, setError]);
  return (
    <StepFrame
      step={1}
      heading="ENTER YOUR PASSWORD"
      failure={failure?.locked ? failure : undefined}
      submitLabel="CONTINUE"
      busy={busy}
      onSubmit={(event) => void form.handleSubmit(({ password }) => onSubmit(password))(event)}
    >
      <p>For your security, please enter your password again.</p>
      <PasswordField control={form.control} name="password" label="Password" required />
    </StepFrame>
  );
}
