import { apiJson } from './http';
import type { GeoPoint, RealHours, Restaurant } from './restaurant';

export interface DeliverySearchResult {
  location: GeoPoint;
  restaurants: Restaurant[];
  combinedRealHours: RealHours[];
}

export interface DeliveryPlace {
  street?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  latitude?: number;
  longitude?: number;
}

/** POST /restaurant/delivery: delivery restaurants near an address (coordinates, else postal code). */
export function searchDeliveryRestaurants(deliveryAddress: DeliveryPlace, signal?: AbortSignal) {
  return apiJson<DeliverySearchResult>('/restaurant/delivery', {
    method: 'POST',
    body: { deliveryAddress },
    signal,
  });
}

export interface DeliveryQuoteRequest {
  deliveryAddress: {
    street: string;
    city: string;
    state: string;
    postalCode: string;
    latitude?: number;
    longitude?: number;
    instructions?: string;
  };
  deliveryTime: string;
  restaurantNumbers: number[];
}

export interface DeliveryQuote {
  quoteId: string;
  restaurantNumber: number;
  deliveryTime: string;
  deliveryTimeUtc: string;
  /** Metres from the restaurant. */
  distance: number;
  /** Dollars. */
  fee: number;
  expiresAt: string;
}

/** PUT /delivery/quote: a delivery fee quote for an address, time and restaurants. */
export function getDeliveryQuote(request: DeliveryQuoteRequest) {
  return apiJson<DeliveryQuote>('/delivery/quote', { method: 'PUT', body: request });
}
