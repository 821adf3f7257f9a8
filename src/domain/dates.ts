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

const realDay = (year: number, month: number, day: number) =>
  year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);

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

/*
 * The date pickers: days 1900–2100, weeks from Monday, times in 5-minute steps
 * (docs/decisions.md#dates-one-input-the-tenants-locale-and-time-zone-no-past-pickups). Days are YYYY-MM-DD strings
 * worked in UTC so no time zone moves a day; typed days follow the tenant's locale, read strictly.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2100-12-31';
export const MINUTE_STEP = 5;

export type Month = { year: number; month: number };
export type DayPart = 'year' | 'month' | 'day';
/** How a locale writes a day: its parts' order and separator, "MM/DD/YYYY" for en-US, and an example. */
export type DayFormat = { order: DayPart[]; separator: string; pattern: string; example: string };
export type DayParse = { day: string; error: null } | { day: null; error: string };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const fromDate = (date: Date): string => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const utc = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(2000, month, day));
  date.setUTCFullYear(year, month, day); // Date.UTC maps years 0–99 to 1900–1999
  return date;
};

/**
 * Intl formatters made once per locale and options, then reused. Making an Intl.DateTimeFormat or NumberFormat costs
 * far more than formatting with it: the orders list made several per row (hundreds per screen), which Lighthouse
 * counted as blocking time. A made formatter never changes, so sharing one is safe; the caches are bounded.
 */
const MAX_FORMATTERS = 500;
type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat;
const formatters = new Map<string, Formatter>();

const cachedFormatter = <T extends Formatter>(key: string, make: () => T): T => {
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    format = make(); // an unknown zone or currency throws here, as `new` does, and nothing is kept
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, format);
  }
  return format;
};

/**
 * `new Intl.DateTimeFormat(locale, options)`, made once (locale undefined: the browser's). Without a `timeZone` it is
 * made each time: the process's own zone may change under it (TZ), and a kept formatter would keep the old one.
 */
