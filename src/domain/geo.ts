/** Distances for pricing (docs/flows.md#pricing-a-quote): great-circle between geocoded points × a road factor. */

export type LatLng = { lat: number; lng: number };
export type DistanceUnit = 'mi' | 'km';

/** Roads are longer than the great circle; 1.2 is the usual rule of thumb for North American trips. */
export const ROAD_FACTOR = 1.2;
/** The IUGG mean Earth radius. */
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in kilometres. */
export const greatCircleKm = (a: LatLng, b: LatLng): number => {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** The distance a leg is priced on: great circle × ROAD_FACTOR in the tenant's unit, to 0.1. */
export const roadDistance = (a: LatLng, b: LatLng, unit: DistanceUnit): number => {
  const km = greatCircleKm(a, b) * ROAD_FACTOR;
  return Math.round((unit === 'mi' ? km / KM_PER_MILE : km) * 10) / 10;
};
