import { describe, expect, it } from 'vitest';
import { TEMP_TAG_DEFAULT_DAYS, tempTagDaysLeft, tempTagExpiresOn, tempTagState, tempTagValidityDays } from './tempTags';

describe('temp tag validity (docs/domain.md#tag-and-title)', () => {
  it.each([
    ['CA', 90],
    ['SC', 45],
    ['CO', 60],
    ['TX', 30],
    ['ny', 30],
    [' co ', 60],
  ])('%s: %i days', (state, days) => {
    expect(tempTagValidityDays(state)).toBe(days);
  });

  it('is 30 days where the state is not listed', () => {
    expect(TEMP_TAG_DEFAULT_DAYS).toBe(30);
    expect(tempTagValidityDays('ON')).toBe(30);
  });

  it('counts the issue day as the first valid day', () => {
    expect(tempTagExpiresOn('2026-03-01', 'TX')).toBe('2026-03-30');
    expect(tempTagExpiresOn('2026-12-15', 'CA')).toBe('2027-03-14');
    expect(tempTagExpiresOn('2028-02-01', 'SC')).toBe('2028-03-16');
    expect(tempTagExpiresOn('2026-01-31', 'CO')).toBe('2026-03-31');
  });
});

describe('temp tag alert rule', () => {
  it('counts the days left, 0 on the last valid day', () => {
    expect(tempTagDaysLeft('2026-03-30', '2026-03-23')).toBe(7);
    expect(tempTagDaysLeft('2026-03-30', '2026-03-30')).toBe(0);
    expect(tempTagDaysLeft('2026-03-30', '2026-03-31')).toBe(-1);
    // Across a daylight-saving change the count is still whole days.
    expect(tempTagDaysLeft('2026-03-10', '2026-03-07')).toBe(3);
  });

  it.each([
    ['2026-03-22', 'VALID'],
    ['2026-03-23', 'EXPIRING'],
    ['2026-03-30', 'EXPIRING'],
    // No grace: the day after the last valid day the tag has lapsed.
    ['2026-03-31', 'LAPSED'],
  ])('on %s a tag ending 2026-03-30 is %s', (today, state) => {
    expect(tempTagState('2026-03-30', today)).toBe(state);
  });

  it('warns as far ahead as asked', () => {
    expect(tempTagState('2026-03-30', '2026-03-16', 14)).toBe('EXPIRING');
    expect(tempTagState('2026-03-30', '2026-03-15', 14)).toBe('VALID');
  });
});
