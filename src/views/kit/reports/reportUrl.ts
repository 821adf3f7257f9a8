import { isCalendarDay } from '../../../domain/dates';
import { REPORT_PERIOD_KINDS, type ReportPeriod, type ReportPeriodKind, periodOf } from '../../../domain/reports/period';

/**
 * A report page's view in its URL: `?period=QUARTER&from=2026-07-01&to=2026-09-30&client=<id>` (the filters by their
 * keys), and `run=<id>` when a notification opened a finished run. A missing or odd period is the default kind's
 * period holding today.
 */
export type ReportView = { period: ReportPeriod; filters: Record<string, string>; run: string | null };

export const readReportUrl = (search: string, filterKeys: readonly string[], defaultKind: ReportPeriodKind, today: string): ReportView => {
  const params = new URLSearchParams(search);
  const kind = REPORT_PERIOD_KINDS.find((value) => value === params.get('period')) ?? defaultKind;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  // A month, quarter or year is its own: the from day names it. A custom period keeps its days as typed (the server
  // answers a from after its to, or a span past five years, with a field error the page shows).
  const period =
    kind === 'CUSTOM' ? { kind, from: from || today, to: to || today } : isCalendarDay(from) ? periodOf(kind, from) : periodOf(kind, today);
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return { period, filters, run: params.get('run') || null };
};

export const reportHref = (path: string, view: Omit<ReportView, 'run'> & { run?: string | null }): string => {
  const params = new URLSearchParams({ period: view.period.kind, from: view.period.from, to: view.period.to });
  for (const [key, value] of Object.entries(view.filters)) if (value) params.set(key, value);
  if (view.run) params.set('run', view.run);
  return `${path}?${params.toString()}`;
};
