import type { TimeSlot } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { timesQueryOptions } from '../../api/capacity';
import { type Restaurant, restaurantSearchQueryOptions } from '../../api/restaurant';
import { freeRestaurantsAt } from './slot-offers';

// The capacity call takes up to 20 restaurants; a search page holds 15, the current one among them.
const ASKED = 14;

/**
 * The nearest other restaurants that can take `slot` for pickup: those around the restaurant's
 * own coordinates, asked for the same date (ORD-SLOT-8).
 */
export function useFreeRestaurantsNear(restaurant: Restaurant, date: string, slot: TimeSlot) {
  const point = restaurant.addresses?.[0];
  const search = useQuery({
    ...restaurantSearchQueryOptions({ latitude: point?.latitude, longitude: point?.longitude }),
    enabled: Boolean(point),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const others = (search.data?.restaurants ?? [])
    .filter((r) => r.restaurantNumber !== restaurant.restaurantNumber)
    .slice(0, ASKED);
  const times = useQuery({
    ...timesQueryOptions({
      restaurantNumbers: others.map((r) => r.restaurantNumber),
      date,
      orderType: 'pickup',
    }),
    enabled: others.length > 0,
    retry: false,
  });
  const same = times.data?.timeSlots.find(
    (s) => s.intervalStartTimeUtc === slot.intervalStartTimeUtc,
  );
  return {
    restaurants: freeRestaurantsAt(others, same, restaurant.restaurantNumber),
    pending: Boolean(point) && (search.isPending || (others.length > 0 && times.isPending)),
    failed: search.isError || times.isError,
  };
}
