import { describe, expect, it } from 'vitest';
import { readReportsView, reportsFilter, reportsHref } from './reportsListUrl';

describe('the reports list URL', () => {
  it('reads back what it writes', () => {
    const view = {
      q: 'AI-1',
      page: 2,
      kind: 'ACCIDENT' as const,
      status: ['OPEN' as const],
      recordable: 'yes' as const,
      driver: '0b6c9a5e-1f5e-4a52-9d7a-8f1e2a3b4c5d',
      from: '2026-01-01',
      to: '2026-03-31',
    };
    const href = reportsHref(view);
    expect(readReportsView(href.split('?')[1])).toEqual(view);
    expect(reportsFilter(view)).toMatchObject({ recordable: true, kind: 'ACCIDENT', status: ['OPEN'], from: '2026-01-01' });
  });

  it('drops junk from the URL', () => {
    expect(readReportsView('kind=CRASH&status=OPEN,NOPE&recordable=maybe&driver=1&from=yesterday&page=-3')).toEqual({
      q: '',
      page: 1,
      kind: '',
      status: ['OPEN'],
      recordable: '',
      driver: '',
      from: '',
      to: '',
    });
  });
});
