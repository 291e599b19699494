import { describe, expect, test } from 'vitest';
import { postalLookupKey } from './geocoding.adapter';
import { readPostalCodeTableText } from './postal-code-source';
import { PostalCodeTable, postalCodeTableText } from './postal-code-table';
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

describe('the postal-code table', () => {
  const places = {
    '10017': { latitude: 40.75, longitude: -73.97, city: 'New York', state: 'NY' },
    '02108': { latitude: 42.36, longitude: -71.06, city: 'Boston', state: 'MA' },
    M5V: {
      latitude: 43.65,
      longitude: -79.37,
      city: 'Downtown Toronto (cn Tower)',
      state: 'Ontario',
    },
  };

  test('finds every code it was made from, and nothing else', () => {
    const table = new PostalCodeTable(postalCodeTableText(places));
    expect(table.size).toBe(3);
    for (const [code, place] of Object.entries(places)) expect(table.lookup(code)).toEqual(place);
    for (const absent of ['00000', '10016', '10018', 'M5W', '', '1001']) {
      expect(table.lookup(absent)).toBeNull();
    }
  });

  test('holds the whole of the zipcodes package, US and Canada', () => {
    const table = new PostalCodeTable(readPostalCodeTableText());
    expect(table.size).toBeGreaterThan(44_000);
    expect(table.lookup('99950')).toMatchObject({ city: 'Ketchikan', state: 'AK' });
    expect(table.lookup('A0A')?.state).toBe('Newfoundland and Labrador');
  });
});
