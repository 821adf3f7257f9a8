import { isCalendarDay } from '../../domain/dates';

/** A travel list's filters as its URL holds them (shareable, back-button friendly). */
export type TravelListView = { q: string; driver: string; from: string; to: string; cancelled: boolean; page: number };

export const readTravelView = (search: string): TravelListView => {
  const params = new URLSearchParams(search);
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDay(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    driver: params.get('driver') ?? '',
    from: day('from'),
    to: day('to'),
    cancelled: params.get('cancelled') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
};

export const travelHref = (path: string, view: TravelListView): string => {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.driver) params.set('driver', view.driver);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.cancelled) params.set('cancelled', '1');
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** The list query's variables for a view. */
export const travelFilter = (view: TravelListView) => ({
  search: view.q || null,
  driverId: view.driver || null,
  from: view.from || null,
  to: view.to || null,
  includeCancelled: view.cancelled,
});

export const isFiltered = (view: TravelListView): boolean => !!(view.q || view.driver || view.from || view.to || view.cancelled);
