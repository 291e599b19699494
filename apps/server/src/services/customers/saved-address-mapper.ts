import type { Country, NewSavedAddressBody, SavedAddress } from '@catering/domain';
import type { SavedAddressRow } from '../../db/repositories/saved-addresses.repository';

export type AddressColumns = Omit<
  SavedAddressRow,
  'address_id' | 'customer_id' | 'created_at' | 'updated_at'
>;

const toMicrodegrees = (degrees: number | undefined) =>
  degrees === undefined ? null : Math.round(degrees * 1e6);

/** The columns of a saved address body; coordinates in microdegrees. */
export function toColumns(address: NewSavedAddressBody): AddressColumns {
  return {
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.state,
    postal_code: address.postalCode,
    country: address.country,
    first_name: address.firstName,
    last_name: address.lastName,
    email: address.email,
    company: address.company,
    phone: address.phone,
    extension: address.extension,
    instructions: address.instructions,
    address_name: address.addressName,
    latitude_e6: toMicrodegrees(address.latitude),
    longitude_e6: toMicrodegrees(address.longitude),
  };
}

/** A saved address on the wire (ACC-ADDR-1); coordinates only when it was saved with them. */
export function toSavedAddress(row: SavedAddressRow): SavedAddress {
  return {
    addressId: row.address_id,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    country: row.country as Country,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    extension: row.extension,
    instructions: row.instructions,
    addressName: row.address_name,
    ...(row.latitude_e6 !== null && { latitude: row.latitude_e6 / 1e6 }),
    ...(row.longitude_e6 !== null && { longitude: row.longitude_e6 / 1e6 }),
  };
}
