import { describe, expect, it } from 'vitest';
import { orderText, whySentence } from './planText';

describe('the plan’s words', () => {
  it('says why in one sentence', () => {
    expect(
      whySentence(['42 mi from their last delivery in Dallas', 'priority: this client, 1st on their list', 'no other leg that day']),
    ).toBe('42 mi from their last delivery in Dallas; priority: this client, 1st on their list; no other leg that day.');
    expect(whySentence(['already 2 legs that day.'])).toBe('Already 2 legs that day.');
    expect(whySentence([])).toBe('');
  });

  it('places a leg in its driver’s day', () => {
    expect(orderText(1)).toBe('First leg of the plan');
    expect(orderText(2, 'L-100123-1')).toBe('2nd, after L-100123-1');
  });
});
