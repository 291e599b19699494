import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import type { Restaurant } from '../../api/restaurant';
import { geocodePostalCode, searchRestaurants } from '../../api/restaurant';
import { PostalCodeSearch } from './postal-code-search';
import { RestaurantOption } from './restaurant-option';

export interface PickupSectionProps {
  restaurantNumber: number | undefined;
  onChoose: (restaurant: Restaurant) => void;
  error?: string;
}

async function findNear(code: string, signal: AbortSignal) {
  const point = await geocodePostalCode(code, signal);
  return searchRestaurants({ latitude: point.latitude, longitude: point.longitude }, signal);
}

/** Pickup: find restaurants near a ZIP or postal code and choose one. */
export function PickupSection({ restaurantNumber, onChoose, error }: PickupSectionProps) {
  const [code, setCode] = useState<string>();
  const search = useQuery({
    queryKey: ['intake', 'pickup', code ?? restaurantNumber],
    queryFn: ({ signal }) =>
      code
        ? findNear(code, signal)
        : searchRestaurants({ restaurantNumbers: [restaurantNumber as number] }, signal),
    enabled: Boolean(code) || restaurantNumber !== undefined,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const restaurants = search.data?.restaurants ?? [];
  const notFound = search.error instanceof ApiError && search.error.status === 404;

  return (
    <div className="space-y-4">
      <PostalCodeSearch onSearch={setCode} busy={search.isFetching} />
      <div aria-live="polite">
        {search.isError && (
          <p role="alert" className="font-semibold text-chile">
            {notFound
              ? "We couldn't find that ZIP or postal code. Please check it and try again."
              : "Restaurants didn't load. Please try again."}
          </p>
        )}
        {search.isSuccess && restaurants.length === 0 && (
          <p className="font-semibold text-ink">
            No catering restaurants within 50 miles of {code}.
          </p>
        )}
        {restaurants.length > 0 && code && (
          <p className="text-sm text-ink-muted">
            {restaurants.length} restaurant{restaurants.length === 1 ? '' : 's'} near {code}
          </p>
        )}
      </div>
      {restaurants.length > 0 && (
        <fieldset aria-describedby={error ? 'restaurant-error' : undefined}>
          <legend className="sr-only">Pickup restaurant</legend>
          <ul className="space-y-3">
            {restaurants.map((restaurant) => (
              <RestaurantOption
                key={restaurant.restaurantNumber}
                name="restaurant"
                restaurant={restaurant}
                checked={restaurant.restaurantNumber === restaurantNumber}
                onChoose={() => onChoose(restaurant)}
              />
            ))}
          </ul>
        </fieldset>
      )}
      {error && (
        <p id="restaurant-error" className="text-sm font-semibold text-chile">
          {error}
        </p>
      )}
    </div>
  );
}
