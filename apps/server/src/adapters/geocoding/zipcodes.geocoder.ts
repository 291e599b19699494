import zipcodes from 'zipcodes';
import { postalLookupKey, type GeocodingAdapter } from './geocoding.adapter';

/** Built-in geocoder: the `zipcodes` package's shipped data, so the product works offline. */
export function zipcodesGeocoder(): GeocodingAdapter {
  return {
    provider: 'zipcodes',
    async geocodePostalCode(postalCode) {
      const parsed = postalLookupKey(postalCode);
      if (!parsed) return null;
      const record = zipcodes.lookup(parsed.key);
      if (!record) return null;
      return {
        postalCode: parsed.key,
        latitude: record.latitude,
        longitude: record.longitude,
        city: record.city,
        state: record.state,
        country: parsed.country,
      };
    },
  };
}
