import { ERROR_CODES, errorMessageFor, type NewSavedAddressBody } from '@catering/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import {
  addSavedAddress,
  customerKeys,
  deleteSavedAddress,
  type SavedAddress,
  savedAddressesQueryOptions,
  updateSavedAddress,
} from '../../../api/customer';
import { showErrorDialog } from '../../../lib/error-dialog';
import { showDialog } from '../../../stores/dialog-store';

// Refusals the form can explain itself; anything else is the error dialog's.
const SHOWN_IN_FORM: readonly string[] = [
  ERROR_CODES.savedAddressLimitReached,
  ERROR_CODES.savedAddressNotFound,
];

/** The saved addresses and their writes, each followed by a fresh list (ACC-ADDR-2 to 4). */
export function useSavedAddresses(onSaved: () => void) {
  const queryClient = useQueryClient();
  const list = useQuery(savedAddressesQueryOptions());
  const [failure, setFailure] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerKeys.savedAddresses() });

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.errorCode && SHOWN_IN_FORM.includes(error.errorCode)) {
      setFailure(errorMessageFor(error.errorCode));
    } else void showErrorDialog(error);
  };
  const save = useMutation({
    mutationFn: ({ addressId, address }: { addressId?: string; address: NewSavedAddressBody }) =>
      addressId ? updateSavedAddress({ ...address, addressId }) : addSavedAddress(address),
    onSuccess: async () => {
      await refresh();
      onSaved();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (addressId: string) => deleteSavedAddress(addressId),
    onSuccess: (left) => queryClient.setQueryData(customerKeys.savedAddresses(), left),
    onError: (error) => void showErrorDialog(error),
  });

  async function confirmDelete(address: SavedAddress) {
    const choice = await showDialog({
      header: 'Delete address',
      text: `Delete ${address.addressName}, ${address.address1}?`,
      subText: ['It will no longer be offered for delivery orders.'],
      button: 'DELETE',
      cancel: 'Keep it',
    });
    if (choice === 'ok') remove.mutate(address.addressId);
  }

  return {
    list,
    save: (address: NewSavedAddressBody, addressId?: string) => {
      setFailure(undefined);
      save.mutate({ address, addressId });
    },
    saving: save.isPending,
    failure,
    clearFailure: () => setFailure(undefined),
    confirmDelete,
    deletingId: remove.isPending ? remove.variables : undefined,
  };
}
