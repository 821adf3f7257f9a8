import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** A driver's travel (flights and rental cars) by route name (routes.ts), each a lazy chunk. */
export const TRAVEL_PAGES: Record<string, Page> = {
  'dispatch-flights': lazyView(() => import('./FlightsPage').then((m) => m.FlightsPage)),
  'dispatch-flights-view': lazyView(() => import('./FlightPage').then((m) => m.FlightPage)),
  'dispatch-rentals': lazyView(() => import('./RentalsPage').then((m) => m.RentalsPage)),
  'dispatch-rentals-view': lazyView(() => import('./RentalPage').then((m) => m.RentalPage)),
};
