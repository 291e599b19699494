import { formatTimeOfDay } from '@catering/domain';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import type { RealHours } from '../../api/restaurant';

/** The restaurant's hours on the local day of `at`, e.g. "10:45 AM - 10:00 PM"; undefined when closed or unknown. */
export function hoursOnDay(
  hours: RealHours[] | undefined,
  at: Date,
  timeZone: string,
): string | undefined {
  const day = format(at, 'yyyy-MM-dd', { in: tz(timeZone) });
  const open = hours?.find(
    (entry) => format(new Date(entry.openDateTime), 'yyyy-MM-dd', { in: tz(timeZone) }) === day,
  );
  if (!open) return undefined;
  return `${formatTimeOfDay(new Date(open.openDateTime), timeZone)} - ${formatTimeOfDay(new Date(open.closeDateTime), timeZone)}`;
}
