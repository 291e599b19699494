import type { CardEntryGrant, WalletCardWire as WalletCard } from '@catering/domain';
import { apiJson } from './http';

export type { CardEntryGrant, WalletCardWire as WalletCard } from '@catering/domain';

/** GET /transaction/provider?restaurantNumber=: starts a card entry for the order's restaurant. */
export function getCardEntryGrant(restaurantNumber: number, signal?: AbortSignal) {
  return apiJson<CardEntryGrant>('/transaction/provider', { query: { restaurantNumber }, signal });
}

/**
 * GET /transaction/tokenize/{providerId}/{clientToken}: the card entered with the client token.
 * Not retried (API-HTTP-6: token retry, 0 retries).
 */
export function tokenizeCard(providerId: string, clientToken: string) {
  return apiJson<WalletCard>(
    `/transaction/tokenize/${encodeURIComponent(providerId)}/${encodeURIComponent(clientToken)}`,
  );
}
