import { type DriverEmployment, DriverEmploymentValues } from '@/generated/enums/DriverEmployment';
import type { DriverOrderByColumn } from '@/generated/enums/DriverOrderByColumn';
import { type DriverStatus, DriverStatusValues } from '@/generated/enums/DriverStatus';
import { EXPIRY_WINDOW_DAYS } from './labels';

export type DriverSort = { column: DriverOrderByColumn; order: 'ASC' | 'DESC' };

/** The drivers list's view, all of it in the URL: search, filters, sort and page. */
export type DriversView = {
  q: string;
  page: number;
  sort: DriverSort;
  status: DriverStatus[];
  employment: DriverEmployment | '';
  company: string;
  expiring: boolean;
};

export const DEFAULT_DRIVER_SORT: DriverSort = { column: 'NAME', order: 'ASC' };
const SORTABLE: readonly string[] = ['NAME', 'LICENCE_EXPIRES_ON', 'MEDICAL_CARD_EXPIRES_ON', 'CREATED_AT'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const readDriversView = (search: string): DriversView => {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const [column, order] = (params.get('sort') ?? '').split(':');
  const employment = params.get('employment') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
    sort:
      SORTABLE.includes(column) && (order === 'ASC' || order === 'DESC')
        ? { column: column as DriverOrderByColumn, order }
        : DEFAULT_DRIVER_SORT,
    status: (params.get('status') ?? '')
      .split(',')
      .filter((value): value is DriverStatus => (DriverStatusValues as readonly string[]).includes(value)),
    employment: (DriverEmploymentValues as readonly string[]).includes(employment) ? (employment as DriverEmployment) : '',
    company: UUID.test(params.get('company') ?? '') ? (params.get('company') as string) : '',
    expiring: params.get('expiring') === '1',
  };
};

export const driversHref = (view: DriversView): string => {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.status.length > 0) params.set('status', view.status.join(','));
  if (view.employment) params.set('employment', view.employment);
  if (view.company) params.set('company', view.company);
  if (view.expiring) params.set('expiring', '1');
  if (view.sort.column !== DEFAULT_DRIVER_SORT.column || view.sort.order !== DEFAULT_DRIVER_SORT.order)
    params.set('sort', `${view.sort.column}:${view.sort.order}`);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `/admin/drivers?${query}` : '/admin/drivers';
};

/** The drivers query's filter variables for a view. */
export const driversFilter = (view: DriversView) => ({
  search: view.q || null,
  status: view.status.length > 0 ? view.status : null,
  employment: view.employment ? [view.employment] : null,
  truckingCompanyId: view.company || null,
  expiringWithinDays: view.expiring ? EXPIRY_WINDOW_DAYS : null,
  orderBy: [view.sort],
});

export const isFiltered = (view: DriversView): boolean =>
  Boolean(view.q || view.status.length > 0 || view.employment || view.company || view.expiring);
