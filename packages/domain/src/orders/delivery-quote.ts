/** Message when a delivery quote is asked for without its required fields. */
export const DELIVERY_QUOTE_MISSING_FIELDS_MESSAGE =
  'Order is missing required fields to generate delivery quote';

/** What a delivery quote needs from the order. */
export interface DeliveryQuoteRequest {
  deliveryAddress?: unknown;
  deliveryTime?: string;
  restaurantNumbers?: readonly number[];
}

/** Returns the missing-fields message unless address, time and at least one restaurant number are present. */
export function validateDeliveryQuoteRequest(request: DeliveryQuoteRequest): string | undefined {
  const complete =
    request.deliveryAddress !== undefined &&
    request.deliveryAddress !== null &&
    Boolean(request.deliveryTime) &&
    (request.restaurantNumbers?.length ?? 0) > 0;
  return complete ? undefined : DELIVERY_QUOTE_MISSING_FIELDS_MESSAGE;
}
