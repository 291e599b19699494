import { tz } from '@date-fns/tz';
import { differenceInCalendarDays, format } from 'date-fns';

const WEEKDAY_LABEL_DAYS = 7;

/** Labels a date relative to now in a time zone: Yesterday, Today, Tomorrow, a weekday within 7 days, else MM/DD/YY. */
export function formatRelativeDay(
  date: Date | number,
  now: Date | number,
  timeZone: string,
): string {
  const zone = tz(timeZone);
  const days = differenceInCalendarDays(date, now, { in: zone });
  if (days === -1) return 'Yesterday';
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days > 1 && days < WEEKDAY_LABEL_DAYS) return format(date, 'EEEE', { in: zone });
  return format(date, 'MM/dd/yy', { in: zone });
}
