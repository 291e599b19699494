import { MAX_LENGTH } from '../constants';

/** Upper-cases the value, keeps letters and digits only and cuts it to 20 characters. */
export function maskPromoCode(value: string): string {
  return value
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, MAX_LENGTH.promoCode);
}
