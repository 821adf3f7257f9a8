import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { getFragmentData } from '@/generated';
import { csvFileName, toCsv } from '../../../domain/csv';
import { DEFAULT_SORT, type OrderListVariables } from '../../../domain/orderListUrl';
import { OrdersExportQuery } from '../../../graphql/operations/ordersList';
import { graphqlFailure } from '../../forms/failure';
import { EXPORT_HEADER, type ExportOrder, exportRow } from './exportRows';
import { OrderRowFragment } from './OrderRow';

const PER_REQUEST = 100;

export type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number | null }
  | { kind: 'done'; count: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/** Hands a text file to the browser's downloads through a temporary Blob link. */
const download = (name: string, text: string) => {
  // The byte-order mark makes Excel read the file as UTF-8 (accented client names).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** Fetches every page of the filtered list (100 a request, one at a time), then downloads it as CSV. */
export const useCsvExport = (variables: OrderListVariables) => {
  const client = useClient();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const run = useRef(0); // the current export's number; a cancelled or replaced one stops at its next page

  useEffect(
    () => () => {
      run.current += 1; // leaving the page stops a running export
    },
    [],
  );

  const start = useCallback(async () => {
    const id = ++run.current;
    setState({ kind: 'running', done: 0, total: null });
    const orders: ExportOrder[] = [];
    // The default order (newest first) pages by keyset: deep pages stay fast, and rows added meanwhile shift nothing.
    const keyset = variables.orderBy.every((sort) => sort.column === DEFAULT_SORT.column && sort.order === DEFAULT_SORT.order);
    for (let page = 1, more = true; more; page += 1) {
      const after = keyset ? orders.at(-1)?.id : undefined;
      const result = await client
        .query(OrdersExportQuery, { ...variables, first: PER_REQUEST, page, after }, { requestPolicy: 'network-only' })
        .toPromise();
      if (run.current !== id) return;
      const data = result.data?.orders;
      if (result.error || !data) {
        setState({ kind: 'failed', message: result.error ? graphqlFailure(result.error).message : 'No data came back.' });
        return;
      }
      orders.push(...data.data.map((row) => ({ ...getFragmentData(OrderRowFragment, row), paymentStatus: row.paymentStatus, source: row.source })));
      more = data.paginatorInfo.hasMorePages && data.data.length > 0;
      setState({ kind: 'running', done: orders.length, total: Math.max(data.paginatorInfo.total, orders.length) });
    }
    download(csvFileName('orders', new Date()), toCsv(EXPORT_HEADER, orders.map(exportRow)));
    setState({ kind: 'done', count: orders.length });
  }, [client, variables]);

  const cancel = useCallback(() => {
    run.current += 1;
    setState({ kind: 'cancelled' });
  }, []);

  return { state, start, cancel };
};
