/** "32.78, -96.80": a device's position as people read it (two decimals, about a kilometre). */
export const gpsText = (latitude: number, longitude: number): string => `${latitude.toFixed(2)}, ${longitude.toFixed(2)}`;

/** The same place on OpenStreetMap: a link people open themselves; the page draws no map and loads no tiles. */
export const gpsHref = (latitude: number, longitude: number): string =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

/** Adds `download=1`: the media route then answers with Content-Disposition: attachment. */
export const downloadHref = (url: string): string => `${url}${url.includes('?') ? '&' : '?'}download=1`;
