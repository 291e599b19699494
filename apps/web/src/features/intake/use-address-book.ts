import {
  canSaveAnotherAddress,
  ERROR_CODES,
  errorMessageFor,
  newSavedAddressBodySchema,
} from '@catering/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import {
  addSavedAddress,
  customerKeys,
  type SavedAddress,
  savedAddressesQueryOptions,
} from '../../api/customer';
import { showDialog } from '../../stores/dialog-store';
import { addressChoiceFor, NEW_ADDRESS } from './address-book';
import type { IntakeFormValues } from './intake-form';

export const KEEP_ADDRESS_FAILED = 'We could not save this address.';

/** What the delivery step offers a full user: the saved addresses and keeping a new one. */
export interface AddressOffer {
  addresses: SavedAddress[];
  /** A saved address's addressId, or NEW_ADDRESS. */
  choice: string;
  onPick: (choice: string) => void;
  /** Fewer than 5 are saved, so a new one may be kept (ACC-ADDR-3). */
  canKeep: boolean;
  /** "Save this address" is ticked. */
  keep: boolean;
  onKeep: (keep: boolean) => void;
}

/**
 * A full user's saved delivery addresses at the intake (ACC-ADDR-2): offered to pick from, the
 * current order's chosen when it is one of them, and a new address kept on Continue when "Save
 * this address" is ticked. A guest gets no offer and no call.
 */
export function useAddressBook(fullUser: boolean, orderAddressId: string | undefined) {
  const queryClient = useQueryClient();
  const list = useQuery({ ...savedAddressesQueryOptions(), enabled: fullUser });
  const addresses = list.data ?? [];
  const [picked, setPicked] = useState<string>();
  const choice = picked ?? addressChoiceFor(orderAddressId, addresses);
  const [keep, setKeep] = useState(false);
  const canKeep = canSaveAnotherAddress(addresses.length);

  // Offered once the list has answered, so that neither the choice to keep nor the limit flashes.
  const offer: AddressOffer | undefined =
    fullUser && !list.isPending
      ? { addresses, choice, onPick: setPicked, canKeep, keep, onKeep: setKeep }
      : undefined;

  /**
   * Once the order is saved: keeps the new delivery address when asked. The order comes first; an
   * address that cannot be kept is said in a dialog, and the customer goes on.
   */
  async function keepAfterSave(values: IntakeFormValues): Promise<void> {
    const asked = fullUser && keep && canKeep && choice === NEW_ADDRESS;
    if (!asked || values.orderType !== 'delivery' || !values.deliveryAddress) return;
    try {
      const body = newSavedAddressBodySchema.safeParse(values.deliveryAddress);
      if (!body.success) throw new Error(body.error.issues[0]?.message);
      const saved = await addSavedAddress(body.data);
      queryClient.setQueryData(customerKeys.savedAddresses(), (old: SavedAddress[] | undefined) => [
        ...(old ?? []),
        saved,
      ]);
    } catch (error) {
      const limit =
        error instanceof ApiError && error.errorCode === ERROR_CODES.savedAddressLimitReached;
      await showDialog({
        header: 'Saved addresses',
        text: limit ? errorMessageFor(ERROR_CODES.savedAddressLimitReached) : KEEP_ADDRESS_FAILED,
        subText: ['Your order details are saved.'],
        button: 'OK',
      });
    }
  }

  return { offer, keepAfterSave };
}
