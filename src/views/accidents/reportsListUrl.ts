import { AccidentReportStatusValues } from '@/generated/enums/AccidentReportStatus';
import { IncidentKindValues } from '@/generated/enums/IncidentKind';
import { day, id, listUrl, manyOf, oneOf, page, text } from '../kit/list/listUrl';

export const REPORTS_PATH = '/accidents-incidents/reports';

/** The reports list's view, all of it in the URL: search, filters and page. */
export const reportsUrl = listUrl(REPORTS_PATH, {
  q: text('q'),
  kind: oneOf('kind', IncidentKindValues),
  status: manyOf('status', AccidentReportStatusValues),
  recordable: oneOf('recordable', ['yes', 'no'] as const),
  driver: id('driver'),
  from: day('from'),
  to: day('to'),
  page: page(),
});

export type ReportsView = ReturnType<typeof reportsUrl.read>;

export const readReportsView = reportsUrl.read;

export const reportsHref = (view: ReportsView): string => reportsUrl.href(view);

/** The accidentReports query's filter variables for a view (a half-typed day is left out until it is one). */
export const reportsFilter = (view: ReportsView) => ({
  search: view.q || null,
  kind: view.kind || null,
  status: view.status.length > 0 ? view.status : null,
  recordable: view.recordable === '' ? null : view.recordable === 'yes',
  driverId: view.driver || null,
  from: view.from || null,
  to: view.to || null,
});
