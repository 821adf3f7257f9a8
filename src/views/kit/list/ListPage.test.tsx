import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { tenantMachine } from '../../../machines/app/tenant.machine';
import { tenantFixture } from '../../../testing/fixtures';
import { TenantActor } from '../app/actors';
import { ListPage, type ListPageProps } from './ListPage';
import type { ListState } from './useListQuery';

// The unit project runs in Node (no DOM): the page is rendered to a string under a tenant that writes en-US.
const TENANT = tenantFixture('t1');

type Driver = { id: string; name: string };
const noun = { one: 'driver', many: 'drivers' };
const loaded: ListState<Driver> = {
  rows: [{ id: 'd1', name: 'Dina Ruiz' }],
  info: { total: 1234, currentPage: 2, lastPage: 50, firstItem: 26, lastItem: 50, hasMorePages: true },
  error: null,
  updating: false,
  retry: () => {},
};
const url = { filtered: false, path: '/admin/drivers', hrefOf: ({ page }: { page: number }) => `/admin/drivers?page=${page}` };

const render = (props: Partial<ListPageProps<Driver>>) => {
  const snapshot = tenantMachine.resolveState({ value: 'ready', context: { tenantId: 't1', tenants: [TENANT], candidates: [] } });
  const page: ReactNode = (
    <ListPage<Driver>
      title="Drivers"
      noun={noun}
      list={loaded}
      url={url}
      table={{ caption: 'Drivers', columns: [{ id: 'name', label: 'Name', cell: (driver) => driver.name }], rowKey: (driver) => driver.id }}
      {...props}
    />
  );
  return renderToString(
    <TenantActor.Provider options={{ snapshot, input: { queryTenant: null, storedTenant: null, cookieTenant: null } }}>
      <Router ssrPath="/admin/drivers">{page}</Router>
    </TenantActor.Provider>,
  );
};

describe("a list's page", () => {
  it('counts the rows the filters leave, then draws this page of them and the links to the pages around it', () => {
    const html = render({ list: { ...loaded, updating: true } });
    expect(html).toContain('<p aria-live="polite">1,234 drivers<!-- --> · updating…</p>');
    expect(html).toContain('<td>Dina Ruiz</td>');
    expect(html).toContain('26–50 of 1,234 drivers');
    expect(html).toContain('href="/admin/drivers?page=3"');
  });

  it('says it is loading, then why it failed (with a retry) before anything is shown', () => {
    const loading = render({ list: { ...loaded, rows: [], info: undefined } });
    expect(loading).toContain('Counting…');
    expect(loading).toContain('Loading drivers…');
    const failed = render({ list: { ...loaded, rows: [], info: undefined, error: 'The server could not be reached.' } });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('The server could not be reached.');
    expect(failed).toContain('Try again');
  });

  it('tells an empty list from a list filtered to nothing, and offers the whole list back', () => {
    const empty = { ...loaded, rows: [], info: { total: 0, currentPage: 1, lastPage: 1, firstItem: null, lastItem: null } };
    expect(render({ list: empty })).toContain('No drivers yet');
    const filtered = render({ list: empty, url: { ...url, filtered: true }, empty: { clearLabel: 'Show every driver' } });
    expect(filtered).toContain('No drivers match this view');
    expect(filtered).toContain('<a href="/admin/drivers">Show every driver</a>');
  });

  it('puts the search and filters in a panel of their own when asked, before the list', () => {
    const html = render({
      url: { ...url, search: { value: 'Ruiz', onSearch: () => {} } },
      search: { label: 'Search drivers' },
      find: { title: 'Find drivers' },
      filters: <p>chips</p>,
    });
    const find = html.indexOf('Find drivers');
    expect(find).toBeGreaterThan(-1);
    expect(html.indexOf('Search drivers')).toBeGreaterThan(find);
    expect(html.indexOf('value="Ruiz"')).toBeGreaterThan(find);
    expect(html.indexOf('<p>chips</p>')).toBeLessThan(html.indexOf('>Drivers</h2>'));
  });
});
