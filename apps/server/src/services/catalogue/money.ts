// Dollars on the wire, cents everywhere else (docs/decisions/004).
export { centsToDollars } from '@catering/domain';
