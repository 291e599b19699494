import type { UseFormReturn } from 'react-hook-form';
import { EmailField, NameFields } from '../../components/forms/person-fields';
import { PhoneField } from '../../components/forms/phone-field';
import type { ContactDetails } from './checkout-draft';

/** The guest's first and last name, email and phone; the order's confirmation goes to them. */
export function ContactDetailsFields({ form }: { form: UseFormReturn<ContactDetails> }) {
  const { control } = form;
  return (
    <section aria-labelledby="contact-heading" className="space-y-4">
      <h2 id="contact-heading" className="text-2xl text-verde-800">
        Contact details
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields control={control} />
        <EmailField control={control} />
        <PhoneField control={control} name="phoneNumber" label="Phone number" required />
      </div>
    </section>
  );
}
