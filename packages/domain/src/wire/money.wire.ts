import { z } from 'zod';

/** Dollars on the wire (the spec's field names: price, subTotal, total); cents everywhere else. */
export const dollarsSchema = z.number().multipleOf(0.01);

/** Integer cents to wire dollars. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Wire dollars to integer cents, immune to binary fractions (19.99 -> 1999). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
