import { COUNTRY_OPTIONS, MESSAGES } from '@catering/domain';
import { Truck } from 'lucide-react';
import { useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/api-error';
import type { DeliverySearchResult } from '../../api/delivery';
import { searchDeliveryRestaurants } from '../../api/delivery';
import { geocodePostalCode } from '../../api/restaurant';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { RadioCardGroup } from '../../ui/radio-card-group';
import { Select } from '../../ui/select';
import { intakeAddressOf, NEW_ADDRESS, savedAddressLine } from './address-book';
import { EMPTY_ADDRESS, type IntakeFormValues } from './intake-form';
import type { AddressOffer } from './use-address-book';

const FIELDS = ['address1', 'city', 'state', 'postalCode', 'country'] as const;

/**
 * Delivery: a full user's saved addresses to pick from, or the address form (with "Save this
 * address"), then the delivery restaurants near its coordinates.
 */
export function DeliverySection(props: {
  form: UseFormReturn<IntakeFormValues>;
  found: DeliverySearchResult | undefined;
  onFound: (result: DeliverySearchResult | undefined) => void;
  /** A full user's saved addresses; none for a guest. */
  offer?: AddressOffer;
}) {
  const { offer } = props;
  const keepHint = useId();
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

  // A saved address fills the whole delivery address and looks for its restaurants at once.
  const pick = (choice: string) => {
    offer?.onPick(choice);
    props.onFound(undefined);
    setProblem(undefined);
    const chosen = offer?.addresses.find((address) => address.addressId === choice);
    setValue('deliveryAddress', chosen ? intakeAddressOf(chosen) : { ...EMPTY_ADDRESS });
    if (chosen) void find();
  };
  const typing = !offer || offer.choice === NEW_ADDRESS;

  return (
    <div className="space-y-4">
      {offer && offer.addresses.length > 0 && (
        <RadioCardGroup
          legend="Saved addresses"
          name="saved-address"
          columns="grid-cols-1 sm:grid-cols-2"
          value={offer.choice}
          onChange={pick}
          options={[
            ...offer.addresses.map((address) => ({
              value: address.addressId,
              label: address.addressName,
              description: savedAddressLine(address),
            })),
            { value: NEW_ADDRESS, label: 'A new address', description: 'Type it below' },
          ]}
        />
      )}
      {typing && (
        <>
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
              {...register('deliveryAddress.postalCode', {
                onChange: () => props.onFound(undefined),
              })}
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
          {offer &&
            (offer.canKeep ? (
              <div>
                <label className="inline-flex min-h-11 items-center gap-2.5 font-semibold text-ink">
                  <input
                    type="checkbox"
                    className="size-5 rounded accent-verde-700"
                    checked={offer.keep}
                    aria-describedby={keepHint}
                    onChange={(event) => offer.onKeep(event.target.checked)}
                  />
                  Save this address
                </label>
                <p id={keepHint} className="text-sm text-ink-muted">
                  It will be offered for your next delivery orders.
                </p>
              </div>
            ) : (
              <p className="text-sm text-ink-muted">
                {MESSAGES.savedAddressLimit} This one is used for this order only.
              </p>
            ))}
        </>
      )}
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
