/** Message when a delivery quote is asked for without its required fields. */
export const DELIVERY_QUOTE_MISSING_FIELDS_MESSAGE =
  'Order is missing required fields to generate delivery quote';
