import type { StorageRecordStatus } from '@/generated/enums/StorageRecordStatus';
import { STORAGE_STATUS_ORDER } from './labels';

/** What /storage/records shows, kept in its URL (shareable, back-button friendly): the filters, the page, the record open. */
export type RecordsView = {
  q: string;
  facility: string;
  status: StorageRecordStatus[];
  /** Only the vehicles on site now (as a facility's on-site count, which links here). */
  onSite: boolean;
  client: string;
  page: number;
  /** The record shown beside the list (no route of its own: routes.ts has none for one storage record). */
  record: string;
  /** The reservation form is open. */
  reserve: boolean;
};

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParam = (params: URLSearchParams, name: string): string => {
  const value = params.get(name) ?? '';
  return ID.test(value) ? value : '';
};

/** The `facility` of a storage page's URL (the overview's and the list's), '' when none or not an id. */
export const facilityParam = (search: string): string => idParam(new URLSearchParams(search), 'facility');

export const readRecordsView = (search: string): RecordsView => {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const statuses = new Set((params.get('status') ?? '').split(','));
  return {
    q: (params.get('q') ?? '').trim(),
    facility: idParam(params, 'facility'),
    status: STORAGE_STATUS_ORDER.filter((status) => statuses.has(status)),
    onSite: params.get('onSite') === '1',
    client: idParam(params, 'client'),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 100_000) : 1,
    record: idParam(params, 'record'),
    reserve: params.get('reserve') === '1',
  };
};

export const recordsHref = (view: RecordsView): string => {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.facility) params.set('facility', view.facility);
  if (view.status.length > 0) params.set('status', view.status.join(','));
  if (view.onSite) params.set('onSite', '1');
  if (view.client) params.set('client', view.client);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.record) params.set('record', view.record);
  if (view.reserve) params.set('reserve', '1');
  const query = params.toString();
  return query ? `/storage/records?${query}` : '/storage/records';
};

/** A link to one record on the list (every record, so the list behind it is the plain one). */
export const recordHref = (id: string): string => recordsHref({ ...readRecordsView(''), record: id });

/** The vehicles on site at a facility now: what its on-site count counts. */
export const onSiteHref = (facility: string): string => recordsHref({ ...readRecordsView(''), facility, onSite: true });

/** The list query's variables for a view. */
export const recordsFilter = (view: RecordsView) => ({
  search: view.q || null,
  facilityId: view.facility || null,
  status: view.status.length > 0 ? view.status : null,
  onSite: view.onSite || null,
  clientId: view.client || null,
});

export const isFiltered = (view: RecordsView): boolean =>
  !!(view.q || view.facility || view.client || view.onSite || view.status.length > 0);
