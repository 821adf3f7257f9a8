import { describe, expect, it } from 'vitest';
import { legsHref, readLegsView } from './legsListUrl';

describe('the help desk list URL', () => {
  it('reads reasons, search and page, dropping junk', () => {
    expect(readLegsView('?reason=PICKUP_OVERDUE,NOPE,ABORTED&q=%20FX-1%20&page=3')).toEqual({
      reasons: ['PICKUP_OVERDUE', 'ABORTED'],
      q: 'FX-1',
      page: 3,
    });
    expect(readLegsView('?page=-2')).toEqual({ reasons: [], q: '', page: 1 });
  });

  it('writes what it reads', () => {
    const view = { reasons: ['LONG_HOLD' as const], q: 'VIN 1', page: 2 };
    expect(readLegsView(legsHref(view).split('?')[1])).toEqual(view);
    expect(legsHref({ reasons: [], q: '', page: 1 })).toBe('/help-desk/order-legs');
  });
});
