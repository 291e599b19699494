import {
  newSavedAddressBodySchema,
  SAVED_ADDRESS_MAX_LENGTH as MAX,
  type NewSavedAddressBody,
} from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { CountryField } from '../../../components/forms/country-field';
import { PhoneField } from '../../../components/forms/phone-field';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../ui/button';
import type { AddressFormValues } from './address-values';

const FIELD_ORDER = ['address1', 'city', 'state', 'postalCode', 'email', 'phone'] as const;

export interface AddressFormProps {
  title: string;
  initial: AddressFormValues;
  saving: boolean;
  /** A refusal of the service to show above the buttons (e.g. the limit of 5). */
  failure?: string;
  onSave: (address: NewSavedAddressBody) => void;
  onCancel: () => void;
}

/** A saved delivery address (ACC-ADDR-1), checked by the service's own rules before it is sent. */
export function AddressForm({
  title,
  initial,
  saving,
  failure,
  onSave,
  onCancel,
}: AddressFormProps) {
  const headingId = useId();
  const form = useForm<AddressFormValues, unknown, NewSavedAddressBody>({
    resolver: zodResolver(newSavedAddressBodySchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: initial,
  });
  const { control } = form;
  useEffect(() => form.setFocus('addressName'), [form]);
  const submit = form.handleSubmit(onSave, (errors) => {
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) form.setFocus(first);
  });
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-masa-300 sm:p-6"
    >
      <h2 id={headingId} className="text-2xl text-verde-800">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="addressName"
          label="Address name"
          hint="For example OFFICE or HOME"
          maxLength={MAX.addressName}
        />
        <TextField
          control={control}
          name="company"
          label="Company"
          autoComplete="organization"
          maxLength={MAX.company}
        />
        <TextField
          control={control}
          name="address1"
          label="Street address"
          autoComplete="address-line1"
          maxLength={MAX.address1}
          required
          className="sm:col-span-2"
        />
        <TextField
          control={control}
          name="address2"
          label="Apartment, suite or floor"
          autoComplete="address-line2"
          maxLength={MAX.address2}
          className="sm:col-span-2"
        />
        <TextField
          control={control}
          name="city"
          label="City"
          autoComplete="address-level2"
          maxLength={MAX.city}
          required
        />
        <TextField
          control={control}
          name="state"
          label="State or province"
          autoComplete="address-level1"
          maxLength={MAX.state}
          required
        />
        <TextField
          control={control}
          name="postalCode"
          label="ZIP or postal code"
          autoComplete="postal-code"
          maxLength={MAX.postalCode}
          required
        />
        <CountryField control={control} name="country" label="Country" />
        <TextField
          control={control}
          name="firstName"
          label="Contact first name"
          autoComplete="given-name"
          maxLength={MAX.firstName}
        />
        <TextField
          control={control}
          name="lastName"
          label="Contact last name"
          autoComplete="family-name"
          maxLength={MAX.lastName}
        />
        <TextField
          control={control}
          name="email"
          label="Contact email"
          type="email"
          autoComplete="email"
          maxLength={MAX.email}
        />
        <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
          <PhoneField control={control} name="phone" label="Contact phone" />
          <TextField
            control={control}
            name="extension"
            label="Ext."
            inputMode="numeric"
            maxLength={MAX.extension}
          />
        </div>
        <TextField
          control={control}
          name="instructions"
          label="Delivery instructions"
          hint="Where the driver should go, a gate code…"
          maxLength={MAX.instructions}
          className="sm:col-span-2"
        />
      </div>
      {failure && (
        <p
          role="alert"
          className="rounded-xl border-2 border-chile bg-white p-3 font-semibold text-chile"
        >
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={saving}>
          Save address
        </Button>
        <Button variant="link" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
