import { MAX_LENGTH, maskPhoneNumber } from '@catering/domain';
import type { UseFormReturn } from 'react-hook-form';
import { Input } from '../../ui/input';
import type { ContactDetails } from './checkout-draft';

/** The guest's first and last name, email and phone; the order's confirmation goes to them. */
export function ContactDetailsFields({ form }: { form: UseFormReturn<ContactDetails> }) {
  const { register, formState } = form;
  const { errors } = formState;
  const phone = register('phoneNumber');
  return (
    <section aria-labelledby="contact-heading" className="space-y-4">
      <h2 id="contact-heading" className="text-2xl text-verde-800">
        Contact details
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="First name"
          autoComplete="given-name"
          maxLength={MAX_LENGTH.firstName}
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <Input
          label="Last name"
          autoComplete="family-name"
          maxLength={MAX_LENGTH.lastName}
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={MAX_LENGTH.email}
          required
          error={errors.emailAddress?.message}
          {...register('emailAddress')}
        />
        <Input
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(###) ###-####"
          required
          error={errors.phoneNumber?.message}
          {...phone}
          onChange={(event) => {
            event.target.value = maskPhoneNumber(event.target.value);
            void phone.onChange(event);
          }}
        />
      </div>
    </section>
  );
}
