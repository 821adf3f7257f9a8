import { flag, id, listUrl, manyOf, page, text } from '../kit/list/listUrl';
import { STORAGE_STATUS_ORDER } from './labels';

/**
 * What /storage/records shows, kept in its URL (shareable, back-button friendly): the filters, the page, the record
 * open beside the list (no route of its own: routes.ts has none for one storage record) and the reservation form.
 * `onSite` is only the vehicles on site now (as a facility's on-site count, which links here).
 */
export const recordsUrl = listUrl('/storage/records', {
  q: text('q'),
  facility: id('facility'),
  status: manyOf('status', STORAGE_STATUS_ORDER, true),
  onSite: flag('onSite'),
  client: id('client'),
  page: page(),
  record: id('record', 'position'),
  reserve: flag('reserve', 'state'),
});

export type RecordsView = ReturnType<typeof recordsUrl.read>;

/** The `facility` of a storage page's URL (the overview's and the list's), '' when none or not an id. */
export const facilityParam = (search: string): string => recordsUrl.read(search).facility;

export const readRecordsView = recordsUrl.read;

export const recordsHref = (view: RecordsView): string => recordsUrl.href(view);

/** A link to one record on the list (every record, so the list behind it is the plain one). */
export const recordHref = (record: string): string => recordsHref({ ...readRecordsView(''), record });

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

export const isFiltered = recordsUrl.isFiltered;
