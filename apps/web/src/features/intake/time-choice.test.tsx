import type { TimeSlot } from '@catering/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { expect, test, vi } from 'vitest';
import type { Restaurant } from '../../api/restaurant';
import { createQueryClient } from '../../lib/query-client';
import { fakeApi } from '../../test/fake-api';
import { TimeChoice } from './time-choice';

const ZONE = 'America/Denver';
const slot = (
  time: string,
  reason?: TimeSlot['unavailableReason'],
  restaurantNumbers = reason ? [] : [3001],
): TimeSlot => ({
  intervalStartTime: `2026-12-04T${time}:00-07:00`,
  intervalStartTimeUtc: new Date(`2026-12-04T${time}:00-07:00`).toISOString(),
  isIntervalAvailable: !reason,
  restaurantNumbers,
  ...(reason ? { unavailableReason: reason } : {}),
});
const DAY = [
  slot('10:45', 'tooSoon'),
  slot('11:00', 'tooSoon'),
  slot('11:15'),
  slot('11:30'),
  slot('11:45', 'full'),
  slot('12:00', 'full'),
  slot('12:15'),
  slot('12:30'),
  slot('12:45'),
];
const restaurant = (restaurantNumber: number, name: string, distance: number) =>
  ({
    restaurantNumber,
    name,
    status: 'OPEN',
    distance,
    timezone: { timezoneId: ZONE },
    addresses: [
      {
        addressLine1: '1701 Wynkoop St',
        addressLine2: '',
        locality: 'Denver',
        administrativeArea: 'CO',
        postalCode: '80202',
        countryCode: 'US',
        latitude: 39.7527,
        longitude: -105.0001,
      },
    ],
  }) as Restaurant;
const UNION = restaurant(3001, 'Union Station', 0);
const FIVE_POINTS = restaurant(3002, 'Five Points', 2400);
const LODO = restaurant(3003, 'LoDo', 900);

function renderTimes(orderType: 'pickup' | 'delivery', onSwitch = vi.fn(), chosen = '') {
  function Harness() {
    const form = useForm<{ time: string }>({ defaultValues: { time: chosen } });
    return (
      <TimeChoice
        orderType={orderType}
        restaurantNumbers={[3001]}
        restaurant={orderType === 'pickup' ? UNION : undefined}
        date="2026-12-04"
        timeZone={ZONE}
        value={form.watch('time')}
        field={form.register('time')}
        onSlot={() => undefined}
        onPickTime={(time) => form.setValue('time', time)}
        onSwitchRestaurant={onSwitch}
      />
    );
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return onSwitch;
}

function capacity(nearby: TimeSlot[]) {
  return (_url: URL, init: RequestInit | undefined) => {
    const body = JSON.parse(String(init?.body)) as { restaurantNumbers: number[] };
    const timeSlots = body.restaurantNumbers.includes(3001) ? DAY : nearby;
    return { date: '2026-12-04', timezone: { timezoneId: ZONE }, timeSlots };
  };
}

test('lists every slot of the day; an unavailable one is disabled and says why (ORD-SLOT-6)', async () => {
  fakeApi({ 'POST /capacity': capacity([]) });
  renderTimes('pickup');
  const time = screen.getByRole('combobox', { name: /Pickup time/ });
  await within(time).findByRole('option', { name: '11:15 AM' });
  const options = within(time).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'Choose a time',
    '10:45 AM (Too soon to prepare)',
    '11:00 AM (Too soon to prepare)',
    '11:15 AM',
    '11:30 AM',
    '11:45 AM (Full)',
    '12:00 PM (Full)',
    '12:15 PM',
    '12:30 PM',
    '12:45 PM',
  ]);
  expect(options.map((option) => (option as HTMLOptionElement).disabled)).toEqual([
    false,
    true,
    true,
    false,
    false,
    true,
    true,
    false,
    false,
    false,
  ]);
});

test('a full time offers the nearest free times, and one click picks it (ORD-SLOT-7)', async () => {
  fakeApi({ 'POST /capacity': capacity([]), 'POST /restaurant/search': { restaurants: [UNION] } });
  renderTimes('pickup');
  const full = await screen.findByRole('group', { name: /Is your time full/ });
  await userEvent.click(within(full).getByRole('button', { name: '12:00 PM' }));

  const offers = await screen.findByRole('region', { name: '12:00 PM is full at Union Station.' });
  const free = within(offers).getByRole('group', { name: 'Nearest free times here' });
  expect(
    within(free)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['11:15 AM', '11:30 AM', '12:15 PM', '12:30 PM']);
  await userEvent.click(within(free).getByRole('button', { name: '12:15 PM' }));
  expect(screen.getByRole('combobox', { name: /Pickup time/ })).toHaveValue('12:15');
  expect(screen.queryByRole('region', { name: /is full at/ })).toBeNull();
});

test('a full pickup time offers the nearest restaurants free then, switching keeps the time (ORD-SLOT-8)', async () => {
  const fetchMock = fakeApi({
    'POST /capacity': capacity([slot('12:00', undefined, [3002])]),
    'POST /restaurant/search': { restaurants: [UNION, LODO, FIVE_POINTS] },
  });
  const onSwitch = renderTimes('pickup');
  const full = await screen.findByRole('group', { name: /Is your time full/ });
  await userEvent.click(within(full).getByRole('button', { name: '12:00 PM' }));

  const offers = await screen.findByRole('region', { name: '12:00 PM is full at Union Station.' });
  // "Looking for restaurants nearby…" until the search answers.
  const nearby = await within(offers).findByRole('group', { name: 'Free at 12:00 PM nearby' });
  const choices = await within(nearby).findAllByRole('button');
  expect(choices.map((b) => b.textContent)).toEqual(['Five Points1.5 mi away']);
  // Nearby means near the restaurant: the search is at its coordinates; the others are asked
  // for the same date.
  const search = fetchMock.mock.calls.find(([url]) => String(url).includes('/restaurant/search'));
  expect(JSON.parse(String(search?.[1]?.body))).toMatchObject({ latitude: 39.7527 });
  await userEvent.click(choices[0] as HTMLElement);
  expect(onSwitch).toHaveBeenCalledWith(FIVE_POINTS, '12:00');
});

test('a full delivery time offers free times only: every delivering restaurant was asked (ORD-SLOT-8)', async () => {
  fakeApi({ 'POST /capacity': capacity([]) });
  renderTimes('delivery');
  const full = await screen.findByRole('group', { name: /Is your time full/ });
  await userEvent.click(within(full).getByRole('button', { name: '11:45 AM - 12:00 PM' }));
  const offers = await screen.findByRole('region', {
    name: '11:45 AM - 12:00 PM is full for delivery to this address.',
  });
  expect(
    within(offers).getByText('Every restaurant that delivers here is full then.'),
  ).toBeVisible();
  expect(within(offers).getAllByRole('button')).toHaveLength(4);
});

test('a chosen time that has become full shows as chosen, with the offers at once (ORD-SLOT-7)', async () => {
  fakeApi({ 'POST /capacity': capacity([]), 'POST /restaurant/search': { restaurants: [UNION] } });
  renderTimes('pickup', vi.fn(), '11:45');
  const offers = await screen.findByRole('region', { name: '11:45 AM is full at Union Station.' });
  expect(screen.getByRole('combobox', { name: /Pickup time/ })).toHaveValue('11:45');
  expect(
    within(offers)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['11:15 AM', '11:30 AM', '12:15 PM', '12:30 PM']);
});
