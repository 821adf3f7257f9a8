import { describe, expect, it } from 'vitest';
import { boardFilter, boardHref, isFiltered, readBoardView } from './boardView';

const LEG = '0b7f3c55-2d7e-4c1b-9a57-8f2f3f1c1a01';

describe('the board view in the URL', () => {
  it('reads back what it wrote', () => {
    const view = {
      q: 'L-1',
      page: 3,
      status: ['CLEARED_FOR_DISPATCH' as const],
      from: '2031-03-01',
      to: '2031-03-02',
      regions: ['TX', 'ON'],
      unassigned: true,
      leg: LEG,
    };
    expect(readBoardView(boardHref('/dispatch', view).split('?')[1])).toEqual(view);
  });

  it('drops junk: closed statuses, bad days, bad regions, a malformed leg id', () => {
    const view = readBoardView('status=DELIVERED,ABORTED&from=tomorrow&regions=tx,TX,<b>&leg=nope&page=-2');
    expect(view).toMatchObject({ status: ['ABORTED'], from: '', regions: ['TX'], leg: '', page: 1 });
    expect(boardHref('/dispatch', readBoardView(''))).toBe('/dispatch');
    expect(isFiltered(readBoardView(''))).toBe(false);
  });

  it('sends only the filters that are set', () => {
    expect(boardFilter(readBoardView('unassigned=1&regions=TX'))).toEqual({
      status: null,
      from: null,
      to: null,
      regions: ['TX'],
      unassigned: true,
      search: null,
    });
  });
});
