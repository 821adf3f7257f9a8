import { parse } from 'graphql';
import type { Client, TypedDocumentNode } from 'urql';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../domain/csv';
import { collectPages } from '../ui/usePagedCsv';
import { csvColumns } from './ListCsvExport';
import { fetchListPage, listSource } from './listSource';

type Driver = { name: string; status: string };
type Data = { drivers: { data: Driver[]; paginatorInfo: { total: number; currentPage: number; lastPage: number } } };
type Vars = { search: string | null; first: number; page: number };

const ALL: Driver[] = Array.from({ length: 250 }, (_, index) => ({ name: `Driver ${index + 1}`, status: index % 2 ? 'Active' : 'Off' }));

/** A server in a box: filters by search, pages as Lighthouse does, and notes every request. */
const fakeClient = (requests: Vars[]) =>
  ({
    query: (_query: unknown, variables: Vars) => ({
      toPromise: async () => {
        requests.push(variables);
        const matching = ALL.filter((driver) => !variables.search || driver.status === variables.search);
        const start = (variables.page - 1) * variables.first;
        const lastPage = Math.max(1, Math.ceil(matching.length / variables.first));
        return {
          data: {
            drivers: {
              data: matching.slice(start, start + variables.first),
              paginatorInfo: { total: matching.length, currentPage: variables.page, lastPage },
            },
          },
        };
      },
    }),
  }) as unknown as Client;

const source = listSource({
  query: parse('query Drivers($search: String, $first: Int!, $page: Int!) { drivers { data { name } } }') as TypedDocumentNode<Data, Vars>,
  variables: (filter: { q: string }, paging) => ({ search: filter.q || null, ...paging }),
  pick: (data) => data.drivers,
});

const csv = csvColumns<Driver>([
  ['Name', (driver) => driver.name],
  ['Status', (driver) => driver.status],
]);

describe("a list's CSV", () => {
  it('holds every row the filters match, asked 100 a request over every page, not only the page on screen', async () => {
    const requests: Vars[] = [];
    const progress: [number, number][] = [];
    const result = await collectPages(
      (page: number) => fetchListPage(fakeClient(requests), source, { q: 'Active' }, page),
      () => true,
      (done, total) => progress.push([done, total]),
    );
    if (!result || 'error' in result) throw new Error('no rows');
    expect(requests).toEqual([
      { search: 'Active', first: 100, page: 1 },
      { search: 'Active', first: 100, page: 2 },
    ]);
    expect(progress).toEqual([
      [100, 125],
      [125, 125],
    ]);
    const file = toCsv(
      csv.header,
      result.rows.map((row) => csv.row(row, { dateTime: () => '' })),
    );
    const lines = file.trimEnd().split('\r\n');
    expect(lines).toHaveLength(126);
    expect(lines[0]).toBe('Name,Status');
    expect(lines[1]).toBe('Driver 2,Active');
    expect(lines.at(-1)).toBe('Driver 250,Active');
    expect(lines.every((line, index) => index === 0 || line.endsWith(',Active'))).toBe(true);
  });

  it('hands a list paged by keyset every row so far, so it can ask for the rows after the last', async () => {
    const asked: (string | undefined)[] = [];
    const keyset = listSource({
      query: source.query,
      variables: (_filter: null, paging, before: readonly Driver[] = []) => {
        asked.push(before.at(-1)?.name);
        return { search: null, ...paging };
      },
      pick: (data: Data) => data.drivers,
    });
    const result = await collectPages(
      (page: number, before: readonly Driver[]) => fetchListPage(fakeClient([]), keyset, null, page, before),
      () => true,
      () => {},
    );
    expect(result && 'rows' in result && result.rows).toHaveLength(250);
    expect(asked).toEqual([undefined, 'Driver 100', 'Driver 200']);
  });

  it('stops where the export is cancelled, and says why a page failed', async () => {
    let pages = 0;
    const cancelled = await collectPages(
      async () => {
        pages += 1;
        return { rows: [1, 2], total: 10, hasMore: true };
      },
      () => pages < 2,
      () => {},
    );
    expect(cancelled).toBeNull();
    expect(pages).toBe(2);
    const failed = await collectPages(
      async () => ({ error: 'Forbidden' }),
      () => true,
      () => {},
    );
    expect(failed).toEqual({ error: 'Forbidden' });
  });
});
