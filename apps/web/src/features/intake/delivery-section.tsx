import { COUNTRY_OPTIONS } from '@catering/domain';
import { Truck } from 'lucide-react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/api-error';
import type { DeliverySearchResult } from '../../api/delivery';
import { searchDeliveryRestaurants } from '../../api/delivery';
import { geocodePostalCode } from '../../api/restaurant';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import type { IntakeFormValues } from './intake-form';

const FIELDS = ['address1', 'city', 'state', 'postalCode', 'country'] as const;

/** Delivery: the address form, then the delivery restaurants near its coordinates. */
export function DeliverySection(props: {
  form: UseFormReturn<IntakeFormValues>;
  found: DeliverySearchResult | undefined;
  onFound: (result: DeliverySearchResult | undefined) => void;
}) {
  const { register, formState, getValues, setValue, trigger } = props.form;
  const errors = formState.errors.deliveryAddress;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const find = async () => {
    setProblem(undefined);
    const valid = await trigger(FIELDS.map((field) => `deliveryAddress.${field}` as const));
    if (!valid) return;
    const address = getValues('deliveryAddress');
    if (!address) return;
    setBusy(true);
    try {
      const point = await geocodePostalCode(address.postalCode);
      setValue('deliveryAddress.latitude', point.latitude);
      setValue('deliveryAddress.longitude', point.longitude);
      const result = await searchDeliveryRestaurants({
        street: address.address1,
        city: address.city,
        state: address.state,
        postalCode: address.postalCode,
        latitude: point.latitude,
        longitude: point.longitude,
      });
      props.onFound(result);
      if (result.restaurants.length === 0)
        setProblem("Sorry, we don't deliver catering to this address yet. Try pickup instead.");
    } catch (error) {
      props.onFound(undefined);
      const notFound = error instanceof ApiError && error.status === 404;
      setProblem(
        notFound
          ? "We couldn't find that postal code. Please check the address."
          : 'Delivery restaurants did not load. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  const count = props.found?.restaurants.length ?? 0;

  return (
    <div className="space-y-4">
      <Input
        label="Street address"
        required
        autoComplete="address-line1"
        error={errors?.address1?.message}
        {...register('deliveryAddress.address1', { onChange: () => props.onFound(undefined) })}
      />
      <Input
        label="Apartment, suite or floor"
        autoComplete="address-line2"
        {...register('deliveryAddress.address2')}
      />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Input
          label="City"
          required
          autoComplete="address-level2"
          error={errors?.city?.message}
          {...register('deliveryAddress.city')}
        />
        <Input
          label="State or province"
          required
          autoComplete="address-level1"
          error={errors?.state?.message}
          {...register('deliveryAddress.state')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="ZIP or postal code"
          required
          autoComplete="postal-code"
          maxLength={7}
          error={errors?.postalCode?.message}
          {...register('deliveryAddress.postalCode', { onChange: () => props.onFound(undefined) })}
        />
        <Select
          label="Country"
          required
          options={COUNTRY_OPTIONS.map((c) => ({ value: c.value, label: c.text }))}
          {...register('deliveryAddress.country')}
        />
      </div>
      <Input
        label="Delivery instructions"
        hint="Optional: floor, entrance, who to ask for"
        {...register('deliveryAddress.instructions')}
      />
      <Button variant="secondary" onClick={() => void find()} busy={busy}>
        <Truck className="size-5" aria-hidden="true" />
        Find delivery restaurants
      </Button>
      <div aria-live="polite">
        {problem && (
          <p role="alert" className="font-semibold text-chile">
            {problem}
          </p>
        )}
        {count > 0 && (
          <p className="rounded-xl bg-verde-50 p-3 font-semibold text-verde-800">
            Good news: {count} restaurant{count === 1 ? '' : 's'} deliver{count === 1 ? 's' : ''} to
            this address.
          </p>
        )}
      </div>
    </div>
  );
}
