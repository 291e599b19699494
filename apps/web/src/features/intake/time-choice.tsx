import { formatDeliveryWindow, formatTimeOfDay, restaurantTimesDialog } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TimeSlot } from '../../api/capacity';
import { timesQueryOptions } from '../../api/capacity';
import { showDialog } from '../../stores/dialog-store';
import { Select } from '../../ui/select';
import { slotTime } from './local-dates';

export interface TimeChoiceProps {
  orderType: 'pickup' | 'delivery';
  restaurantNumbers: number[];
  date: string;
  timeZone: string;
  field: UseFormRegisterReturn<'time'>;
  error?: string;
  /** Called with the chosen slot (delivery takes its restaurant from it). */
  onSlot: (slot: TimeSlot | undefined) => void;
  value: string;
}

/** The available 15-minute slots of POST /capacity; none opens the "Restaurant Times" dialog. */
export function TimeChoice(props: TimeChoiceProps) {
  const { orderType, restaurantNumbers, date, timeZone, onSlot } = props;
  const ready = restaurantNumbers.length > 0 && Boolean(date);
  const times = useQuery({
    ...timesQueryOptions({ restaurantNumbers, date, orderType }),
    enabled: ready,
    retry: false,
  });
  const slots = (times.data?.timeSlots ?? []).filter((slot) => slot.isIntervalAvailable);
  const noTimes = times.isError || (times.isSuccess && slots.length === 0);
  const shown = useRef<string>(undefined);
  const key = `${orderType}|${restaurantNumbers.join(',')}|${date}`;

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
    <Select
      label={orderType === 'delivery' ? 'Delivery time' : 'Pickup time'}
      hint={orderType === 'delivery' ? 'We deliver within a 15-minute window.' : undefined}
      required
      disabled={!ready || times.isFetching || slots.length === 0}
      placeholder={placeholder}
      options={slots.map((slot) => ({
        value: slotTime(slot.intervalStartTime),
        label: label(slot),
      }))}
      error={props.error}
      {...props.field}
    />
  );
}
