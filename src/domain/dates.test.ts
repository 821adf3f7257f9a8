import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateTimeFormat,
  numberFormat,
  relativeTimeFormat,
  addMonths,
  dayFormat,
  dayInMonth,
  FIRST_DAY,
  formatDayInput,
  isCalendarDay,
  isoToZoned,
  LAST_DAY,
  MINUTE_STEP,
  monthOf,
  monthWeeks,
  parseDateTime,
  parseDayInput,
  resolveTimeZone,
  TIME_SLOTS,
  todayIn,
  weekdayIndex,
  zonedToIso,
} from './dates';

describe('isCalendarDay', () => {
  it.each([
    ['2024-02-29', true],
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['2023-02-29', false],
    ['2024-02-30', false],
    ['2024-13-01', false],
    ['0000-01-01', false],
    ['1900-02-29', false],
    ['2024-1-1', false],
    ['275760-09-13', false],
    [20240101, false],
  ])('%s → %s', (value, expected) => expect(isCalendarDay(value)).toBe(expected));
});

describe('parseDateTime', () => {
  it.each([
    ['2024-03-01T09:30:00Z', '2024-03-01T09:30:00.000Z'],
    ['2024-03-01T10:00:00+05:30', '2024-03-01T04:30:00.000Z'],
    ['2024-03-01', '2024-03-01T00:00:00.000Z'],
    ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z'],
    ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
  ])('reads %s as %s', (value, expected) => expect(parseDateTime(value)).toBe(expected));

  it.each([
    'yesterday',
    '1',
    '2024-02-30T00:00:00Z',
    '0000-01-01T00:00:00Z',
    '+275760-09-13T00:00:00Z',
    '2024-03-01T24:00:00Z',
    '0001-01-01T00:00:00+01:00',
    '9999-12-31T23:00:00-05:00',
    0,
    null,
  ])('refuses %s', (value) => expect(parseDateTime(value)).toBeNull());
});

describe('dayFormat and parseDayInput (typed days in the tenant locale)', () => {
  it.each([
    ['en-US', 'MM/DD/YYYY', '11/20/2026'],
    ['en-GB', 'DD/MM/YYYY', '20/11/2026'],
    ['de-DE', 'DD.MM.YYYY', '20.11.2026'],
    ['en-CA', 'YYYY-MM-DD', '2026-11-20'],
  ])('%s writes days as %s', (locale, pattern, example) => {
    expect(dayFormat(locale)).toMatchObject({ pattern, example });
    expect(formatDayInput('2026-11-20', locale)).toBe(example);
    expect(parseDayInput(example, locale)).toEqual({ day: '2026-11-20', error: null });
  });

  it('reads a US day strictly: one- or two-digit month and day, four-digit year, ISO as well', () => {
    expect(parseDayInput('11/20/2026', 'en-US')).toEqual({ day: '2026-11-20', error: null });
    expect(parseDayInput(' 1/5/2027 ', 'en-US')).toEqual({ day: '2027-01-05', error: null });
    expect(parseDayInput('2026-11-20', 'en-US')).toEqual({ day: '2026-11-20', error: null });
    expect(parseDayInput('', 'en-US')).toBeNull();
  });

  it.each([
    ['11/20/26', 'Enter the date as MM/DD/YYYY, for example 11/20/2026.'], // a two-digit year is ambiguous
    ['20/11/2026', 'There is no such day: check the month and the day (MM/DD/YYYY).'], // day-first is never swapped
    ['02/30/2027', 'There is no such day: check the month and the day (MM/DD/YYYY).'], // no roll-over into March
    ['02/29/2027', 'There is no such day: check the month and the day (MM/DD/YYYY).'],
    ['2026/11/20', 'Enter the date as MM/DD/YYYY, for example 11/20/2026.'],
    ['11-20-2026', 'Enter the date as MM/DD/YYYY, for example 11/20/2026.'],
    ['Nov 20 2026', 'Enter the date as MM/DD/YYYY, for example 11/20/2026.'],
    ['12/31/1899', 'Pick a day between 1900 and 2100.'],
    ['01/01/2101', 'Pick a day between 1900 and 2100.'],
  ])('refuses %s', (text, error) => expect(parseDayInput(text, 'en-US')).toEqual({ day: null, error }));

  it('keeps the bounds 1900–2100 themselves', () => {
    expect(parseDayInput('01/01/1900', 'en-US')?.day).toBe(FIRST_DAY);
    expect(parseDayInput('12/31/2100', 'en-US')?.day).toBe(LAST_DAY);
    expect(parseDayInput('02/29/2024', 'en-US')?.day).toBe('2024-02-29');
  });

  it('reads a British 05/06/2030 as 5 June, an American one as May 6', () => {
    expect(parseDayInput('05/06/2030', 'en-GB')?.day).toBe('2030-06-05');
    expect(parseDayInput('05/06/2030', 'en-US')?.day).toBe('2030-05-06');
  });
});

