import type { SavedAddress } from '../api/customer';
import type { CustomerSession } from '../api/customerauth';
import type { WalletCard } from '../api/transaction';

/** A signed-in (full user) session: Rosa Diaz, with every contact detail given. */
export const ROSA: CustomerSession = {
  isGuest: false,
  isLoggedIn: true,
  customerIdHash: 'c1',
  cateringEditOrderId: null,
  customer: {
    firstName: 'Rosa',
    lastName: 'Diaz',
    emailAddress: 'rosa@example.com',
    country: 'US',
    phoneNumber: '2125550100',
  },
};

/** A saved VISA card of the wallet ending in `last4`, valid until December 2039 unless told otherwise. */
export function walletCard(
  tokenId = 'tok',
  last4 = '1111',
  overrides: Partial<WalletCard> = {},
): WalletCard {
  const month = overrides.expirationMonth ?? 12;
  const year = overrides.expirationYear ?? 2039;
  return {
    tokenId,
    isGiftCard: false,
    tokenizedAccountNumber: `************${last4}`,
    expiration: `${month}/${year % 100}`,
    expirationMonth: month,
    expirationYear: year,
    cardHolderName: 'Rosa Diaz',
    paymentMethod: 'VISA',
    paymentProviderId: 'SANDBOX',
    billingZip: '10016',
    ...overrides,
  };
}

/** Saved address number `n` of the account (1 to 9): "OFFICE n" at n Park Ave, New York. */
export function savedAddress(n: number, overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    addressId: `00000000-0000-4000-8000-00000000000${n}`,
    address1: `${n} Park Ave`,
    address2: '',
    city: 'New York',
    state: 'NY',
    postalCode: '10016',
    country: 'US',
    firstName: '',
    lastName: '',
    email: '',
    company: '',
    phone: '',
    extension: '',
    instructions: '',
    addressName: `OFFICE ${n}`,
    ...overrides,
  };
}
