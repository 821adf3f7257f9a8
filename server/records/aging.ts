import type { AgingBucket } from '../../src/generated/enums/AgingBucket';

/**
 * The receivables aging rule, shared by the invoices list (server/invoices/invoices.lists.ts, as of today) and the
 * invoices report (server/financeReports/financeReports.invoices.ts, as of a period's last day): days past due = the
 * as-of day − the due day (0 when not yet due or undated), in buckets CURRENT (0), 1–30, 31–60, 61–90 and over 90.
 */

/**
 * Each bucket as a condition on a due-day column against an as-of day (both SQL expressions of type date), written as
 * ranges of the due day rather than of the difference, so an index on the due day serves a filtered list in due order.
 */
export const agingConditions = (due: string, asOf: string): Record<AgingBucket, string> => {
  const daysAgo = (from: number, to: number) => `${due} BETWEEN ${asOf} - ${to} AND ${asOf} - ${from}`;
  return {
    CURRENT: `(${due} IS NULL OR ${due} >= ${asOf})`,
    DAYS_1_30: daysAgo(1, 30),
    DAYS_31_60: daysAgo(31, 60),
    DAYS_61_90: daysAgo(61, 90),
    DAYS_90_PLUS: `${due} < ${asOf} - 90`,
  };
};

/** The same rule for a number of days past due (null when there is none to age). */
export const agingOf = (daysPastDue: number | null): AgingBucket | null => {
  if (daysPastDue === null) return null;
  if (daysPastDue <= 0) return 'CURRENT';
  if (daysPastDue <= 30) return 'DAYS_1_30';
  if (daysPastDue <= 60) return 'DAYS_31_60';
  return daysPastDue <= 90 ? 'DAYS_61_90' : 'DAYS_90_PLUS';
};
