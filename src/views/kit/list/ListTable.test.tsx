import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { hiddenOf, parseHidden, shownColumns } from './columnChoice';
import { type ListColumn, ListTable } from './ListTable';

// The unit project runs in Node (no DOM): the table is rendered to a string.
type Vehicle = { id: string; vin: string; year: number; make: string };
const rows: Vehicle[] = [
  { id: 'a', vin: '1HGCM82633A004352', year: 2021, make: 'Honda' },
  { id: 'b', vin: '5YJ3E1EA7KF317000', year: 2019, make: 'Tesla' },
];
const columns: ListColumn<Vehicle, 'VIN' | 'YEAR'>[] = [
  { id: 'vin', label: 'VIN', heading: true, sort: 'VIN', cell: (vehicle) => <a href={`/v/${vehicle.id}`}>{vehicle.vin}</a> },
  { id: 'year', label: 'Year', sort: 'YEAR', firstOrder: 'DESC', className: 'numeric', cell: (vehicle) => vehicle.year },
  { id: 'make', label: 'Make', cellClassName: 'nowrap', cell: (vehicle) => vehicle.make },
];

const render = (props: Partial<Parameters<typeof ListTable<Vehicle, 'VIN' | 'YEAR'>>[0]> = {}) =>
  renderToStaticMarkup(
    <Router ssrPath="/vehicles">
      <ListTable caption="Vehicles" columns={columns} rows={rows} rowKey={(vehicle) => vehicle.id} {...props} />
    </Router>,
  );

describe('a list table', () => {
  it('draws a heading per column and a row per record, its first cell the row’s heading', () => {
    const html = render();
    expect(html).toContain('<caption class="visually-hidden">Vehicles</caption>');
    expect(html).toContain('<th scope="col">VIN</th><th scope="col" class="numeric">Year</th><th scope="col">Make</th>');
    expect(html).toContain(
      '<th scope="row"><a href="/v/a">1HGCM82633A004352</a></th><td class="numeric">2021</td><td class="nowrap">Honda</td>',
    );
    expect(html).not.toContain('Columns');
  });

  it('makes the sortable headings buttons that say which way the list is sorted', () => {
    const html = render({ sort: { value: { column: 'YEAR', order: 'DESC' }, onSort: () => {} } });
    expect(html).toMatch(/<th scope="col" aria-sort="none"><button type="button" class="orders-sort">VIN/);
    expect(html).toMatch(/<th scope="col" class="numeric" aria-sort="descending"><button[^>]*>Year/);
    expect(html).toContain('<th scope="col">Make</th>');
  });

  it('marks rows that open a record, and offers the column choice where the list keeps one', () => {
    const html = render({ rowHref: (vehicle) => `/v/${vehicle.id}`, choiceKey: 'vehicles' });
    expect(html.match(/<tr class="list-row-link">/g)).toHaveLength(2);
    expect(html).toContain('<summary class="btn btn-secondary">Columns</summary>');
    // Closed, the chooser holds no checkbox: named after the columns, they would share names with a form's fields.
    expect(html).not.toContain('type="checkbox"');
  });
});

describe('the column choice', () => {
  it('hides what the person unticked, never the first column, and keeps only columns the list still has', () => {
    expect(parseHidden(['year', 'vin', 'gone'], columns)).toEqual(['year']);
    expect(parseHidden('year', columns)).toBeNull();
    expect(shownColumns(columns, ['year', 'vin']).map((column) => column.id)).toEqual(['vin', 'make']);
    expect(hiddenOf(columns, ['vin', 'make'])).toEqual(['year']);
    expect(hiddenOf(columns, ['make'])).toEqual(['year']);
  });
});
