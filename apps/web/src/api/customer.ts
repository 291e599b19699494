import type {
  ChangePasswordBody,
  NewSavedAddressBody,
  SavedAddress,
  SavedAddressUpdateBody,
  SessionCustomer,
  UpdateCustomerBody,
} from '@catering/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './http';

export type { SavedAddress } from '@catering/domain';

/** GET /customer: the signed-in customer's details (ACC-PROFILE-1). */
export function getCustomer(signal?: AbortSignal): Promise<SessionCustomer> {
  return apiJson<SessionCustomer>('/customer', { signal });
}

/** PUT /customer: changes the details sent (ACC-PROFILE-4). */
export function updateCustomer(body: UpdateCustomerBody): Promise<SessionCustomer> {
  return apiJson<SessionCustomer>('/customer', { method: 'PUT', body });
}

/** PUT /customerauth/changepassword: the current password and the new one (ACC-PASSWORD-4). */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiJson<unknown>('/customerauth/changepassword', { method: 'PUT', body });
}

/** GET /customer/delivery: the saved delivery addresses, oldest first (ACC-ADDR-2). */
export function getSavedAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  return apiJson<SavedAddress[]>('/customer/delivery', { signal });
}

/** POST /customer/delivery: saves a new address; a sixth is refused with ADR-0409 (ACC-ADDR-3). */
export function addSavedAddress(body: NewSavedAddressBody): Promise<SavedAddress> {
  return apiJson<SavedAddress>('/customer/delivery', { method: 'POST', body });
}

/** PUT /customer/delivery: replaces a saved address as a whole (ACC-ADDR-4). */
export function updateSavedAddress(body: SavedAddressUpdateBody): Promise<SavedAddress> {
  return apiJson<SavedAddress>('/customer/delivery', { method: 'PUT', body });
}

/** DELETE /customer/delivery/{addressId}: resolves with the addresses left. */
export function deleteSavedAddress(addressId: string): Promise<SavedAddress[]> {
  return apiJson<SavedAddress[]>(`/customer/delivery/${encodeURIComponent(addressId)}`, {
    method: 'DELETE',
  });
}

export const customerKeys = {
  all: ['customer'] as const,
  details: () => [...customerKeys.all, 'details'] as const,
  savedAddresses: () => [...customerKeys.all, 'delivery'] as const,
};

export function customerQueryOptions() {
  return queryOptions({
    queryKey: customerKeys.details(),
    queryFn: ({ signal }) => getCustomer(signal),
  });
}

/** Also what the intake offers for delivery (ACC-ADDR-2). */
export function savedAddressesQueryOptions() {
  return queryOptions({
    queryKey: customerKeys.savedAddresses(),
    queryFn: ({ signal }) => getSavedAddresses(signal),
  });
}
