export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_METERS = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude/longitude box that contains every point within `radius` metres of `center`. */
export function boundingBox(center: GeoPoint, radius: number) {
  const dLat = (radius / EARTH_RADIUS_METERS) * (180 / Math.PI);
  const cos = Math.cos(toRadians(center.latitude));
  // Near the poles the longitude span is the whole circle.
  const dLon = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return {
    minLatitude: center.latitude - dLat,
    maxLatitude: center.latitude + dLat,
    minLongitude: center.longitude - dLon,
    maxLongitude: center.longitude + dLon,
  };
}
