import { formatDeliveryWindow, formatTimeOfDay, restaurantTimesDialog } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TimeSlot } from '../../api/capacity';
import { timesQueryOptions } from '../../api/capacity';
import type { Restaurant } from '../../api/restaurant';
import { showDialog } from '../../stores/dialog-store';
import { Select } from '../../ui/select';
import { FullTimeOffers } from './full-time-offers';
import { slotTime } from './local-dates';
import { slotReasonText } from './slot-offers';

export interface TimeChoiceProps {
  orderType: 'pickup' | 'delivery';
  restaurantNumbers: number[];
  /** Pickup's chosen restaurant: a full time offers the restaurants near it. */
  restaurant?: Restaurant;
  date: string;
  timeZone: string;
  field: UseFormRegisterReturn<'time'>;
  error?: string;
  /** Called with the chosen slot (delivery takes its restaurant from it). */
  onSlot: (slot: TimeSlot | undefined) => void;
  value: string;
  /** A free time offered instead of a full one. */
  onPickTime: (time: string) => void;
  /** A restaurant free at the full time: switch to it, keeping the time. */
  onSwitchRestaurant: (restaurant: Restaurant, time: string) => void;
}

/**
 * Every 15-minute slot of POST /capacity, an unavailable one disabled with its reason
 * (ORD-SLOT-6); none free opens the "Restaurant Times" dialog.
 */
export function TimeChoice(props: TimeChoiceProps) {
  const { orderType, restaurantNumbers, date, timeZone, onSlot } = props;
  const ready = restaurantNumbers.length > 0 && Boolean(date);
  const times = useQuery({
    ...timesQueryOptions({ restaurantNumbers, date, orderType }),
    enabled: ready,
    retry: false,
  });
  const all = times.data?.timeSlots ?? [];
  const slots = all.filter((slot) => slot.isIntervalAvailable);
  const noTimes = times.isError || (times.isSuccess && slots.length === 0);
  const shown = useRef<string>(undefined);
  const key = `${orderType}|${restaurantNumbers.join(',')}|${date}`;
  const select = useRef<HTMLSelectElement>(null);
  // After an offer is taken the offers go away: the focus goes to the time it set, once listed.
  const refocus = useRef(false);

  useEffect(() => {
    if (!noTimes || shown.current === key) return;
    shown.current = key;
    void showDialog(restaurantTimesDialog(orderType));
  }, [noTimes, key, orderType]);

  useEffect(() => {
    onSlot(slots.find((slot) => slotTime(slot.intervalStartTime) === props.value));
    // Slots are a new array each render; the data and the value are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [times.data, props.value]);

  const disabled = !ready || times.isFetching || slots.length === 0;
  useEffect(() => {
    if (disabled || !refocus.current) return;
    refocus.current = false;
    select.current?.focus();
  });

  const label = (slot: TimeSlot) =>
    orderType === 'delivery'
      ? formatDeliveryWindow(new Date(slot.intervalStartTime), timeZone)
      : formatTimeOfDay(new Date(slot.intervalStartTime), timeZone);
  const placeholder = !ready
    ? orderType === 'pickup'
      ? 'Choose a restaurant and date'
      : 'Choose a date first'
    : times.isFetching
      ? 'Loading times…'
      : noTimes
        ? 'No times available'
        : 'Choose a time';

  return (
    <div className="space-y-4">
      <Select
        label={orderType === 'delivery' ? 'Delivery time' : 'Pickup time'}
        hint={orderType === 'delivery' ? 'We deliver within a 15-minute window.' : undefined}
        required
        disabled={disabled}
        placeholder={placeholder}
        options={all.map((slot) => ({
          value: slotTime(slot.intervalStartTime),
          label: slot.unavailableReason
            ? `${label(slot)} (${slotReasonText(slot.unavailableReason, orderType)})`
            : label(slot),
          disabled: !slot.isIntervalAvailable,
        }))}
        error={props.error}
        {...props.field}
        ref={(element) => {
          props.field.ref(element);
          select.current = element;
        }}
        // Controlled: a time set before its slots arrive (an offer taken) is shown once they do.
        value={props.value ?? ''}
      />
      {!times.isFetching && all.some((slot) => slot.unavailableReason === 'full') && (
        <FullTimeOffers
          key={key}
          slots={all}
          value={props.value}
          date={date}
          restaurant={orderType === 'pickup' ? props.restaurant : undefined}
          label={label}
          onPickTime={(time) => {
            refocus.current = true;
            props.onPickTime(time);
          }}
          onSwitchRestaurant={(restaurant, time) => {
            refocus.current = true;
            props.onSwitchRestaurant(restaurant, time);
          }}
        />
      )}
    </div>
  );
}
