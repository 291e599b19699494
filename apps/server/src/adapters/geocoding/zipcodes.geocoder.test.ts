import { describe, expect, test } from 'vitest';
import { postalLookupKey } from './geocoding.adapter';
import { zipcodesGeocoder } from './zipcodes.geocoder';

describe('the built-in zipcodes geocoder', () => {
  const geocoder = zipcodesGeocoder();

  test('resolves a US ZIP code, with or without the +4 suffix', async () => {
    const plain = await geocoder.geocodePostalCode('10017');
    expect(plain).toMatchObject({
      postalCode: '10017',
      city: 'New York',
      state: 'NY',
      country: 'US',
    });
    expect(plain?.latitude).toBeCloseTo(40.75, 1);
    expect((await geocoder.geocodePostalCode('10017-1234'))?.postalCode).toBe('10017');
  });

  test('resolves a Canadian postal code by its forward sortation area, any case and spacing', async () => {
    for (const code of ['M5V 3K2', 'm5v3k2', 'M5V-3K2', 'M5V']) {
      const result = await geocoder.geocodePostalCode(code);
      expect(result).toMatchObject({ postalCode: 'M5V', country: 'CA' });
    }
  });

  test('answers null for unknown or malformed codes', async () => {
    expect(await geocoder.geocodePostalCode('00000')).toBeNull();
    expect(await geocoder.geocodePostalCode('hello')).toBeNull();
    expect(postalLookupKey('1234')).toBeNull();
  });
});
