import { describe, expect, it } from 'vitest';
import { formatShortDate, formatShortDateTime } from './shortDates';

const NOW = new Date('2026-12-07T12:00:00Z');

describe('formatShortDate', () => {
  it('drops the year of a day in this year', () => {
    expect(formatShortDate('2026-12-16', 'en-US', 'America/New_York', NOW)).toBe('Dec 16');
  });

  it('keeps the year of a day in another year', () => {
    expect(formatShortDate('2027-01-04', 'en-US', 'America/New_York', NOW)).toBe('Jan 4, 2027');
    expect(formatShortDate('2025-12-16', 'en-US', 'America/New_York', NOW)).toBe('Dec 16, 2025');
  });

  it('counts this year on the tenant’s clock, not the browser’s', () => {
    // 2027-01-01 03:00 UTC is still Dec 31, 2026 in New York, already 2027 in Tokyo.
    const newYear = new Date('2027-01-01T03:00:00Z');
    expect(formatShortDate('2026-12-31', 'en-US', 'America/New_York', newYear)).toBe('Dec 31');
    expect(formatShortDate('2026-12-31', 'en-US', 'Asia/Tokyo', newYear)).toBe('Dec 31, 2026');
  });

  it('answers "—" for no day', () => {
    expect(formatShortDate(null, 'en-US', 'UTC', NOW)).toBe('—');
  });
});

describe('formatShortDateTime', () => {
  it('drops the year of a time in this year, read in the tenant’s zone', () => {
    expect(formatShortDateTime('2026-12-16T14:30:00Z', 'en-US', 'America/New_York', NOW)).toBe('Dec 16, 9:30 AM');
  });

  it('keeps the year of a time in another year', () => {
    expect(formatShortDateTime('2027-01-04T14:30:00Z', 'en-US', 'America/New_York', NOW)).toBe('Jan 4, 2027, 9:30 AM');
  });

  it('takes the year of the instant in the zone: New Year’s Eve in New York is this year', () => {
    expect(formatShortDateTime('2027-01-01T03:00:00Z', 'en-US', 'America/New_York', NOW)).toBe('Dec 31, 10:00 PM');
  });

  it('answers "—" for no time or a broken one', () => {
    expect(formatShortDateTime(null, 'en-US', 'UTC', NOW)).toBe('—');
    expect(formatShortDateTime('not a time', 'en-US', 'UTC', NOW)).toBe('—');
  });
});
