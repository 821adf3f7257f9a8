import { describe, expect, it } from 'vitest';
import { isCalendarDay, parseDateTime } from './dates';

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

  it.each(['yesterday', '1', '2024-02-30T00:00:00Z', '0000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '2024-03-01T24:00:00Z', '0001-01-01T00:00:00+01:00', '9999-12-31T23:00:00-05:00', 0, null])(
    'refuses %s',
    (value) => expect(parseDateTime(value)).toBeNull(),
  );
});
