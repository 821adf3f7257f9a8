/**
 * Days as ISO strings (YYYY-MM-DD) for the wizard's date picker, in UTC so no time zone shifts a day. Spec §9: the
 * pickers span 1900 to 2100 and their weeks start on Monday.
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2100-12-31';
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;

export type Month = { year: number; month: number };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const fromDate = (date: Date): string => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

const utc = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(2000, month, day));
  date.setUTCFullYear(year, month, day); // Date.UTC maps years 0–99 to 1900–1999
  return date;
};

/** A real calendar day in YYYY-MM-DD, else null (2030-02-30 is not one). */
export const parseDay = (text: string): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const iso = fromDate(utc(year, month, day));
  return iso === text.trim() ? iso : null;
};

export const clampDay = (iso: string): string => (iso < FIRST_DAY ? FIRST_DAY : iso > LAST_DAY ? LAST_DAY : iso);

export const addDays = (iso: string, days: number): string => {
  const [year, month, day] = iso.split('-').map(Number);
  return clampDay(fromDate(utc(year, month - 1, day + days)));
};

const daysIn = (year: number, month: number) => utc(year, month + 1, 0).getUTCDate();

/** The same day of another month, or that month's last day (31 January + 1 month is 28 or 29 February). */
export const addMonths = (iso: string, months: number): string => {
  const [year, month, day] = iso.split('-').map(Number);
  const first = utc(year, month - 1 + months, 1);
  return clampDay(fromDate(utc(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, daysIn(first.getUTCFullYear(), first.getUTCMonth())))));
};

export const monthOf = (iso: string): Month => {
  const [year, month] = iso.split('-').map(Number);
  return { year, month: month - 1 };
};

export const dayInMonth = ({ year, month }: Month, day: number): string => clampDay(fromDate(utc(year, month, Math.min(day, daysIn(year, month)))));

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (iso: string): number => {
  const [year, month, day] = iso.split('-').map(Number);
  return (utc(year, month - 1, day).getUTCDay() + 6) % 7;
};

/** The month's weeks, Monday first; days of the neighbouring months are null. */
export const monthWeeks = ({ year, month }: Month): (string | null)[][] => {
  const first = dayInMonth({ year, month }, 1);
  const cells: (string | null)[] = [...Array<null>(weekdayIndex(first)).fill(null)];
  for (let day = 1; day <= daysIn(year, month); day += 1) cells.push(fromDate(utc(year, month, day)));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
};

export const todayIso = (now: Date = new Date()): string =>
  clampDay(`${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
