/** A stop as the driver's phone shows it and navigates to. */
export type Stop = {
  name: string | null;
  address1: string;
  address2: string | null;
  city: string;
  stateProvince: string;
  postalCode: string;
  lat: number | null;
  lng: number | null;
};

/** The full street address on one line: "120 Commerce St, Suite 4, Dallas, TX 75202". */
export const streetAddress = (stop: Stop): string =>
  [stop.address1, stop.address2, stop.city, `${stop.stateProvince} ${stop.postalCode}`.trim()].filter(Boolean).join(', ');

/**
 * A `geo:` URI (RFC 5870) Android hands to the driver's navigation app: the point when the stop is geocoded, with the
 * address as its query (the `q` parameter maps apps read), else the address alone.
 */
export const geoUri = (stop: Stop): string => {
  const query = encodeURIComponent(streetAddress(stop));
  return stop.lat !== null && stop.lng !== null ? `geo:${stop.lat},${stop.lng}?q=${query}` : `geo:0,0?q=${query}`;
};

/**
 * Directions in a web map (Google Maps URLs, developers.google.com/maps/documentation/urls/get-started), for phones
 * that do not open `geo:` (iPhones): the address, which names the place better than its point.
 */
export const mapsUrl = (stop: Stop): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(streetAddress(stop))}`;
