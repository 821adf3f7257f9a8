/**
 * Dates as lists and boards show them: the year only when it is not this year, "this year" being the tenant's (its
 * zone's today). A row read at a desk names "Dec 16, 9:30 AM" and leaves the width to the values; a record page, a
 * document or an export keeps the full date of src/domain/format.ts.
 */
import { canonicalLocale, dateTimeFormat, isCalendarDay, resolveTimeZone, todayIn } from './dates';
import { formatDate, formatDateTime } from './format';

const SAME_YEAR_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const SAME_YEAR_TIME: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

/** A calendar day (YYYY-MM-DD): "Dec 16" this year, "Jan 4, 2027" another. */
export const formatShortDate = (
  day: string | null | undefined,
  locale?: string,
  timeZone?: string | null,
  now: Date = new Date(),
): string => {
  if (!day || !isCalendarDay(day) || day.slice(0, 4) !== todayIn(timeZone, now).slice(0, 4)) return formatDate(day, locale);
  return dateTimeFormat(canonicalLocale(locale), { ...SAME_YEAR_DAY, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
};

/** An instant on the tenant's clock: "Dec 16, 9:30 AM" this year, "Jan 4, 2027, 9:30 AM" another. */
export const formatShortDateTime = (
  iso: string | null | undefined,
  locale?: string,
  timeZone?: string | null,
  now: Date = new Date(),
): string => {
  const date = iso ? new Date(iso) : null;
  if (!iso || !date || Number.isNaN(date.getTime())) return formatDateTime(iso, locale, timeZone);
  const zone = resolveTimeZone(timeZone);
  if (todayIn(zone, date).slice(0, 4) !== todayIn(zone, now).slice(0, 4)) return formatDateTime(iso, locale, zone);
  return dateTimeFormat(canonicalLocale(locale), { ...SAME_YEAR_TIME, timeZone: zone }).format(date);
};
