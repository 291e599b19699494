import { createRequire } from 'node:module';
import { postalCodeTableText, type PostalCodePlace } from './postal-code-table';

/**
 * The postal-code table's text, made from the zipcodes package's data (it ships the US ZIP codes
 * and Canada's forward sortation areas as JavaScript object literals). The server bundle replaces
 * this module with a read of the same text, written beside the bundle at build time (build.mjs),
 * so a production process never compiles the package's 44,000 literals.
 */
export function readPostalCodeTableText(): string {
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes') as { codes: Record<string, PostalCodePlace> };
  return postalCodeTableText(codes);
}
