import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRequest, formatDateTime, formatRequested, formatRequestWindow } from './format';

describe('date display (one format for every page)', () => {
  it('writes days as "Nov 20, 2026" without shifting them by a time zone', () => {
    expect(formatDate('2026-11-20', 'en-US')).toBe('Nov 20, 2026');
    expect(formatDate('2026-01-01', 'en-US')).toBe('Jan 1, 2026');
    expect(formatDate(null, 'en-US')).toBe('—');
    expect(formatDate('11/20/26', 'en-US')).toBe('11/20/26');
  });

  it('writes instants in the tenant zone when given', () => {
    expect(formatDateTime('2030-01-02T14:00:00Z', 'en-US', 'America/New_York')).toBe('Jan 2, 2030, 9:00 AM');
    expect(formatDateTime('2030-01-02T14:00:00Z', 'en-US', 'UTC')).toBe('Jan 2, 2030, 2:00 PM');
  });

  it('keeps a request a request: "Requested before Dec 15, 2026", never a time', () => {
    expect(formatDateRequest({ mode: 'ON', date: '2026-11-20' }, 'en-US')).toBe('On Nov 20, 2026');
    expect(formatRequested({ mode: 'BEFORE', date: '2026-12-15' }, 'en-US')).toBe('Requested before Dec 15, 2026');
    expect(formatRequested({ mode: 'ASAP', date: null }, 'en-US')).toBe('Requested ASAP');
  });

  it('names the time zone with the requested window', () => {
    expect(
      formatRequestWindow({ mode: 'ON', date: '2026-11-20' }, { mode: 'BEFORE', date: '2026-11-22' }, 'en-US', 'America/New_York'),
    ).toBe('Pickup on Nov 20, 2026, delivery before Nov 22, 2026 (America/New_York)');
    expect(formatRequestWindow({ mode: 'ASAP' }, { mode: 'AFTER', date: '2026-11-22' }, 'en-US', 'America/Toronto')).toBe(
      'Pickup as soon as possible, delivery after Nov 22, 2026 (America/Toronto)',
    );
  });
});
