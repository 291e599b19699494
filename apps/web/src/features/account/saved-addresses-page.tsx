import { canSaveAnotherAddress, MESSAGES, SAVED_ADDRESSES_MAX } from '@catering/domain';
import { useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { AccountLayout } from './account-layout';
import { AddressCard } from './saved-addresses/address-card';
import { AddressForm } from './saved-addresses/address-form';
import { EMPTY_ADDRESS, formValuesOf } from './saved-addresses/address-values';
import { useSavedAddresses } from './saved-addresses/use-saved-addresses';

/** /account/savedaddresses: list, add, change and delete, at most 5 (ACC-ADDR-2, ACC-ADDR-3). */
function SavedAddressesPage() {
  // 'new' while adding, an addressId while changing that address.
  const [editing, setEditing] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const close = () => {
    setEditing(null);
    addresses.clearFailure();
    requestAnimationFrame(() => heading.current?.focus());
  };
  const addresses = useSavedAddresses(close);
  const saved = addresses.list.data ?? [];
  const canAdd = canSaveAnotherAddress(saved.length);
  const changing = saved.find((address) => address.addressId === editing);

  return (
    <AccountLayout
      title="Saved addresses"
      intro={`${MESSAGES.savedAddressLimit} You have ${saved.length} of ${SAVED_ADDRESSES_MAX}.`}
    >
      <h2 ref={heading} tabIndex={-1} className="sr-only">
        Your addresses
      </h2>
      {addresses.list.isPending ? (
        <p role="status" className="text-ink-muted">
          Loading your addresses…
        </p>
      ) : editing ? (
        <AddressForm
          key={editing}
          title={changing ? `Edit ${changing.addressName}` : 'Add an address'}
          initial={changing ? formValuesOf(changing) : EMPTY_ADDRESS}
          saving={addresses.saving}
          failure={addresses.failure}
          onSave={(address) => addresses.save(address, changing?.addressId)}
          onCancel={close}
        />
      ) : (
        <div className="space-y-6">
          {saved.length === 0 ? (
            <p className="text-ink-muted">No saved addresses yet.</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {saved.map((address) => (
                <li key={address.addressId}>
                  <AddressCard
                    address={address}
                    onEdit={() => setEditing(address.addressId)}
                    onDelete={() => void addresses.confirmDelete(address)}
                    deleting={addresses.deletingId === address.addressId}
                  />
                </li>
              ))}
            </ul>
          )}
          {canAdd ? (
            <Button onClick={() => setEditing('new')}>Add an address</Button>
          ) : (
            <p className="rounded-xl bg-maiz/30 p-3 font-semibold">
              You have saved {SAVED_ADDRESSES_MAX} addresses, the most you can keep. Delete one to
              add another.
            </p>
          )}
        </div>
      )}
    </AccountLayout>
  );
}

export { SavedAddressesPage as Component };
