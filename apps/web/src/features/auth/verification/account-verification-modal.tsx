import {
  DIALOGS,
  VERIFICATION_ERRORS,
  VERIFICATION_STEPS,
  type VerificationState,
} from '@catering/domain';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import { finalizeVerification, initializeVerification } from '../../../api/verification';
import type { ActiveVerification } from '../../../components/account-verification/verification-store';
import { showDialog } from '../../../stores/dialog-store';
import { Button } from '../../../ui/button';
import { useReturnFocus } from '../../../ui/return-focus';
import { CodeStep } from './code-step';
import { LeaveConfirmation } from './leave-confirmation';
import { PasswordStep } from './password-step';
import { PhoneConfirmationStep } from './phone-confirmation-step';
import { useResendCountdown } from './use-resend-countdown';
import { verificationFailure, type VerificationFailure } from './verification-failure';

/** The full-screen account verification: phone, code, password steps (ACC-VERIFY). */
export function AccountVerificationModal({ verification }: { verification: ActiveVerification }) {
  const { request } = verification;
  const [state, setState] = useState<VerificationState>(verification.state);
  const [password, setPassword] = useState(request.password);
  const [sentTo, setSentTo] = useState(request.phoneNumber ?? '');
  const [failure, setFailure] = useState<VerificationFailure>();
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const countdown = useResendCountdown(state.resendAfterSeconds ?? 0);
  const returnFocus = useReturnFocus();
  const locked = failure?.locked === true;

  /** Runs one call of a step; a failure is shown on the step. Resolves true when it succeeded. */
  const run = async (call: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setFailure(undefined);
    try {
      await call();
      return true;
    } catch (error) {
      setFailure(verificationFailure(error, window.innerWidth));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (phoneNumber: string, pass = password) =>
    run(async () => {
      const next = await initializeVerification({
        email: request.email,
        password: pass,
        phoneNumber,
        context: request.context,
      });
      setSentTo(phoneNumber);
      setState(next);
      if (next.resendAfterSeconds) countdown.restart(next.resendAfterSeconds);
    });

  const checkPassword = (typed: string) =>
    run(async () => {
      const next = await initializeVerification({
        email: request.email,
        password: typed,
        phoneNumber: request.phoneNumber,
        context: request.context,
      });
      setPassword(typed);
      setState(next);
      if (next.resendAfterSeconds) countdown.restart(next.resendAfterSeconds);
    });

  const resend = () =>
    void sendCode(sentTo).then((sent) => {
      if (sent) void showDialog(DIALOGS.codeSent);
    });

  const verify = (code: string) =>
    run(async () => {
      const verified = await finalizeVerification({
        code,
        email: request.email,
        phoneNumber: sentTo,
      });
      verification.succeed(verified.session, verified.phoneUpdated);
    });

  const close = () => {
    if (locked) verification.fail(VERIFICATION_ERRORS.failed);
    else setLeaving(true);
  };

  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          // Dialogs shown over it (CODE HAS BEEN SENT.) are not a reason to close it.
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-0 z-50 overflow-y-auto bg-masa focus:outline-none"
        >
          <div className="mx-auto w-full max-w-lg px-5 pt-16 pb-10 sm:pt-20">
            <RadixDialog.Title className="mb-6 text-center text-4xl text-verde-800 sm:text-5xl">
              ACCOUNT VERIFICATION
            </RadixDialog.Title>
            {locked ? (
              <div className="space-y-6 text-center">
                <p role="alert" className="text-lg font-semibold text-chile">
                  {failure.text}
                  {failure.subText && <span className="mt-2 block">{failure.subText}</span>}
                </p>
                <Button size="lg" block onClick={close}>
                  OKAY
                </Button>
              </div>
            ) : state.step === VERIFICATION_STEPS.passwordVerification ? (
              <PasswordStep
                onSubmit={(typed) => void checkPassword(typed)}
                failure={failure}
                busy={busy}
              />
            ) : state.step === VERIFICATION_STEPS.phoneConfirmation ? (
              <PhoneConfirmationStep
                maskedPhone={state.phoneNumber}
                onSend={(phone) => void sendCode(phone)}
                failure={failure}
                busy={busy}
              />
            ) : (
              <CodeStep
                maskedPhone={state.phoneNumber}
                isFinalAttempt={state.isFinalAttempt}
                resendSecondsLeft={countdown.secondsLeft}
                onVerify={(code) => void verify(code)}
                onResend={resend}
                failure={failure}
                busy={busy}
              />
            )}
          </div>
          <RadixDialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-ink-muted hover:bg-masa-200 hover:text-ink"
          >
            <X className="size-6" aria-hidden="true" />
          </RadixDialog.Close>
          <LeaveConfirmation
            open={leaving}
            onResume={() => setLeaving(false)}
            onLeave={() => verification.fail(VERIFICATION_ERRORS.cancelled)}
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
