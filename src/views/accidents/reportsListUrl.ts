import { type AccidentReportStatus, AccidentReportStatusValues } from '@/generated/enums/AccidentReportStatus';
import { type IncidentKind, IncidentKindValues } from '@/generated/enums/IncidentKind';

/** The reports list's view, all of it in the URL: search, filters and page. */
export type ReportsView = {
  q: string;
  page: number;
  kind: IncidentKind | '';
  status: AccidentReportStatus[];
  recordable: 'yes' | 'no' | '';
  driver: string;
  from: string;
  to: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const REPORTS_PATH = '/accidents-incidents/reports';

export const readReportsView = (search: string): ReportsView => {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const kind = params.get('kind') ?? '';
  const recordable = params.get('recordable') ?? '';
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? (params.get(name) as string) : '');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
    kind: (IncidentKindValues as readonly string[]).includes(kind) ? (kind as IncidentKind) : '',
    status: (params.get('status') ?? '')
      .split(',')
      .filter((value): value is AccidentReportStatus => (AccidentReportStatusValues as readonly string[]).includes(value)),
    recordable: recordable === 'yes' || recordable === 'no' ? recordable : '',
    driver: UUID.test(params.get('driver') ?? '') ? (params.get('driver') as string) : '',
    from: day('from'),
    to: day('to'),
  };
};

export const reportsHref = (view: ReportsView): string => {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.kind) params.set('kind', view.kind);
  if (view.status.length > 0) params.set('status', view.status.join(','));
  if (view.recordable) params.set('recordable', view.recordable);
  if (view.driver) params.set('driver', view.driver);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `${REPORTS_PATH}?${query}` : REPORTS_PATH;
};

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

export const isFiltered = (view: ReportsView): boolean =>
  Boolean(view.q || view.kind || view.status.length > 0 || view.recordable || view.driver || view.from || view.to);
