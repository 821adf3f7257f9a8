import { describe, expect, it } from 'vitest';
import { readReportUrl, reportHref } from './reportUrl';

describe('a report page’s URL', () => {
  it('reads its period and filters, the default kind’s period holding today when none is given', () => {
    expect(readReportUrl('', ['client'], 'QUARTER', '2026-12-07')).toEqual({
      period: { kind: 'QUARTER', from: '2026-10-01', to: '2026-12-31' },
      filters: {},
      run: null,
    });
    expect(readReportUrl('?period=MONTH&from=2026-02-10&client=abc&other=x&run=r1', ['client'], 'QUARTER', '2026-12-07')).toEqual({
      period: { kind: 'MONTH', from: '2026-02-01', to: '2026-02-28' },
      filters: { client: 'abc' },
      run: 'r1',
    });
  });

  it('keeps a custom period as typed, for the server to refuse', () => {
    expect(readReportUrl('?period=CUSTOM&from=2026-03-09&to=2026-03-01', [], 'MONTH', '2026-12-07').period).toEqual({
      kind: 'CUSTOM',
      from: '2026-03-09',
      to: '2026-03-01',
    });
  });

  it('writes them back, without empty filters', () => {
    expect(
      reportHref('/admin/reports/invoices', {
        period: { kind: 'YEAR', from: '2026-01-01', to: '2026-12-31' },
        filters: { client: 'c1', method: '' },
      }),
    ).toBe('/admin/reports/invoices?period=YEAR&from=2026-01-01&to=2026-12-31&client=c1');
  });
});
