import type {
  DeliveryQuote,
  DeliveryQuoteBody,
  DeliverySearchBody,
  DeliverySearchResult,
} from '@catering/domain';
import { apiJson } from './http';

export type { DeliverySearchResult } from '@catering/domain';

/** POST /restaurant/delivery: delivery restaurants near an address (coordinates, else postal code). */
export function searchDeliveryRestaurants(
  deliveryAddress: DeliverySearchBody['deliveryAddress'],
  signal?: AbortSignal,
) {
  const body: DeliverySearchBody = { deliveryAddress };
  return apiJson<DeliverySearchResult>('/restaurant/delivery', { method: 'POST', body, signal });
}

/** PUT /delivery/quote: a delivery fee quote for an address, time and restaurants. */
export function getDeliveryQuote(request: DeliveryQuoteBody) {
  return apiJson<DeliveryQuote>('/delivery/quote', { method: 'PUT', body: request });
}
