import { describe, expect, it } from 'vitest';
import { formatReportCell, type ReportResult, reportCsv, reportCsvName } from './table';

const result: ReportResult = {
  currency: 'USD',
  distanceUnit: 'mi',
  volumeUnit: 'gal',
  period: { kind: 'QUARTER', from: '2026-07-01', to: '2026-09-30' },
  tables: [
    {
      key: 'return',
      title: 'Return',
      columns: [
        { key: 'place', label: 'Jurisdiction' },
        { key: 'miles', label: 'Total miles', kind: 'distance' },
        { key: 'mpg', label: 'MPG', kind: 'decimal' },
        { key: 'due', label: 'Tax due', kind: 'money' },
        { key: 'share', label: 'Share', kind: 'percent' },
      ],
      rows: [
        { cells: { place: 'IL, "Illinois"', miles: 1234.4, mpg: 6.456, due: 12345, share: 0.25 }, links: { place: '/order-legs' } },
        { cells: { place: 'IN', miles: 10, mpg: null, due: -50, share: 0.125 } },
      ],
      totals: { place: 'Total', miles: 1244.4, due: 12295 },
    },
  ],
};

describe('a report table', () => {
  it('shows figures in the tenant’s money and units', () => {
    const format = { currency: 'USD', distanceUnit: 'mi' as const, volumeUnit: 'gal' as const, locale: 'en-US' };
    const [place, miles, mpg, due, share] = result.tables[0].columns;
    expect(formatReportCell(1234.4, miles, format)).toBe('1,234 mi');
    expect(formatReportCell(6.456, mpg, format)).toBe('6.46');
    expect(formatReportCell(12345, due, format)).toBe('$123.45');
    expect(formatReportCell(0.125, share, format)).toBe('12.5%');
    expect(formatReportCell(null, place, format)).toBe('');
  });

  it('downloads as a CSV of exactly its rows, units in the headers, totals last', () => {
    expect(reportCsv(result, 'return').split('\r\n')).toEqual([
      'Jurisdiction,Total miles (mi),MPG,Tax due (USD),Share (%)',
      '"IL, ""Illinois""",1234,6.46,123.45,25',
      'IN,10,,-0.5,12.5',
      'Total,1244,,122.95,',
      '',
    ]);
    expect(reportCsv(result, 'nope')).toBe('');
  });

  it('names its file by report, table and period', () => {
    expect(reportCsvName('ifta', result.tables[0], result.period)).toBe('ifta-return-2026-07-01-to-2026-09-30.csv');
  });
});
