import type { Order } from '@catering/domain';
import { useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TimeSlot } from '../../api/capacity';
import type { DeliverySearchResult } from '../../api/delivery';
import type { Restaurant } from '../../api/restaurant';
import type { IntakeFormValues } from './intake-form';
import { dayChoices } from './local-dates';

type OrderType = 'pickup' | 'delivery';

/** The intake's moving parts: order type, restaurants found, time zone, days and slot choice. */
export function useIntakeChoices(
  form: UseFormReturn<IntakeFormValues>,
  order: Order | null,
  initialType: OrderType | undefined,
) {
  const { setValue, watch } = form;
  const [orderType, setOrderType] = useState<OrderType | undefined>(initialType);
  const [restaurant, setRestaurant] = useState<Restaurant>();
  const [delivery, setDelivery] = useState<DeliverySearchResult>();
  const restaurantNumber = watch('restaurantNumber');

  const zone =
    (orderType === 'delivery'
      ? delivery?.restaurants[0]?.timezone?.timezoneId
      : restaurant?.timezone?.timezoneId) ??
    order?.orderDetail.store.timezoneId ??
    Intl.DateTimeFormat().resolvedOptions().timeZone;
  const days = useMemo(() => dayChoices(zone), [zone]);

  // Delivery asks every restaurant that delivers there (the service takes up to 20); when
  // editing before a new search, the order's own restaurant.
  const found = delivery?.restaurants.slice(0, 20).map((r) => r.restaurantNumber);
  const restaurantNumbers =
    orderType === 'delivery' && found ? found : restaurantNumber ? [restaurantNumber] : [];

  const resetTime = () => setValue('time', '');
  return {
    orderType,
    zone,
    days,
    restaurantNumber,
    restaurantNumbers,
    delivery,
    resetTime,
    chooseType(value: OrderType) {
      setOrderType(value);
      setValue('orderType', value);
      setValue('restaurantNumber', undefined as never);
      setDelivery(undefined);
      resetTime();
    },
    chooseRestaurant(chosen: Restaurant) {
      setRestaurant(chosen);
      setValue('restaurantNumber', chosen.restaurantNumber, {
        shouldValidate: form.formState.isSubmitted,
      });
      resetTime();
    },
    foundDelivery(result: DeliverySearchResult | undefined) {
      setDelivery(result);
      resetTime();
    },
    /** Delivery takes its restaurant from the chosen slot. */
    chooseSlot(slot: TimeSlot | undefined) {
      if (orderType === 'delivery' && slot?.restaurantNumbers[0]) {
        setValue('restaurantNumber', slot.restaurantNumbers[0]);
      }
    },
  };
}
