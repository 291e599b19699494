import { SAVED_ADDRESSES_MAX } from '../constants';

/** True while the customer has fewer than 5 saved delivery addresses. */
export function canSaveAnotherAddress(savedCount: number): boolean {
  return savedCount < SAVED_ADDRESSES_MAX;
}
