import { postalLookupKey, type GeocodingAdapter } from './geocoding.adapter';
import { readPostalCodeTableText } from './postal-code-source';
import { PostalCodeTable } from './postal-code-table';

/**
 * Built-in geocoder: the zipcodes package's data, so the product works offline. The table is read
 * at the first lookup, as compact text (a server that never geocodes never holds it).
 */
export function zipcodesGeocoder(): GeocodingAdapter {
  let table: PostalCodeTable | undefined;
  return {
    provider: 'zipcodes',
    async geocodePostalCode(postalCode) {
      const parsed = postalLookupKey(postalCode);
      if (!parsed) return null;
      table ??= new PostalCodeTable(readPostalCodeTableText());
      const place = table.lookup(parsed.key);
      if (!place) return null;
      return { postalCode: parsed.key, ...place, country: parsed.country };
    },
  };
}
