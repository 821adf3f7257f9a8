import { DriverEmploymentValues } from '@/generated/enums/DriverEmployment';
import type { DriverOrderByColumn } from '@/generated/enums/DriverOrderByColumn';
import { DriverStatusValues } from '@/generated/enums/DriverStatus';
import { flag, id, listUrl, manyOf, oneOf, page, type Sort, sort, text } from '../kit/list/listUrl';
import { EXPIRY_WINDOW_DAYS } from './labels';

export type DriverSort = Sort<DriverOrderByColumn>;

export const DEFAULT_DRIVER_SORT: DriverSort = { column: 'NAME', order: 'ASC' };
const SORTABLE: readonly DriverOrderByColumn[] = ['NAME', 'LICENCE_EXPIRES_ON', 'MEDICAL_CARD_EXPIRES_ON', 'CREATED_AT'];

/** The drivers list's view, all of it in the URL: search, filters, sort and page. */
export const driversUrl = listUrl('/admin/drivers', {
  q: text('q'),
  status: manyOf('status', DriverStatusValues),
  employment: oneOf('employment', DriverEmploymentValues),
  company: id('company'),
  expiring: flag('expiring'),
  sort: sort('sort', SORTABLE, DEFAULT_DRIVER_SORT),
  page: page(),
});

export type DriversView = ReturnType<typeof driversUrl.read>;

/** The drivers query's filter variables for a view. */
export const driversFilter = (view: DriversView) => ({
  search: view.q || null,
  status: view.status.length > 0 ? view.status : null,
  employment: view.employment ? [view.employment] : null,
  truckingCompanyId: view.company || null,
  expiringWithinDays: view.expiring ? EXPIRY_WINDOW_DAYS : null,
  orderBy: [view.sort],
});
