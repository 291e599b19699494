import { firstOrderableDateOfAny, type Order } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TimeSlot } from '../../api/capacity';
import type { DeliverySearchResult } from '../../api/delivery';
import { type Restaurant, restaurantSearchQueryOptions } from '../../api/restaurant';
import type { IntakeFormValues } from './intake-form';
import { dayChoices, localToday } from './local-dates';

type OrderType = 'pickup' | 'delivery';

/**
 * The dates of the restaurants the order can go to, in their zone, from the first that can have
 * times; none until a restaurant is known (a guest's browser may be in any zone).
 */
function restaurantDays(restaurants: readonly Restaurant[] | undefined, fallbackZone?: string) {
  const zone = restaurants?.[0]?.timezone?.timezoneId ?? fallbackZone;
  if (!zone || !restaurants?.length) return { zone, days: [], noticeHours: 0 };
  const now = new Date();
  const first = firstOrderableDateOfAny(
    restaurants.map((r) => ({
      leadTimeMinutes: r.catering?.leadTimeMinutes ?? 0,
      hours: r.realHours ?? [],
    })),
    zone,
    now,
  );
  const notice = Math.min(...restaurants.map((r) => r.catering?.leadTimeMinutes ?? 0));
  return {
    zone,
    days: dayChoices(zone, now, first),
    // Said only when today is ruled out.
    noticeHours: first !== localToday(zone, now) ? Math.ceil(notice / 60) : 0,
  };
}

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

  // Chosen or found now; else, when editing, the order's restaurant looked up by number.
  const chosen = useMemo(
    () => (orderType === 'delivery' ? delivery?.restaurants : restaurant && [restaurant]),
    [orderType, delivery, restaurant],
  );
  const ordered = useQuery({
    ...restaurantSearchQueryOptions({ restaurantNumbers: [restaurantNumber] }),
    enabled: !chosen && restaurantNumber !== undefined,
    staleTime: 5 * 60_000,
  });
  const known = chosen ?? ordered.data?.restaurants;
  const storeZone = order?.orderDetail.store.timezoneId;
  const { zone, days, noticeHours } = useMemo(
    () => restaurantDays(known, storeZone),
    [known, storeZone],
  );

  // Delivery asks every restaurant that delivers there (the service takes up to 20); when
  // editing before a new search, the order's own restaurant.
  const found = delivery?.restaurants.slice(0, 20).map((r) => r.restaurantNumber);
  const restaurantNumbers =
    orderType === 'delivery' && found ? found : restaurantNumber ? [restaurantNumber] : [];

  const resetTime = () => setValue('time', '');
  const chooseRestaurant = (chosen: Restaurant) => {
    setRestaurant(chosen);
    setValue('restaurantNumber', chosen.restaurantNumber, {
      shouldValidate: form.formState.isSubmitted,
    });
    resetTime();
  };
  return {
    orderType,
    zone: zone ?? 'UTC',
    days,
    noticeHours,
    restaurantNumber,
    restaurantNumbers,
    /** Pickup's restaurant, once known. */
    restaurant: orderType === 'pickup' ? known?.[0] : undefined,
    delivery,
    resetTime,
    chooseType(value: OrderType) {
      setOrderType(value);
      setValue('orderType', value);
      setValue('restaurantNumber', undefined as never);
      setRestaurant(undefined);
      setDelivery(undefined);
      resetTime();
    },
    chooseRestaurant,
    /** An offer for a full time (ORD-SLOT-7, ORD-SLOT-8): this time, maybe at another restaurant. */
    chooseTime(time: string, at?: Restaurant) {
      if (at) chooseRestaurant(at);
      setValue('time', time, { shouldValidate: form.formState.isSubmitted });
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
