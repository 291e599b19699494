/** A postal code resolved to a point; Canadian codes resolve by their first three characters. */
export interface GeocodedPostalCode {
  postalCode: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: 'US' | 'CA';
}

/** The maps service (API-MAPS-1), reduced to what ordering needs. */
export interface GeocodingAdapter {
  readonly provider: string;
  /** The coordinates of a US ZIP code or Canadian postal code, or null when unknown. */
  geocodePostalCode(postalCode: string): Promise<GeocodedPostalCode | null>;
}

const US_ZIP = /^(\d{5})(?:-\d{4})?$/;
const CA_POSTAL = /^([A-Z]\d[A-Z])[ -]?(\d[A-Z]\d)?$/;

/** The canonical lookup key of a postal code: 5 ZIP digits, or a Canadian forward sortation area. */
export function postalLookupKey(postalCode: string): { key: string; country: 'US' | 'CA' } | null {
  const value = postalCode.trim().toUpperCase();
  const us = US_ZIP.exec(value);
  if (us?.[1]) return { key: us[1], country: 'US' };
  const ca = CA_POSTAL.exec(value);
  if (ca?.[1]) return { key: ca[1], country: 'CA' };
  return null;
}
