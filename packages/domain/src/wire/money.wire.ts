import { z } from 'zod';

/** Dollars on the wire (the spec's field names: price, subTotal, total); cents everywhere else. */
export const dollarsSchema = z.number().multipleOf(0.01);

export { centsToDollars, dollarsToCents } from './money';
