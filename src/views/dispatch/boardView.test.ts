import { describe, expect, it } from 'vitest';
import { boardFilter, boardHref, isFiltered, legsFilter, legsUrl, readBoardView } from './boardView';

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

  it("keeps the legs table's tags in its URL and sends them as any-of tag ids (issue 29)", () => {
    const TAG = '5d1c0c8e-7b1a-4f57-9c1e-2a6f2b9d8e11';
    const view = legsUrl.read(`tags=${TAG},nope,${TAG}&unassigned=1&page=2`);
    expect(view).toMatchObject({ tags: [TAG], unassigned: true, page: 2 });
    expect(legsUrl.href(view)).toBe(`/dispatch/order-legs?unassigned=1&page=2&tags=${TAG}`);
    expect(legsUrl.isFiltered(legsUrl.read(`tags=${TAG}`))).toBe(true);
    expect(legsUrl.patch(view, { tags: [] }).page).toBe(1);
    expect(legsFilter(view)).toMatchObject({ unassigned: true, tagIds: [TAG] });
    expect(legsFilter(legsUrl.read('')).tagIds).toBeNull();
  });
});
