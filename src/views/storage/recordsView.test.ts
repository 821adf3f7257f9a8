import { describe, expect, it } from 'vitest';
import { facilityParam, isFiltered, onSiteHref, readRecordsView, recordHref, recordsFilter, recordsHref } from './recordsView';

const FACILITY = '0b6f3c1e-7a52-4c1d-9d7e-2f3a4b5c6d7e';
const RECORD = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('the storage records list URL', () => {
  it('reads every filter back as written, statuses in the filter order', () => {
    const view = readRecordsView(`?q=%20SR-100001%20&facility=${FACILITY}&status=PROBLEM,RESERVED&page=3&record=${RECORD}`);
    expect(view).toEqual({
      q: 'SR-100001',
      facility: FACILITY,
      status: ['RESERVED', 'PROBLEM'],
      onSite: false,
      client: '',
      page: 3,
      record: RECORD,
      reserve: false,
    });
    expect(recordsHref(view)).toBe(`/storage/records?q=SR-100001&facility=${FACILITY}&status=RESERVED%2CPROBLEM&page=3&record=${RECORD}`);
    expect(readRecordsView(recordsHref(view).split('?')[1])).toEqual(view);
  });

  it('drops what is not a filter: a status it does not know, a page that is no page, an id that is no id', () => {
    const view = readRecordsView('?status=NOPE,RETURNED&page=-2&facility=1%20OR%201&client=x&record=');
    expect(view).toEqual({ q: '', facility: '', status: ['RETURNED'], onSite: false, client: '', page: 1, record: '', reserve: false });
    expect(readRecordsView('?onSite=yes').onSite).toBe(false);
    expect(facilityParam('?facility=nope')).toBe('');
    expect(facilityParam(`?facility=${FACILITY}`)).toBe(FACILITY);
  });

  it('is the plain list without filters, and a record link opens it on that record', () => {
    expect(recordsHref(readRecordsView(''))).toBe('/storage/records');
    expect(recordHref(RECORD)).toBe(`/storage/records?record=${RECORD}`);
    expect(readRecordsView('?reserve=1').reserve).toBe(true);
    expect(recordsHref({ ...readRecordsView(''), reserve: true })).toBe('/storage/records?reserve=1');
  });

  it('asks the server for the filters only, nulls for the rest', () => {
    expect(recordsFilter(readRecordsView(''))).toEqual({ search: null, facilityId: null, status: null, onSite: null, clientId: null });
    expect(recordsFilter(readRecordsView(`?client=${FACILITY}&status=CANCELLED`))).toEqual({
      search: null,
      facilityId: null,
      status: ['CANCELLED'],
      onSite: null,
      clientId: FACILITY,
    });
    expect(isFiltered(readRecordsView(`?record=${RECORD}&page=2`))).toBe(false);
    expect(isFiltered(readRecordsView('?q=1HGC'))).toBe(true);
  });

  it("links a facility's on-site count to the same vehicles: the on-site filter, not a status", () => {
    const href = onSiteHref(FACILITY);
    expect(href).toBe(`/storage/records?facility=${FACILITY}&onSite=1`);
    const view = readRecordsView(href.split('?')[1]);
    expect(recordsFilter(view)).toEqual({ search: null, facilityId: FACILITY, status: null, onSite: true, clientId: null });
    expect(isFiltered(view)).toBe(true);
  });
});
