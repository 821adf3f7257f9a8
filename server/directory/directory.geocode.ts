import type { Geocode } from '../../src/generated/resolvers';
import { geocodePostalCode } from '../geo/geocode';

/** The `geocodePostalCode` answer: null where the offline table does not know the code (Canada, unknown ZIPs). */
export const geocodeAnswer = async (country: string, postalCode: string): Promise<Geocode | null> => {
  const place = await geocodePostalCode(country, postalCode);
  return place ? { lat: place.lat, lng: place.lng, city: place.city, county: place.county, stateProvince: place.state } : null;
};
