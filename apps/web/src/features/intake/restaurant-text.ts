import { formatTimeOfDay } from '@catering/domain';
import type { Restaurant } from '../../api/restaurant';

/** "622 Third Ave, New York, NY 10017". */
export function addressText(restaurant: Restaurant): string {
  const address = restaurant.addresses?.[0];
  if (!address) return '';
  const street = [address.addressLine1, address.addressLine2].filter(Boolean).join(' ');
  return `${street}, ${address.locality}, ${address.administrativeArea} ${address.postalCode}`;
}

/** "3rd Ave & E 40th St", or empty. */
export function crossStreetsText(restaurant: Restaurant): string {
  const { crossStreet1 = '', crossStreet2 = '' } = restaurant.directions ?? {};
  return [crossStreet1, crossStreet2].filter(Boolean).join(' & ');
}

/** "Open today 10:45 AM - 10:00 PM" or "Closed today", in the restaurant's time zone. */
export function todaysHoursText(restaurant: Restaurant, today: string): string {
  const zone = restaurant.timezone?.timezoneId ?? 'UTC';
  const hours = restaurant.realHours?.find((entry) => entry.openDateTime.startsWith(today));
  if (!hours) return 'Closed today';
  const open = formatTimeOfDay(new Date(hours.openDateTime), zone);
  const close = formatTimeOfDay(new Date(hours.closeDateTime), zone);
  return `Open today ${open} - ${close}`;
}
