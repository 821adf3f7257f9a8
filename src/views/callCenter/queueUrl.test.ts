import { describe, expect, it } from 'vitest';
import { queueHref, queueUrl } from './queueUrl';

describe('the queue page URL', () => {
  it('reads a queue, a day and a page, ignoring what it does not know', () => {
    expect(queueUrl.read('?queue=CONFIRM&day=TOMORROW&page=2')).toEqual({ queue: 'CONFIRM', day: 'TOMORROW', page: 2 });
    expect(queueUrl.read('?queue=EVERYTHING&day=YESTERDAY')).toEqual({ queue: '', day: '', page: 1 });
    expect(queueUrl.read('?queue=CALLBACKS').queue).toBe('CALLBACKS');
  });

  it("writes each overview card's link", () => {
    expect(queueHref({ queue: 'CONFIRM', day: 'TODAY' })).toBe('/call-center/order-legs?queue=CONFIRM&day=TODAY');
    expect(queueHref({ queue: 'ACKNOWLEDGE' })).toBe('/call-center/order-legs?queue=ACKNOWLEDGE');
    expect(queueHref({})).toBe('/call-center/order-legs');
  });
});
