/**
 * Days and instants as users type them and PostgreSQL stores them: real calendar days in the years 0001–9999 (the
 * range of a four-digit ISO year, inside PostgreSQL's). `Date.parse` alone is not a check: it rolls 2024-02-30 over to
 * March, takes "1" as 2001 and reaches years PostgreSQL refuses (0000, +275760).
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// A calendar day, then optionally a time (seconds and fraction optional) and a zone, as ISO-8601 writes them.
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (year: number, month: number) =>
  month === 2 && ((year % 4 === 0 && year % 100 !== 0) || year % 400 === 0) ? 29 : DAYS[month - 1];

const realDay = (year: number, month: number, day: number) => year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);

/** A YYYY-MM-DD of a real day in the years 0001–9999. */
export const isCalendarDay = (value: unknown): value is string => {
  const parts = typeof value === 'string' ? DAY.exec(value) : null;
  return parts !== null && realDay(Number(parts[1]), Number(parts[2]), Number(parts[3]));
};

/** An ISO-8601 date or date-time of a real day and time, in UTC years 0001–9999, as its UTC ISO string; else null. */
export const parseDateTime = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  const parts = INSTANT.exec(text);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map((p) => Number(p ?? 0));
  if (!realDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(text);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999) return null;
  return date.toISOString();
};
