import { describe, expect, it } from 'vitest';
import { hoursInput, hoursRows, hoursText } from './weekdayHours';

describe("a facility's hours form", () => {
  it('shows Monday to Sunday, a weekday without stored hours as closed', () => {
    const rows = hoursRows([
      { weekday: 6, closed: false, opensAt: '09:00', closesAt: '12:00' },
      { weekday: 1, closed: false, opensAt: '08:00', closesAt: '17:30' },
    ]);
    expect(rows.map((row) => row.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows[0]).toEqual({ weekday: 1, closed: false, opensAt: '08:00', closesAt: '17:30' });
    expect(rows[1]).toEqual({ weekday: 2, closed: true, opensAt: '', closesAt: '' });
    expect(rows.map(hoursText)).toEqual(['08:00–17:30', 'Closed', 'Closed', 'Closed', 'Closed', '09:00–12:00', 'Closed']);
  });

  it('sends every weekday, a closed one without its times and an empty time as none (the schema names it)', () => {
    const rows = hoursRows([{ weekday: 2, closed: false, opensAt: '07:00', closesAt: null }]);
    rows[0] = { weekday: 1, closed: true, opensAt: '08:00', closesAt: '17:00' };
    const input = hoursInput(rows);
    expect(input).toHaveLength(7);
    expect(input[0]).toEqual({ weekday: 1, closed: true, opensAt: null, closesAt: null });
    expect(input[1]).toEqual({ weekday: 2, closed: false, opensAt: '07:00', closesAt: null });
  });
});
