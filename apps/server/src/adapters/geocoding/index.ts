import type { Config } from '../../config';
import type { GeocodingAdapter } from './geocoding.adapter';
import { zipcodesGeocoder } from './zipcodes.geocoder';

export type { GeocodedPostalCode, GeocodingAdapter } from './geocoding.adapter';

/** The geocoder named by GEOCODING_PROVIDER; a real maps provider plugs in here. */
export function createGeocoder(config: Config): GeocodingAdapter {
  switch (config.GEOCODING_PROVIDER) {
    case 'zipcodes':
      return zipcodesGeocoder();
  }
}
