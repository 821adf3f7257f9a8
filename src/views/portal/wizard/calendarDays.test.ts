import { describe, expect, it } from 'vitest';
import { addDays, addMonths, monthWeeks, parseDay, weekdayIndex } from './calendarDays';

describe('calendar days', () => {
  it('weeks start on Monday (spec §9)', () => {
    // 1 May 2030 is a Wednesday; 31 May a Friday.
    const weeks = monthWeeks({ year: 2030, month: 4 });
    expect(weeks[0]).toEqual([null, null, '2030-05-01', '2030-05-02', '2030-05-03', '2030-05-04', '2030-05-05']);
    expect(weeks.at(-1)).toEqual(['2030-05-27', '2030-05-28', '2030-05-29', '2030-05-30', '2030-05-31', null, null]);
    expect(weekdayIndex('2030-05-06')).toBe(0);
    expect(weekdayIndex('2030-05-12')).toBe(6);
  });

  it('reads only real days', () => {
    expect(parseDay('2030-02-28')).toBe('2030-02-28');
    expect(parseDay('2030-02-30')).toBeNull();
    expect(parseDay('05/06/2030')).toBeNull();
    expect(parseDay('1900-01-01')).toBe('1900-01-01');
  });

  it('moves by days and months within 1900–2100', () => {
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addMonths('2030-01-31', 1)).toBe('2030-02-28');
    expect(addDays('1900-01-01', -1)).toBe('1900-01-01');
    expect(addMonths('2100-12-15', 1)).toBe('2100-12-31');
  });
});
