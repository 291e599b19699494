import { z } from 'zod';

/** Dollars on the wire (ORD-ORDER-6: price, subTotal, total); cents everywhere else. */
export const dollarsSchema = z.number().multipleOf(0.01);

export { centsToDollars, dollarsToCents } from './money';
