import { useCallback, useEffect, useRef, useState } from 'react';
import { type CsvCell, csvFileName, toCsv } from '../../../domain/csv';

/** One page of a paginated list, or why it could not be had. */
export type CsvPage<Row> = { rows: readonly Row[]; total: number; hasMore: boolean } | { error: string };

export type CsvExportState =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number | null }
  | { kind: 'done'; count: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

export type PagedCsvOptions<Row> = {
  /** Fetches page `page` (1-based) of the filtered list, straight from the network; `before` is every row so far (for keyset paging). */
  fetchPage: (page: number, before: readonly Row[]) => Promise<CsvPage<Row>>;
  header: readonly string[];
  toRow: (row: Row) => CsvCell[];
  /** The file name's prefix: "orders" gives orders-2025-03-01.csv. */
  prefix: string;
};

/** Hands a text file to the browser's downloads through a temporary Blob link. */
const download = (name: string, text: string) => {
  // The byte-order mark makes Excel read the file as UTF-8 (accented client and company names).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/**
 * Every row of a filtered list, one request at a time: null once `wanted` says the export was cancelled or replaced,
 * a page's error, or the rows; `onProgress` hears the count so far and the list's total after each page.
 */
export const collectPages = async <Row>(
  fetchPage: PagedCsvOptions<Row>['fetchPage'],
  wanted: () => boolean,
  onProgress: (done: number, total: number) => void,
): Promise<{ rows: Row[] } | { error: string } | null> => {
  const rows: Row[] = [];
  for (let page = 1, more = true; more; page += 1) {
    const result = await fetchPage(page, rows);
    if (!wanted()) return null;
    if ('error' in result) return result;
    rows.push(...result.rows);
    more = result.hasMore && result.rows.length > 0;
    onProgress(rows.length, Math.max(result.total, rows.length));
  }
  return { rows };
};

/** Pages through a whole filtered list one request at a time, then downloads it as one CSV file. */
export const usePagedCsv = <Row>({ fetchPage, header, toRow, prefix }: PagedCsvOptions<Row>) => {
  const [state, setState] = useState<CsvExportState>({ kind: 'idle' });
  const run = useRef(0); // the current export's number: a cancelled or replaced one stops at its next page

  useEffect(
    () => () => {
      run.current += 1; // leaving the page stops a running export
    },
    [],
  );

  const start = useCallback(async () => {
    const id = ++run.current;
    setState({ kind: 'running', done: 0, total: null });
    const result = await collectPages(
      fetchPage,
      () => run.current === id,
      (done, total) => setState({ kind: 'running', done, total }),
    );
    if (result === null) return;
    if ('error' in result) return setState({ kind: 'failed', message: result.error });
    download(csvFileName(prefix, new Date()), toCsv(header, result.rows.map(toRow)));
    setState({ kind: 'done', count: result.rows.length });
  }, [fetchPage, header, toRow, prefix]);

  const cancel = useCallback(() => {
    run.current += 1;
    setState({ kind: 'cancelled' });
  }, []);

  return { state, start, cancel };
};
