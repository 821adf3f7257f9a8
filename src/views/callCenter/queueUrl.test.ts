import { describe, expect, it } from 'vitest';
import { queueHref, queueUrl } from './queueUrl';

describe('the queue page URL', () => {
  it('reads a queue, a day, a person and a page, ignoring what it does not know', () => {
    expect(queueUrl.read('?queue=CONFIRM&day=TOMORROW&page=2')).toEqual({ queue: 'CONFIRM', day: 'TOMORROW', person: '', page: 2 });
    expect(queueUrl.read('?queue=EVERYTHING&day=YESTERDAY&person=nobody')).toEqual({ queue: '', day: '', person: '', page: 1 });
    const person = '0f8c7a52-9d2e-4d61-8f7e-3b1a2c4d5e6f';
    expect(queueUrl.read(`?person=${person}`).person).toBe(person);
    expect(queueUrl.read('?queue=CALLBACKS').queue).toBe('CALLBACKS');
  });

  it("writes each overview card's link", () => {
    expect(queueHref({ queue: 'CONFIRM', day: 'TODAY' })).toBe('/call-center/order-legs?queue=CONFIRM&day=TODAY');
    expect(queueHref({ queue: 'ACKNOWLEDGE' })).toBe('/call-center/order-legs?queue=ACKNOWLEDGE');
    expect(queueHref({})).toBe('/call-center/order-legs');
    expect(queueHref({ person: 'u1' })).toBe('/call-center/order-legs?person=u1');
  });
});
