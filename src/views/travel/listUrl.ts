import { day, flag, listUrl, page, text } from '../kit/list/listUrl';

/** A travel list's filters as its URL holds them (shareable, back-button friendly); flights and rentals alike. */
export const travelUrl = listUrl('/dispatch/flights', {
  q: text('q'),
  driver: text('driver'),
  from: day('from'),
  to: day('to'),
  cancelled: flag('cancelled'),
  page: page(),
});

export type TravelListView = ReturnType<typeof travelUrl.read>;

export const readTravelView = travelUrl.read;

export const travelHref = (path: string, view: TravelListView): string => travelUrl.href(view, path);

/** The list query's variables for a view. */
export const travelFilter = (view: TravelListView) => ({
  search: view.q || null,
  driverId: view.driver || null,
  from: view.from || null,
  to: view.to || null,
  includeCancelled: view.cancelled,
});