export const dateTimeFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  options.timeZone === undefined
    ? new Intl.DateTimeFormat(locale, options)
    : cachedFormatter(`D${locale ?? ''}\n${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** `new Intl.RelativeTimeFormat(locale, options)`, made once (the costliest to make: ~1 ms each on a phone). */
export const relativeTimeFormat = (locale: string | undefined, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat =>
  cachedFormatter(`R${locale ?? ''}\n${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat(locale, options));

/** `new Intl.NumberFormat(locale, options)`, made once (locale undefined: the browser's). */
export const numberFormat = (locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cachedFormatter(`N${locale ?? ''}\n${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

const canonical = new Map<string, string | undefined>();

/** The locale as Intl takes it, or undefined (the browser's) when it is not one. */
export const canonicalLocale = (locale?: string): string | undefined => {
  if (!locale) return undefined;
  if (canonical.has(locale)) return canonical.get(locale);
  let found: string | undefined;
  try {
    found = Intl.getCanonicalLocales(locale)[0];
  } catch {
    found = undefined;
  }
  if (canonical.size >= MAX_FORMATTERS) canonical.clear();
  canonical.set(locale, found);
  return found;
};

const PART_PATTERN: Record<DayPart, string> = { year: 'YYYY', month: 'MM', day: 'DD' };

export const dayFormat = (locale?: string): DayFormat => {
  const format = dateTimeFormat(canonicalLocale(locale), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
  const parts = format.formatToParts(Date.UTC(2026, 10, 20));
  const order = parts.flatMap((part) => (part.type === 'year' || part.type === 'month' || part.type === 'day' ? [part.type] : []));
  const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
  if (order.length !== 3) return { order: ['year', 'month', 'day'], separator: '-', pattern: 'YYYY-MM-DD', example: '2026-11-20' };
  const pattern = order.map((part) => PART_PATTERN[part]).join(separator);
  const example = order.map((part) => ({ year: '2026', month: '11', day: '20' })[part]).join(separator);
  return { order, separator, pattern, example };
};

/** A YYYY-MM-DD day as the locale's typed form (11/20/2026 for en-US); other text as it is. */
export const formatDayInput = (day: string, locale?: string): string => {
  const match = DAY.exec(day);
  if (!match) return day;
  const { order, separator } = dayFormat(locale);
  const value: Record<DayPart, string> = { year: match[1], month: match[2], day: match[3] };
  return order.map((part) => value[part]).join(separator);
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A typed day in the locale's order (or as YYYY-MM-DD, which no order misreads), strictly: four-digit years only,
 * no roll-over (02/30 is an error, never March 2), and within 1900–2100. Empty text is no day and no error.
 */
export const parseDayInput = (text: string, locale?: string): DayParse | null => {
  const typed = text.trim();
  if (!typed) return null;
  const format = dayFormat(locale);
  const wrong = `Enter the date as ${format.pattern}, for example ${format.example}.`;
  let parts: Record<DayPart, number> | null = null;
  const iso = DAY.exec(typed);
  if (iso) parts = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  else {
    const group = (part: DayPart) => (part === 'year' ? '(\\d{4})' : '(\\d{1,2})');
    const match = new RegExp(`^${format.order.map(group).join(`\\s*${escapeRegExp(format.separator)}\\s*`)}$`).exec(typed);
    if (match) parts = Object.fromEntries(format.order.map((part, index) => [part, Number(match[index + 1])])) as Record<DayPart, number>;
  }
  if (!parts) return { day: null, error: wrong };
  if (!realDay(parts.year, parts.month, parts.day))
    return { day: null, error: `There is no such day: check the month and the day (${format.pattern}).` };
  if (parts.year < FIRST_YEAR || parts.year > LAST_YEAR) return { day: null, error: `Pick a day between ${FIRST_YEAR} and ${LAST_YEAR}.` };
  return { day: `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`, error: null };
};

export const clampDay = (day: string): string => (day < FIRST_DAY ? FIRST_DAY : day > LAST_DAY ? LAST_DAY : day);

export const addDays = (day: string, days: number): string => {
  const [year, month, date] = day.split('-').map(Number);
  return clampDay(fromDate(utc(year, month - 1, date + days)));
};

const monthLength = (year: number, month: number) => utc(year, month + 1, 0).getUTCDate();

/** The same day of another month, or that month's last day (31 January + 1 month is 28 or 29 February). */
export const addMonths = (day: string, months: number): string => {
  const [year, month, date] = day.split('-').map(Number);
  const first = utc(year, month - 1 + months, 1);
  return clampDay(
    fromDate(utc(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date, monthLength(first.getUTCFullYear(), first.getUTCMonth())))),
  );
};

/** The month (0–11) of a day. */
export const monthOf = (day: string): Month => {
  const [year, month] = day.split('-').map(Number);
  return { year, month: month - 1 };
};

export const dayInMonth = ({ year, month }: Month, day: number): string =>
  clampDay(fromDate(utc(year, month, Math.min(day, monthLength(year, month)))));

/** 0 for Monday … 6 for Sunday: the pickers' weeks start on Monday. */
export const weekdayIndex = (day: string): number => {
  const [year, month, date] = day.split('-').map(Number);
  return (utc(year, month - 1, date).getUTCDay() + 6) % 7;
};

/** The month's weeks, Monday first; days of the neighbouring months are null. */
export const monthWeeks = ({ year, month }: Month): (string | null)[][] => {
  const cells: (string | null)[] = [...Array<null>(weekdayIndex(dayInMonth({ year, month }, 1))).fill(null)];
  for (let day = 1; day <= monthLength(year, month); day += 1) cells.push(fromDate(utc(year, month, day)));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
};

/** The zone as Intl takes it, else the browser's (or the server's) own. */
export const resolveTimeZone = (timeZone?: string | null): string => {
  if (timeZone) {
    try {
      return dateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
    } catch {
      // an unknown zone falls through to the local one
    }
  }
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
};

/** Wall-clock parts of an instant in a zone. */
const wallClock = (time: number, timeZone: string) => {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(time);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  };
};

/** Today's day in a time zone (the tenant's): a pickup before it is in the past. */
export const todayIn = (timeZone?: string | null, now: Date = new Date()): string => {
  const { year, month, day } = wallClock(now.getTime(), resolveTimeZone(timeZone));
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
};

/** Every time of day the pickers offer, "00:00" to "23:55". */
export const TIME_SLOTS: readonly string[] = Array.from({ length: (24 * 60) / MINUTE_STEP }, (_, index) => {
  const minutes = index * MINUTE_STEP;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

const TIME = /^(\d{2}):(\d{2})$/;

/** A day and an "HH:MM" wall-clock time in a zone as an ISO instant; null when either is not one. */
export const zonedToIso = (day: string, time: string, timeZone?: string | null): string | null => {
  const date = DAY.exec(day);
  const clock = TIME.exec(time);
  if (!date || !clock || !isCalendarDay(day)) return null;
  const [hour, minute] = [Number(clock[1]), Number(clock[2])];
  if (hour > 23 || minute > 59) return null;
  const zone = resolveTimeZone(timeZone);
  const target = utc(Number(date[1]), Number(date[2]) - 1, Number(date[3])).getTime() + (hour * 60 + minute) * 60_000;
  // The zone's offset at the guess, then again at the answer (a daylight-saving change between them moves it).
  let guess = target;
  for (let round = 0; round < 2; round += 1) {
    const wall = wallClock(guess, zone);
    const shown = utc(wall.year, wall.month - 1, wall.day).getTime() + ((wall.hour * 60 + wall.minute) * 60 + wall.second) * 1000;
    guess += target - shown;
  }
  return new Date(guess).toISOString();
};

/** An instant as the day and the "HH:MM" time (rounded down to 5 minutes) a zone's clock shows. */
export const isoToZoned = (iso: string | null | undefined, timeZone?: string | null): { day: string; time: string } => {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return { day: '', time: '' };
  const wall = wallClock(time, resolveTimeZone(timeZone));
  return {
    day: `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`,
    time: `${pad(wall.hour)}:${pad(wall.minute - (wall.minute % MINUTE_STEP))}`,
  };
};
