import type { WalletCard } from '../../api/transaction';
import { readJson, writeJson } from './checkout-storage';

/** The guest's contact details as typed; the phone keeps its (###) ###-#### mask. */
export interface ContactDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
}

/** Everything typed or chosen on the checkout, kept so that a reload or a failure loses nothing. */
export interface CheckoutDraft {
  contact: ContactDetails;
  card: WalletCard | null;
}

export const EMPTY_CONTACT: ContactDetails = {
  firstName: '',
  lastName: '',
  emailAddress: '',
  phoneNumber: '',
};

/** Contact details as form values: what is known, and blank for a detail never given. */
export function contactFrom(
  known: { [Field in keyof ContactDetails]?: string | null } | null | undefined,
): ContactDetails {
  return {
    firstName: known?.firstName ?? '',
    lastName: known?.lastName ?? '',
    emailAddress: known?.emailAddress ?? '',
    phoneNumber: known?.phoneNumber ?? '',
  };
}

/**
 * The draft's contact details, each blank one filled from the account: a draft kept while still a
 * guest (blank on a first visit) must not hide the details of the customer who has since signed in.
 */
export function fillBlanks(
  draft: ContactDetails,
  account: Parameters<typeof contactFrom>[0],
): ContactDetails {
  const known = contactFrom(account);
  return {
    firstName: draft.firstName || known.firstName,
    lastName: draft.lastName || known.lastName,
    emailAddress: draft.emailAddress || known.emailAddress,
    phoneNumber: draft.phoneNumber || known.phoneNumber,
  };
}

const draftKey = (orderId: string) => `catering.checkout.draft.${orderId}`;

export function readDraft(storage: Storage, orderId: string): CheckoutDraft | null {
  return readJson<CheckoutDraft>(storage, draftKey(orderId));
}

export function saveDraft(storage: Storage, orderId: string, draft: CheckoutDraft): void {
  writeJson(storage, draftKey(orderId), draft);
}
