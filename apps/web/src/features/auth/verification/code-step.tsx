import {
  MAX_LENGTH,
  MESSAGES,
  verificationCodeSchema,
  type VerificationCodeForm,
} from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../ui/button';
import { phoneEnding } from './phone-confirmation-step';
import { StepFrame } from './step-frame';
import type { VerificationFailure } from './verification-failure';

/** PHONE_VERIFICATION: the texted code, and "Resend code" once a minute (ACC-VERIFY-2, -3). */
export function CodeStep({
  maskedPhone,
  isFinalAttempt,
  resendSecondsLeft,
  onVerify,
  onResend,
  failure,
  busy,
}: {
  maskedPhone: string | null;
  isFinalAttempt: boolean;
  resendSecondsLeft: number;
  onVerify: (code: string) => void;
  onResend: () => void;
  failure?: VerificationFailure;
  busy: boolean;
}) {
  const form = useForm<VerificationCodeForm>({
    resolver: zodResolver(verificationCodeSchema),
    defaultValues: { code: '' },
  });
  const { setError } = form;
  // The failure is the code's: it is said under the field, the last-attempt warning below.
  useEffect(() => {
    if (failure && !failure.locked)
      setError('code', { message: failure.text }, { shouldFocus: true });
  }, [failure, setError]);
  const warning = failure?.subText;
  return (
    <StepFrame
      step={2}
      heading="ENTER YOUR CODE"
      failure={warning ? { text: warning } : undefined}
      submitLabel="VERIFY"
      busy={busy}
      onSubmit={(event) => void form.handleSubmit(({ code }) => onVerify(code))(event)}
      after={
        <div className="text-center">
          <Button variant="link" disabled={resendSecondsLeft > 0 || busy} onClick={onResend}>
            Resend code
          </Button>
          {resendSecondsLeft > 0 && (
            <p className="text-sm text-ink-muted">
              You can ask for a new code in {resendSecondsLeft} seconds.
            </p>
          )}
        </div>
      }
    >
      <p>
        We texted a 6-digit code to the number ending in {phoneEnding(maskedPhone)}. It is valid for
        5 minutes.
      </p>
      {isFinalAttempt && !failure && (
        <p className="font-semibold text-chile">{MESSAGES.lastVerificationAttempt}</p>
      )}
      <TextField
        control={form.control}
        name="code"
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={MAX_LENGTH.verificationCode}
        required
      />
    </StepFrame>
  );
}
