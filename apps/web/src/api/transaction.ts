import { apiJson } from './http';

/** GET /transaction/provider: a single-use client token and the provider's card-entry page. */
export interface CardEntryGrant {
  paymentProviderId: string;
  clientToken: string;
  /** Same-origin path of the provider's card form, shown in an iframe. */
  cardEntryUrl: string;
  expiresAt: string;
}

/** The wallet card of SPEC.md section 3, as tokenize answers it; never the card number. */
export interface WalletCard {
  tokenId: string;
  isGiftCard: boolean;
  tokenizedAccountNumber: string;
  expiration: string;
  expirationMonth: number;
  expirationYear: number;
  cardHolderName: string;
  paymentMethod: string;
  paymentProviderId: string;
  billingZip: string;
}

/** GET /transaction/provider?restaurantNumber=: starts a card entry for the order's restaurant. */
export function getCardEntryGrant(restaurantNumber: number, signal?: AbortSignal) {
  return apiJson<CardEntryGrant>('/transaction/provider', { query: { restaurantNumber }, signal });
}

/**
 * GET /transaction/tokenize/{providerId}/{clientToken}: the card entered with the client token.
 * Not retried (SPEC.md section 7: token retry, 0 retries).
 */
export function tokenizeCard(providerId: string, clientToken: string) {
  return apiJson<WalletCard>(
    `/transaction/tokenize/${encodeURIComponent(providerId)}/${encodeURIComponent(clientToken)}`,
  );
}