describe('calendar (weeks from Monday, 1900–2100)', () => {
  it('starts every week on Monday', () => {
    // 1 May 2030 is a Wednesday; 31 May a Friday.
    const weeks = monthWeeks({ year: 2030, month: 4 });
    expect(weeks[0]).toEqual([null, null, '2030-05-01', '2030-05-02', '2030-05-03', '2030-05-04', '2030-05-05']);
    expect(weeks.at(-1)).toEqual(['2030-05-27', '2030-05-28', '2030-05-29', '2030-05-30', '2030-05-31', null, null]);
    expect(weekdayIndex('2030-05-06')).toBe(0);
    expect(weekdayIndex('2030-05-12')).toBe(6);
    // November 2026 begins on a Sunday: six leading blanks.
    expect(monthWeeks({ year: 2026, month: 10 })[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
  });

  it('moves by days and months, never past 1900–2100', () => {
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addMonths('2030-01-31', 1)).toBe('2030-02-28');
    expect(addDays('1900-01-01', -1)).toBe('1900-01-01');
    expect(addMonths('2100-12-15', 1)).toBe('2100-12-31');
    expect(dayInMonth({ year: 2024, month: 1 }, 31)).toBe('2024-02-29');
    expect(monthOf('2026-11-20')).toEqual({ year: 2026, month: 10 });
  });
});

describe('times (5-minute steps, in the tenant time zone)', () => {
  it('offers every 5 minutes of the day and nothing between', () => {
    expect(TIME_SLOTS).toHaveLength(288);
    expect(TIME_SLOTS.slice(0, 3)).toEqual(['00:00', '00:05', '00:10']);
    expect(TIME_SLOTS.at(-1)).toBe('23:55');
    expect(TIME_SLOTS.every((slot) => Number(slot.slice(3)) % MINUTE_STEP === 0)).toBe(true);
  });

  it('reads a wall-clock time in the zone, across daylight saving', () => {
    expect(zonedToIso('2030-01-02', '09:00', 'America/New_York')).toBe('2030-01-02T14:00:00.000Z');
    expect(zonedToIso('2030-07-02', '09:00', 'America/New_York')).toBe('2030-07-02T13:00:00.000Z');
    expect(zonedToIso('2030-01-02', '09:00', 'UTC')).toBe('2030-01-02T09:00:00.000Z');
    expect(zonedToIso('2030-02-30', '09:00', 'UTC')).toBeNull();
    expect(zonedToIso('2030-01-02', '', 'UTC')).toBeNull();
  });

  it('shows an instant on the zone clock, rounded down to 5 minutes', () => {
    expect(isoToZoned('2030-01-02T14:07:00Z', 'America/New_York')).toEqual({ day: '2030-01-02', time: '09:05' });
    expect(isoToZoned(null, 'America/New_York')).toEqual({ day: '', time: '' });
  });

  it('knows today in the zone', () => {
    const now = new Date('2026-11-25T03:30:00Z'); // still the 24th in New York
    expect(todayIn('America/New_York', now)).toBe('2026-11-24');
    expect(todayIn('UTC', now)).toBe('2026-11-25');
    expect(resolveTimeZone('Not/AZone')).toBe(resolveTimeZone(undefined));
  });
});

describe('the kept Intl formatters', () => {
  it('make one formatter per locale, zone and options, throw as Intl does, and format as a new one would', () => {
    const options = { dateStyle: 'medium', timeZone: 'America/New_York' } as const;
    expect(dateTimeFormat('en-US', options)).toBe(dateTimeFormat('en-US', { ...options }));
    expect(dateTimeFormat('en-US', options)).not.toBe(dateTimeFormat('en-CA', options));
    expect(dateTimeFormat('en-US', options).format(Date.UTC(2026, 0, 1, 3))).toBe(
      new Intl.DateTimeFormat('en-US', options).format(Date.UTC(2026, 0, 1, 3)),
    );
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    // Without a zone it follows the process's own zone, so it is never kept.
    expect(dateTimeFormat('en-US', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('en-US', { dateStyle: 'medium' }));
    expect(relativeTimeFormat('en-US', { numeric: 'auto' })).toBe(relativeTimeFormat('en-US', { numeric: 'auto' }));
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(
      numberFormat('en-US', { style: 'currency', currency: 'USD' }),
    );
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'NOPE!' })).toThrow(RangeError);
  });
});
