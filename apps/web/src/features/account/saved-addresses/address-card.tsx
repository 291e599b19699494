import { maskPhoneNumber } from '@catering/domain';
import type { SavedAddress } from '../../../api/customer';
import { Button } from '../../../ui/button';
import { addressLines } from './address-values';

/** One saved address with its contact and instructions, and its Edit and Delete buttons. */
export function AddressCard({
  address,
  onEdit,
  onDelete,
  deleting,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const name = address.addressName;
  const phone = address.phone
    ? `${maskPhoneNumber(address.phone)}${address.extension ? ` ext. ${address.extension}` : ''}`
    : '';
  const contact = [`${address.firstName} ${address.lastName}`.trim(), address.email, phone];
  return (
    <article
      aria-label={`${name}, ${address.address1}`}
      className="flex h-full flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-masa-300 sm:p-5"
    >
      <h3 className="font-display text-2xl font-extrabold tracking-wide uppercase [font-stretch:condensed]">
        {name}
      </h3>
      <address className="not-italic">
        {addressLines(address).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      {contact.some(Boolean) && (
        <p className="text-sm text-ink-muted">{contact.filter(Boolean).join(' · ')}</p>
      )}
      {address.instructions && (
        <p className="text-sm text-ink-muted">Instructions: {address.instructions}</p>
      )}
      <div className="mt-auto flex flex-wrap gap-x-4 pt-2">
        <Button variant="link" onClick={onEdit}>
          Edit
          <span className="sr-only">
            {' '}
            {name}, {address.address1}
          </span>
        </Button>
        <Button variant="link" busy={deleting} onClick={onDelete}>
          Delete
          <span className="sr-only">
            {' '}
            {name}, {address.address1}
          </span>
        </Button>
      </div>
    </article>
  );
}
