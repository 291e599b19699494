import { formatDistance } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { Info, MapPin } from 'lucide-react';
import { noticesQueryOptions } from '../../api/notices';
import type { Restaurant } from '../../api/restaurant';
import { localToday } from './local-dates';
import { addressText, crossStreetsText, todaysHoursText } from './restaurant-text';

/** The notices of a chosen restaurant (failures show nothing). */
function RestaurantNotices({ restaurantNumber }: { restaurantNumber: number }) {
  const notices = useQuery({ ...noticesQueryOptions(restaurantNumber), retry: false }).data ?? [];
  if (notices.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2">
      {notices.map((notice) => (
        <li key={notice.Title} className="flex gap-2 rounded-xl bg-maiz/25 p-3 text-sm text-ink">
          <Info className="mt-0.5 size-4 shrink-0 text-chile" aria-hidden="true" />
          <span>
            <strong className="font-bold">{notice.Title}.</strong> {notice.Message}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One restaurant as a radio choice: name, distance, address, cross streets, today's hours. */
export function RestaurantOption(props: {
  restaurant: Restaurant;
  checked: boolean;
  name: string;
  onChoose: () => void;
}) {
  const { restaurant, checked } = props;
  const crossStreets = crossStreetsText(restaurant);
  return (
    <li>
      <label
        className={`flex cursor-pointer gap-3 rounded-2xl border-2 bg-white p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${checked ? 'border-verde-700 bg-verde-50' : 'border-field hover:border-verde-600'}`}
      >
        <input
          type="radio"
          name={props.name}
          checked={checked}
          onChange={props.onChoose}
          className="mt-1 size-5 shrink-0 accent-verde-700 focus-visible:shadow-none focus-visible:outline-none"
        />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-display text-xl font-bold tracking-wide uppercase [font-stretch:condensed]">
              {restaurant.name}
            </span>
            {restaurant.distance !== undefined && (
              <span className="flex items-center gap-1 text-sm font-semibold text-verde-700">
                <MapPin className="size-4" aria-hidden="true" />
                {formatDistance(restaurant.distance)}
              </span>
            )}
          </span>
          <span className="mt-1 block text-ink">{addressText(restaurant)}</span>
          {crossStreets && (
            <span className="block text-sm text-ink-muted">Cross streets: {crossStreets}</span>
          )}
          <span className="mt-1 block text-sm font-semibold text-ink-muted">
            {todaysHoursText(restaurant, localToday(restaurant.timezone?.timezoneId ?? 'UTC'))}
          </span>
        </span>
      </label>
      {checked && <RestaurantNotices restaurantNumber={restaurant.restaurantNumber} />}
    </li>
  );
}
