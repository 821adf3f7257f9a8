import { describe, expect, it } from 'vitest';
import { flaggedReason, isFlaggedView, queueFilter, queueHref, readQueueView } from './queueView';

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('the review queue’s URL', () => {
  it('reads back what it writes, and drops what it does not know', () => {
    const view = readQueueView(`?status=REJECTED,PENDING,NOPE&direction=DELIVERY&new=1&page=3&report=${ID}`);
    expect(view).toEqual({ status: ['REJECTED'], direction: 'DELIVERY', newDamage: true, page: 3, page2: 1, report: ID });
    expect(readQueueView(queueHref('/x', view).slice(2))).toEqual(view);
    expect(readQueueView('?direction=SIDEWAYS&page=-2&report=1%20OR%201').direction).toBe('');
    expect(readQueueView('?page=-2').page).toBe(1);
    expect(readQueueView('?report=x').report).toBeNull();
  });

  it('tells the page’s default (no status) from every status (an empty one)', () => {
    const fresh = readQueueView('');
    expect(fresh.status).toBeNull();
    expect(queueFilter(fresh, ['SUBMITTED'])).toEqual({ status: ['SUBMITTED'], direction: null, newDamage: null });
    const every = readQueueView('?status=');
    expect(every.status).toEqual([]);
    expect(queueFilter(every, ['SUBMITTED']).status).toBeNull();
    expect(queueHref('/q', every)).toBe('/q?status=');
    expect(isFlaggedView(fresh)).toBe(true);
    expect(isFlaggedView(readQueueView('?new=1'))).toBe(false);
  });
});

describe('why a report is flagged', () => {
  it('names the new damages and the report they are new against, and the reject reason', () => {
    expect(flaggedReason({ status: 'SUBMITTED', newDamageCount: 2, previousReport: { number: 'CR-100003' } })).toBe(
      '2 new damages since CR-100003',
    );
    expect(flaggedReason({ status: 'REJECTED', newDamageCount: 0, rejectReason: 'blurred photo' })).toBe('Rejected: blurred photo');
    expect(flaggedReason({ status: 'REJECTED', newDamageCount: 1, rejectReason: null, previousReport: null })).toBe(
      '1 new damage · Rejected',
    );
  });
});
