import { formatAddressLine, type DeliveryAddressInput } from '@catering/domain';
import type { SavedAddress } from '../../api/customer';

/** The choice of an address typed at the intake rather than picked from the saved ones. */
export const NEW_ADDRESS = 'new';

/**
 * The chosen address among the saved ones: the current order's when it is one of them (by its
 * addressId), else a new address.
 */
export function addressChoiceFor(
  orderAddressId: string | undefined,
  saved: readonly SavedAddress[],
): string {
  return orderAddressId && saved.some((address) => address.addressId === orderAddressId)
    ? orderAddressId
    : NEW_ADDRESS;
}

/** A saved address as the intake's delivery address: every field, its addressId included. */
export function intakeAddressOf(saved: SavedAddress): DeliveryAddressInput {
  return { ...saved };
}

/** The saved address as one line: street and unit, then "City, ST 12345". */
export function savedAddressLine(address: SavedAddress): string {
  return formatAddressLine(address);
}
