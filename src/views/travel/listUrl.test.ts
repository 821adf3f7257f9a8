import { describe, expect, it } from 'vitest';
import { readTravelView, travelFilter, travelHref } from './listUrl';

describe('travel list URLs', () => {
  it('round-trips a view through its URL', () => {
    const view = { q: 'AA12', driver: 'd1', from: '2026-03-01', to: '2026-03-31', cancelled: true, page: 3 };
    const href = travelHref('/dispatch/flights', view);
    expect(href).toBe('/dispatch/flights?q=AA12&driver=d1&from=2026-03-01&to=2026-03-31&cancelled=1&page=3');
    expect(readTravelView(href.split('?')[1])).toEqual(view);
  });

  it('drops what is not a day or a page, and asks for no filter when none is set', () => {
    const view = readTravelView('from=2026-02-30&to=soon&page=-2');
    expect(view).toEqual({ q: '', driver: '', from: '', to: '', cancelled: false, page: 1 });
    expect(travelHref('/dispatch/rentals', view)).toBe('/dispatch/rentals');
    expect(travelFilter(view)).toEqual({ search: null, driverId: null, from: null, to: null, includeCancelled: false });
  });
});
