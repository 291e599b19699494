import { describe, expect, test } from 'vitest';
import { boundingBox, distanceMeters } from './geo-distance';

describe('great-circle distance', () => {
  test('New York to Los Angeles is about 3,936 km', () => {
    const km =
      distanceMeters(
        { latitude: 40.7128, longitude: -74.006 },
        { latitude: 34.0522, longitude: -118.2437 },
      ) / 1000;
    expect(km).toBeGreaterThan(3930);
    expect(km).toBeLessThan(3945);
  });

  test('a point is zero metres from itself and distance is symmetric', () => {
    const a = { latitude: 43.65, longitude: -79.38 };
    const b = { latitude: 49.28, longitude: -123.11 };
    expect(distanceMeters(a, a)).toBe(0);
    expect(distanceMeters(a, b)).toBeCloseTo(distanceMeters(b, a), 6);
  });

  test('one degree of latitude is about 111 km', () => {
    expect(
      distanceMeters({ latitude: 40, longitude: -100 }, { latitude: 41, longitude: -100 }),
    ).toBeCloseTo(111_195, -2);
  });

  test('the bounding box contains points at the radius in every direction', () => {
    const center = { latitude: 49.28, longitude: -123.11 };
    const box = boundingBox(center, 16_093);
    const east = { latitude: center.latitude, longitude: box.maxLongitude };
    const north = { latitude: box.maxLatitude, longitude: center.longitude };
    expect(distanceMeters(center, east)).toBeGreaterThanOrEqual(16_093 - 1);
    expect(distanceMeters(center, north)).toBeGreaterThanOrEqual(16_093 - 1);
  });
});
