import type { NewSavedAddressBody, SaveWalletCardBody, UpdateCustomerBody } from '@catering/domain';
import type { CustomerDeps } from './customer-deps';
import { getCustomer, updateCustomer } from './customer-profile';
import { customerPromotions } from './customer-promotions';
import { loyaltyPoints } from './loyalty-points';
import {
  addSavedAddress,
  deleteSavedAddress,
  listSavedAddresses,
  replaceSavedAddress,
} from './saved-addresses';
import { deleteWalletCard, listWalletCards, saveWalletCard } from './wallet';

/** What a full user keeps (ACC-ROLE-2): every call takes the session's customer id. */
export function customersService(deps: CustomerDeps) {
  return {
    get: (customerId: string) => getCustomer(deps, customerId),
    update: (customerId: string, body: UpdateCustomerBody) =>
      updateCustomer(deps, customerId, body),
    addresses: (customerId: string) => listSavedAddresses(deps, customerId),
    addAddress: (customerId: string, body: NewSavedAddressBody) =>
      addSavedAddress(deps, customerId, body),
    replaceAddress: (customerId: string, body: NewSavedAddressBody & { addressId: string }) =>
      replaceSavedAddress(deps, customerId, body),
    deleteAddress: (customerId: string, addressId: string) =>
      deleteSavedAddress(deps, customerId, addressId),
    walletCards: (customerId: string) => listWalletCards(deps, customerId),
    saveWalletCard: (customerId: string, body: SaveWalletCardBody) =>
      saveWalletCard(deps, customerId, body),
    deleteWalletCard: (customerId: string, tokenId: string) =>
      deleteWalletCard(deps, customerId, tokenId),
    loyaltyPoints: (customerId: string) => loyaltyPoints(deps, customerId),
    promotions: (customerId: string) => customerPromotions(deps, customerId),
  };
}

export type CustomersService = ReturnType<typeof customersService>;
