import { formatDistance, type TimeSlot } from '@catering/domain';
import { useId, useState } from 'react';
import type { Restaurant } from '../../api/restaurant';
import { Button } from '../../ui/button';
import { slotTime } from './local-dates';
import { localTimeOf, nearestFreeTimes } from './slot-offers';
import { useFreeRestaurantsNear } from './use-free-restaurants-near';

export interface FullTimeOffersProps {
  slots: readonly TimeSlot[];
  /** The chosen "HH:mm"; when its slot is full it is the wanted time. */
  value: string;
  date: string;
  /** Pickup's restaurant; none for delivery, whose slots already merge every restaurant. */
  restaurant?: Restaurant;
  label: (slot: TimeSlot) => string;
  onPickTime: (time: string) => void;
  onSwitchRestaurant?: (restaurant: Restaurant, time: string) => void;
}

const chip = 'min-h-11 px-4 text-sm';

/** The restaurants near the current one that are free at the wanted time. */
function FreeNearby(props: {
  restaurant: Restaurant;
  date: string;
  wanted: TimeSlot;
  when: string;
  onSwitch?: (restaurant: Restaurant, time: string) => void;
}) {
  const { restaurants, pending, failed } = useFreeRestaurantsNear(
    props.restaurant,
    props.date,
    props.wanted,
  );
  const groupName = `Free at ${props.when} nearby`;
  if (pending) return <p className="text-sm text-ink-muted">Looking for restaurants nearby…</p>;
  if (failed) return <p className="text-sm text-ink-muted">Nearby restaurants didn't load.</p>;
  if (restaurants.length === 0)
    return <p className="text-sm">No restaurant within 50 miles is free at {props.when}.</p>;
  return (
    <div role="group" aria-label={groupName}>
      <p className="mb-2 text-sm font-semibold">{groupName}:</p>
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {restaurants.map((r) => (
          <li key={r.restaurantNumber}>
            <Button
              variant="secondary"
              className={`${chip} w-full sm:w-auto`}
              onClick={() =>
                props.onSwitch?.(r, localTimeOf(props.wanted, r.timezone?.timezoneId ?? 'UTC'))
              }
            >
              {r.name}
              {r.distance !== undefined && (
                <span className="font-sans font-normal tracking-normal normal-case">
                  {formatDistance(r.distance)} away
                </span>
              )}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The day's full times, each to be asked about; for the wanted one, the nearest free times here
 * and, for pickup, the nearest restaurants free then (ORD-SLOT-7, ORD-SLOT-8).
 */
export function FullTimeOffers(props: FullTimeOffersProps) {
  const { slots, label, restaurant } = props;
  const ids = useId();
  const [asked, setAsked] = useState<string>();
  const full = slots.filter((slot) => slot.unavailableReason === 'full');
  const selected = slots.find((slot) => slotTime(slot.intervalStartTime) === props.value);
  const wanted =
    full.find((slot) => slot.intervalStartTimeUtc === asked) ??
    (selected?.unavailableReason === 'full' ? selected : undefined);
  const pick = (slot: TimeSlot) => {
    setAsked(undefined);
    props.onPickTime(slotTime(slot.intervalStartTime));
  };
  const free = wanted ? nearestFreeTimes(slots, wanted) : [];
  const where = restaurant ? `at ${restaurant.name}` : 'for delivery to this address';

  return (
    <div className="space-y-3">
      <div role="group" aria-labelledby={`${ids}-full`}>
        <p id={`${ids}-full`} className="mb-2 text-sm text-ink-muted">
          Is your time full? Choose it to see what's free:
        </p>
        <ul className="flex flex-wrap gap-2">
          {full.map((slot) => (
            <li key={slot.intervalStartTimeUtc}>
              <Button
                variant={slot === wanted ? 'primary' : 'ghost'}
                className={`${chip} ring-1 ring-field`}
                aria-pressed={slot === wanted}
                onClick={() => setAsked(slot.intervalStartTimeUtc)}
              >
                {label(slot)}
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <div aria-live="polite">
        {wanted && (
          <section
            aria-labelledby={`${ids}-wanted`}
            className="space-y-3 rounded-2xl border-2 border-maiz bg-maiz/15 p-4"
          >
            <h3 id={`${ids}-wanted`} className="font-sans text-base font-bold text-ink">
              {label(wanted)} is full {where}.
            </h3>
            {free.length === 0 ? (
              <p className="text-sm">No other time is free that day.</p>
            ) : (
              <div role="group" aria-label={`Nearest free times${restaurant ? ' here' : ''}`}>
                <p className="mb-2 text-sm font-semibold">
                  Nearest free times{restaurant ? ' here' : ''}:
                </p>
                <ul className="flex flex-wrap gap-2">
                  {free.map((slot) => (
                    <li key={slot.intervalStartTimeUtc}>
                      <Button variant="secondary" className={chip} onClick={() => pick(slot)}>
                        {label(slot)}
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {restaurant ? (
              <FreeNearby
                restaurant={restaurant}
                date={props.date}
                wanted={wanted}
                when={label(wanted)}
                onSwitch={props.onSwitchRestaurant}
              />
            ) : (
              <p className="text-sm">Every restaurant that delivers here is full then.</p>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
