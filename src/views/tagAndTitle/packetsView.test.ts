import { describe, expect, it } from 'vitest';
import { IN_PROGRESS_PATH, isFiltered, PACKETS_PATH, packetsFilter, packetsHref, readPacketsView, statusChoices } from './packetsView';

describe('packets view', () => {
  it('reads a link back into the view it came from', () => {
    const view = {
      q: 'TT-1001',
      page: 3,
      status: ['CREATED', 'ON_HOLD'] as const,
      kind: 'TEMP_TAG',
      paperwork: 'PENDING',
      state: 'TX',
    } as const;
    const href = packetsHref(PACKETS_PATH, { ...view, status: [...view.status] });
    expect(href).toBe('/tag-and-title/packets?q=TT-1001&status=CREATED%2CON_HOLD&kind=TEMP_TAG&paperwork=PENDING&state=TX&page=3');
    expect(readPacketsView(href.slice(href.indexOf('?')))).toEqual({ ...view, status: [...view.status] });
  });

  it('drops what is not a filter value', () => {
    expect(readPacketsView('?status=NOPE,SHIPPED&kind=CAR&paperwork=x&state=Texas&page=-2')).toEqual({
      q: '',
      page: 1,
      status: ['SHIPPED'],
      kind: '',
      paperwork: '',
      state: '',
    });
    expect(isFiltered(readPacketsView(''))).toBe(false);
    expect(packetsHref(IN_PROGRESS_PATH, readPacketsView(''))).toBe(IN_PROGRESS_PATH);
  });

  it('asks the in-progress list without completed packets', () => {
    expect(packetsFilter(readPacketsView('?state=on'), true)).toEqual({
      search: null,
      status: null,
      kind: null,
      paperworkStatus: null,
      stateProvince: 'ON',
      inProgress: true,
    });
    expect(statusChoices(true)).not.toContain('COMPLETED');
    expect(statusChoices(false)).toContain('COMPLETED');
  });
});
