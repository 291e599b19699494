import { useQuery } from '@tanstack/react-query';
import { type Restaurant, restaurantSearchQueryOptions } from '../../api/restaurant';

/** The order's restaurant with its address, time zone and hours (null until loaded or when unknown). */
export function useOrderRestaurant(restaurantNumber: number) {
  const query = useQuery({
    ...restaurantSearchQueryOptions({ restaurantNumbers: [restaurantNumber] }),
    staleTime: 10 * 60_000,
  });
  const restaurant: Restaurant | null =
    query.data?.restaurants.find((entry) => entry.restaurantNumber === restaurantNumber) ?? null;
  return { restaurant, isPending: query.isPending, isError: query.isError };
}

/** "123 Main St, Suite 4" and "New York, NY 10001"; empty when the restaurant has no address. */
export function restaurantAddressLines(restaurant: Restaurant | null): string[] {
  const address = restaurant?.addresses?.[0];
  if (!address) return [];
  const street = [address.addressLine1, address.addressLine2].filter(Boolean).join(', ');
  const place = `${address.locality}, ${address.administrativeArea} ${address.postalCode}`.trim();
  return [street, place].filter(Boolean);
}
