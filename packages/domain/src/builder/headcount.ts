import { HEADCOUNT_DEFAULT_LIMIT } from '../constants';

/** A menu item's headcount rule (itemConfig). */
export interface HeadcountConfig {
  min: number;
  max: number;
  increment: number;
}

/** The clamped headcount and the tooltip text when it was changed. */
export interface HeadcountResult {
  value: number;
  message?: string;
}

/** Tooltip "Sorry. We have a {min} burrito minimum." */
export function headcountMinimumMessage(min: number): string {
  return `Sorry. We have a ${min} burrito minimum.`;
}

/** Tooltip "Sorry. We have a {max} burrito limit." (200 by default). */
export function headcountLimitMessage(max: number = HEADCOUNT_DEFAULT_LIMIT): string {
  return `Sorry. We have a ${max} burrito limit.`;
}

/** Clamps a headcount to min..max on the increment counted from min, with the tooltip when out of range. */
export function clampHeadcount(
  input: number,
  { min, max, increment }: HeadcountConfig,
): HeadcountResult {
  const step = increment > 0 ? increment : 1;
  const highest = min + Math.floor(Math.max(0, max - min) / step) * step;
  if (!Number.isFinite(input)) return { value: min };
  if (input < min) return { value: min, message: headcountMinimumMessage(min) };
  if (input > max) return { value: highest, message: headcountLimitMessage(max) };
  const snapped = min + Math.round((Math.trunc(input) - min) / step) * step;
  return { value: Math.min(snapped, highest) };
}

/** Parses typed headcount text keeping whole numbers only ("12.5" -> 12, "" -> undefined). */
export function parseHeadcount(text: string): number | undefined {
  const digits = text.trim().replace(/\D.*$/, '');
  return digits === '' ? undefined : Number(digits);
}
