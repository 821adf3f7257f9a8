import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { ReportChart as Chart, ReportTable } from '../../../domain/reports/table';
import { ReportChart } from './ReportChart';
import { ReportTableView } from './ReportTableView';

const format = { currency: 'USD', distanceUnit: 'mi' as const, volumeUnit: 'gal' as const, locale: 'en-US' };
const table: ReportTable = {
  key: 'aging',
  title: 'Aging by client',
  columns: [
    { key: 'client', label: 'Client' },
    { key: 'current', label: 'Current', kind: 'money' },
    { key: 'over90', label: '90+', kind: 'money' },
  ],
  rows: [
    { cells: { client: 'Acme Motors', current: 150000, over90: 0 }, links: { over90: '/accounting/invoices?client=c1' } },
    { cells: { client: 'Zenith Rentals', current: null, over90: 2500 }, links: { over90: '/accounting/invoices?client=c2' } },
  ],
  totals: { client: 'Total', current: 150000, over90: 2500 },
};

// The unit project runs in Node (no DOM): the views are rendered to strings.
describe('a report’s table', () => {
  it('shows each figure in the tenant’s money, a linked figure as a link to what it counts, the totals last, and its CSV', () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/admin/reports/invoices">
        <ReportTableView table={table} format={format} csvHref="/api/report-runs/r1/csv?table=aging" csvName="aging.csv" />
      </Router>,
    );
    expect(html).toContain('<h2 id="report-table-aging">Aging by client</h2>');
    expect(html).toContain('<th scope="col" class="numeric">90+</th>');
    expect(html).toContain('<td class="numeric">$1,500.00</td>');
    expect(html).toContain('href="/accounting/invoices?client=c2">$25.00</a>');
    expect(html).toMatch(
      /<tfoot><tr><td>Total<\/td><td class="numeric">\$1,500\.00<\/td><td class="numeric">\$25\.00<\/td><\/tr><\/tfoot>/,
    );
    expect(html).toContain('href="/api/report-runs/r1/csv?table=aging" download="aging.csv"');
  });

  it('says when the period has nothing to show, and still offers its CSV (its header: a return with no activity is filed too)', () => {
    const html = renderToStaticMarkup(
      <ReportTableView table={{ ...table, rows: [], totals: undefined }} format={format} csvHref="/x" csvName="x.csv" />,
    );
    expect(html).toContain('Nothing to show in aging by client for this period.');
    expect(html).toContain('Download CSV');
    expect(html).not.toContain('<table');
  });
});

describe('a report’s chart', () => {
  it('draws its series as an image named by its title, with its figures as a table for screen readers', () => {
    const chart: Chart = {
      title: 'Margin by month',
      kind: 'bar',
      valueKind: 'money',
      series: [
        {
          key: 'revenue',
          label: 'Revenue',
          points: [
            { x: 'Jan', y: 100000 },
            { x: 'Feb', y: 50000 },
          ],
        },
        {
          key: 'margin',
          label: 'Margin',
          points: [
            { x: 'Jan', y: 20000 },
            { x: 'Feb', y: -1000 },
          ],
        },
      ],
    };
    const html = renderToStaticMarkup(<ReportChart chart={chart} format={format} />);
    expect(html).toMatch(/<svg [^>]*role="img"/);
    expect(html).toContain('>Margin by month</title>');
    expect(html.match(/<rect /g)).toHaveLength(4 + 2); // four bars, and the two keys
    expect(html).toContain('<th scope="row">Feb</th><td>$500.00</td><td>-$10.00</td>');
  });
});
