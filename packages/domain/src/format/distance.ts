import { FEET_DISPLAY_MAX_METERS } from '../constants';

const METERS_PER_MILE = 1609.344;
const FEET_PER_METER = 3.28084;

/** Formats a distance in metres as feet when at most 305 m ("820 ft"), else miles to one decimal ("2.3 mi"). */
export function formatDistance(meters: number): string {
  if (meters <= FEET_DISPLAY_MAX_METERS) return `${Math.round(meters * FEET_PER_METER)} ft`;
  return `${(meters / METERS_PER_MILE).toFixed(1)} mi`;
}
