import {
  DEFAULT_ADDRESS_NAME,
  maskPhoneNumber,
  type newSavedAddressBodySchema,
} from '@catering/domain';
import type { z } from 'zod';
import type { SavedAddress } from '../../../api/customer';

/** What the address form holds: the text fields of a saved address (ACC-ADDR-1), phone masked. */
export type AddressFormValues = z.input<typeof newSavedAddressBodySchema>;

export const EMPTY_ADDRESS: AddressFormValues = {
  addressName: DEFAULT_ADDRESS_NAME,
  address1: '',
  address2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US',
  company: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  extension: '',
  instructions: '',
};

/** A saved address as the form shows it for a change; coordinates stay with the address. */
export function formValuesOf(address: SavedAddress): AddressFormValues {
  return {
    addressName: address.addressName,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    country: address.country,
    company: address.company,
    firstName: address.firstName,
    lastName: address.lastName,
    email: address.email,
    phone: address.phone ? maskPhoneNumber(address.phone) : '',
    extension: address.extension,
    instructions: address.instructions,
  };
}

/** The address as lines of a label: street, unit, then "City, ST 12345". */
export function addressLines(address: SavedAddress): string[] {
  return [
    address.company,
    address.address1,
    address.address2,
    `${address.city}, ${address.state} ${address.postalCode}`,
  ].filter(Boolean);
}
