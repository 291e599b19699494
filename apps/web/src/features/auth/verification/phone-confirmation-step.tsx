import { newMobileNumberSchema, toPhoneDigits } from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PhoneField } from '../../../components/forms/phone-field';
import { RadioCardGroup } from '../../../ui/radio-card-group';
import { StepFrame } from './step-frame';
import type { VerificationFailure } from './verification-failure';

type Choice = 'existing' | 'new';

/** "******0123" as people read it: the number ending in 0123. */
export function phoneEnding(masked: string | null): string {
  return masked ? masked.slice(-4) : '';
}

/** PHONE_CONFIRMATION: the account's number (shown by its ending) or a new mobile number, then SEND CODE. */
export function PhoneConfirmationStep({
  maskedPhone,
  onSend,
  failure,
  busy,
}: {
  maskedPhone: string | null;
  /** The masked number to keep the account's, or the new number's 10 digits. */
  onSend: (phoneNumber: string) => void;
  failure?: VerificationFailure;
  busy: boolean;
}) {
  const [choice, setChoice] = useState<Choice>(maskedPhone ? 'existing' : 'new');
  const form = useForm<{ phoneNumber: string }>({
    resolver: zodResolver(newMobileNumberSchema),
    defaultValues: { phoneNumber: '' },
  });
  const { setError } = form;
  const onNewNumber = choice === 'new';
  // A refusal of a new number (in use, invalid) is that field's error.
  useEffect(() => {
    if (failure && !failure.locked && onNewNumber)
      setError('phoneNumber', { message: failure.text }, { shouldFocus: true });
  }, [failure, onNewNumber, setError]);
  const send = () => {
    if (choice === 'existing' && maskedPhone) onSend(maskedPhone);
    else void form.handleSubmit(({ phoneNumber }) => onSend(toPhoneDigits(phoneNumber)))();
  };
  const options = [
    ...(maskedPhone
      ? [{ value: 'existing' as const, label: `Number ending in ${phoneEnding(maskedPhone)}` }]
      : []),
    { value: 'new' as const, label: 'A different mobile number' },
  ];
  return (
    <StepFrame
      step={1}
      heading="CONFIRM YOUR PHONE NUMBER"
      failure={onNewNumber && !failure?.locked ? undefined : failure}
      submitLabel="SEND CODE"
      busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <p>We&apos;ll text a verification code to prove this phone is yours.</p>
      <RadioCardGroup
        legend="Where should we text the code?"
        name="verification-phone"
        options={options}
        value={choice}
        onChange={setChoice}
        columns="grid-cols-1"
      />
      {choice === 'new' && (
        <PhoneField control={form.control} name="phoneNumber" label="Mobile number" required />
      )}
    </StepFrame>
  );
}
