import * as z from 'zod';
import { FIRST_DAY, LAST_DAY, addDays, addMonths, dateTimeFormat, isCalendarDay } from '../dates';

/**
 * A report's period: inclusive days in the tenant's time zone, picked as a month, a quarter, a year or a custom range.
 * The kind is how the picker shows it; `from` and `to` are what the report counts.
 */
export const REPORT_PERIOD_KINDS = ['MONTH', 'QUARTER', 'YEAR', 'CUSTOM'] as const;
export type ReportPeriodKind = (typeof REPORT_PERIOD_KINDS)[number];

/** The longest period a report counts over: a longer one is a field error, not a query that runs for minutes. */
export const MAX_PERIOD_YEARS = 5;

const day = (label: string) =>
  z
    .string({ error: `The ${label} date is required.` })
    .trim()
    .refine(
      (value) => isCalendarDay(value) && value >= FIRST_DAY && value <= LAST_DAY,
      `The ${label} date must be a valid date (YYYY-MM-DD).`,
    );

export const reportPeriodSchema = z
  .object({
    kind: z.enum(REPORT_PERIOD_KINDS, { error: 'Pick a month, a quarter, a year or a custom period.' }),
    from: day('from'),
    to: day('to'),
  })
  .superRefine((period, issue) => {
    if (!isCalendarDay(period.from) || !isCalendarDay(period.to)) return;
    if (period.from > period.to) issue.addIssue({ code: 'custom', path: ['to'], message: 'The to date may not be before the from date.' });
    else if (period.to >= addMonths(period.from, 12 * MAX_PERIOD_YEARS))
      issue.addIssue({
        code: 'custom',
        path: ['from'],
        message: `A report covers at most ${MAX_PERIOD_YEARS} years: pick a later from date.`,
      });
  });

export type ReportPeriod = z.output<typeof reportPeriodSchema>;

const pad = (value: number) => String(value).padStart(2, '0');

/** The month, quarter or year holding `day` (YYYY-MM-DD); a custom period is that one day. */
export const periodOf = (kind: ReportPeriodKind, day: string): ReportPeriod => {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (kind === 'YEAR') return { kind, from: `${year}-01-01`, to: `${year}-12-31` };
  if (kind === 'CUSTOM') return { kind, from: day, to: day };
  const first = kind === 'QUARTER' ? month - ((month - 1) % 3) : month;
  const from = `${year}-${pad(first)}-01`;
  return { kind, from, to: addDays(addMonths(from, kind === 'QUARTER' ? 3 : 1), -1) };
};

/** The period before (-1) or after (+1) a month, quarter or year; a custom period moves by its own length. */
export const shiftPeriod = (period: ReportPeriod, step: -1 | 1): ReportPeriod => {
  if (period.kind === 'CUSTOM') {
    const days = Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000) + 1;
    return { kind: 'CUSTOM', from: addDays(period.from, step * days), to: addDays(period.to, step * days) };
  }
  const months = period.kind === 'YEAR' ? 12 : period.kind === 'QUARTER' ? 3 : 1;
  return periodOf(period.kind, addMonths(period.from, step * months));
};

/** The quarter of a day: 1 to 4. */
export const quarterOf = (day: string): number => Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1;

/** "March 2026", "Q3 2026", "2026", or "Mar 1 – Mar 9, 2026" for a custom period. */
export const periodLabel = (period: ReportPeriod, locale?: string): string => {
  const utc = (value: string) => new Date(`${value}T12:00:00Z`);
  if (period.kind === 'YEAR') return period.from.slice(0, 4);
  if (period.kind === 'QUARTER') return `Q${quarterOf(period.from)} ${period.from.slice(0, 4)}`;
  if (period.kind === 'MONTH') return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(period.from));
  const sameYear = period.from.slice(0, 4) === period.to.slice(0, 4);
  const from = dateTimeFormat(locale, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }), timeZone: 'UTC' });
  const to = dateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return `${from.format(utc(period.from))} – ${to.format(utc(period.to))}`;
};

/** The months a period touches, in order, as their first days (a chart's x axis by month). */
export const monthsOf = (period: Pick<ReportPeriod, 'from' | 'to'>): string[] => {
  const months: string[] = [];
  for (let month = `${period.from.slice(0, 7)}-01`; month <= period.to; month = addMonths(month, 1)) months.push(month);
  return months;
};
