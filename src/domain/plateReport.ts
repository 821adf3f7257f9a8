/**
 * When a missing transporter plate must be reported (docs/decisions.md): within 5 business days (Monday to Friday)
 * of the day it was marked missing, or sooner where the plate's state says so (Texas: 3 days, docs/domain.md#transporter-plates).
 * Days are YYYY-MM-DD in the tenant's day; holidays are not counted out (a deadline can only come earlier).
 */

export const REPORT_BUSINESS_DAYS = 5;

/** Calendar days by state, where a state's rule is shorter than the business-day default. */
export const STATE_REPORT_DAYS: Readonly<Record<string, number>> = { TX: 3 };

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const weekday = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`)).getUTCDay();

/** The day `business` weekdays after `from` (a Friday plus one is the Monday). */
export const addBusinessDays = (from: string, business: number): string => {
  let day = from;
  let left = business;
  while (left > 0) {
    day = addDays(day, 1);
    const w = weekday(day);
    if (w !== 0 && w !== 6) left -= 1;
  }
  return day;
};

/** The report deadline of a plate of `state` marked missing on `markedOn`. */
export const plateReportDueOn = (state: string, markedOn: string): string => {
  const standard = addBusinessDays(markedOn, REPORT_BUSINESS_DAYS);
  const days = STATE_REPORT_DAYS[state.toUpperCase()];
  if (days === undefined) return standard;
  const strict = addDays(markedOn, days);
  return strict < standard ? strict : standard;
};

/** "Report by 2026-12-01 (in 5 days)", "Report overdue since 2026-11-20", for screens and messages. */
export const reportDueWords = (dueOn: string, today: string): string => {
  const left = Math.round((Date.parse(dueOn) - Date.parse(today)) / DAY_MS);
  if (left < 0) return `Report overdue since ${dueOn}`;
  if (left === 0) return `Report by today (${dueOn})`;
  return `Report by ${dueOn} (in ${left} day${left === 1 ? '' : 's'})`;
};
