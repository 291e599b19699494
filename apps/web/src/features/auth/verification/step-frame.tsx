import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../ui/button';
import type { VerificationFailure } from './verification-failure';

/** One step's form: heading, words, fields, a failure under them and its submit button. */
export function StepFrame({
  step,
  heading,
  children,
  failure,
  submitLabel,
  busy,
  onSubmit,
  after,
}: {
  step: 1 | 2 | 3;
  heading: string;
  children: ReactNode;
  failure?: VerificationFailure;
  submitLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  after?: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="verification-step">
      <p className="text-sm font-bold tracking-wider text-ink-muted uppercase">Step {step} of 3</p>
      <h2 id="verification-step" className="text-3xl text-verde-800">
        {heading}
      </h2>
      {children}
      {failure && (
        <div role="alert" className="space-y-1 font-semibold text-chile">
          <p>{failure.text}</p>
          {failure.subText && <p>{failure.subText}</p>}
        </div>
      )}
      <Button type="submit" size="lg" block busy={busy}>
        {submitLabel}
      </Button>
      {after}
    </form>
  );
}
