import { describe, expect, it } from 'vitest';
import { isoToLocal, localToIso } from './dateTime';

describe('datetime-local values', () => {
  it('round-trips a local time through an ISO instant', () => {
    const iso = localToIso('2025-03-04T09:35');
    expect(iso).not.toBeNull();
    expect(isoToLocal(iso)).toBe('2025-03-04T09:35');
  });

  it('refuses malformed values, days that do not exist and years outside 1900–2100', () => {
    expect(localToIso('')).toBeNull();
    expect(localToIso('2025-03-04')).toBeNull();
    expect(localToIso('2025-02-31T10:00')).toBeNull();
    expect(localToIso('1899-12-31T10:00')).toBeNull();
    expect(localToIso('2101-01-01T10:00')).toBeNull();
  });

  it('rounds a stored time down to the picker’s 5-minute step', () => {
    const iso = new Date(2025, 0, 2, 8, 47).toISOString();
    expect(isoToLocal(iso)).toBe('2025-01-02T08:45');
    expect(isoToLocal(null)).toBe('');
  });
});
