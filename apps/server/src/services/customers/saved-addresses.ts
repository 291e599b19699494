import { randomUUID } from 'node:crypto';
import {
  canSaveAnotherAddress,
  type NewSavedAddressBody,
  type SavedAddress,
} from '@catering/domain';
import {
  savedAddressesRepository,
  type SavedAddressRow,
} from '../../db/repositories/saved-addresses.repository';
import { customersRepository } from '../../db/repositories/customers.repository';
import { toColumns, toSavedAddress } from './saved-address-mapper';
import type { CustomerDeps } from './customer-deps';
import { savedAddressLimitReached, savedAddressNotFound } from './customer-errors';

/** GET /customer/delivery: the customer's saved addresses, oldest first. */
export async function listSavedAddresses(
  deps: CustomerDeps,
  customerId: string,
): Promise<SavedAddress[]> {
  return (await savedAddressesRepository(deps.db).listOwned(customerId)).map(toSavedAddress);
}

/** POST /customer/delivery: a new saved address, refused past 5 (ACC-ADDR-3), also under races. */
export function addSavedAddress(
  deps: CustomerDeps,
  customerId: string,
  address: NewSavedAddressBody,
): Promise<SavedAddress> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    await customersRepository(trx).lock(customerId, now);
    const addresses = savedAddressesRepository(trx);
    if (!canSaveAnotherAddress(await addresses.countOwned(customerId)))
      throw savedAddressLimitReached();
    const row: SavedAddressRow = {
      address_id: randomUUID(),
      customer_id: customerId,
      ...toColumns(address),
      created_at: now,
      updated_at: now,
    };
    await addresses.insert(row);
    return toSavedAddress(row);
  });
}

/** PUT /customer/delivery: replaces one of the customer's saved addresses as a whole. */
export async function replaceSavedAddress(
  deps: CustomerDeps,
  customerId: string,
  { addressId, ...address }: NewSavedAddressBody & { addressId: string },
): Promise<SavedAddress> {
  const addresses = savedAddressesRepository(deps.db);
  const changes = { ...toColumns(address), updated_at: deps.now() };
  if (!(await addresses.updateOwned(addressId, customerId, changes))) throw savedAddressNotFound();
  const row = await addresses.findOwned(addressId, customerId);
  if (!row) throw savedAddressNotFound();
  return toSavedAddress(row);
}

/** DELETE /customer/delivery/{addressId}: answers the addresses left. */
export async function deleteSavedAddress(
  deps: CustomerDeps,
  customerId: string,
  addressId: string,
): Promise<SavedAddress[]> {
  if (!(await savedAddressesRepository(deps.db).deleteOwned(addressId, customerId)))
    throw savedAddressNotFound();
  return listSavedAddresses(deps, customerId);
}
