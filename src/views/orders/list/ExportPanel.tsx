import { useCallback } from 'react';
import { useClient } from 'urql';
import { getFragmentData } from '@/generated';
import { DEFAULT_SORT, type OrderListVariables } from '../../../domain/orderListUrl';
import { OrdersExportQuery } from './ordersList.graphql';
import { graphqlFailure } from '../../kit/forms/failure';
import { CsvExport } from '../../kit/ui/CsvExport';
import type { CsvPage } from '../../kit/ui/usePagedCsv';
import { EXPORT_HEADER, type ExportOrder, exportRow } from './exportRows';
import { OrderRowFragment } from './OrderRow';

const PER_REQUEST = 100;

export type ExportPanelProps = { variables: OrderListVariables; disabled: boolean };

/** "Export CSV" of the filtered set (100 orders a request, one at a time), with a progress bar and a cancel button. */
export const ExportPanel = ({ variables, disabled }: ExportPanelProps) => {
  const client = useClient();
  const fetchPage = useCallback(
    async (page: number, before: readonly ExportOrder[]): Promise<CsvPage<ExportOrder>> => {
      // The default order (newest first) pages by keyset: deep pages stay fast, and rows added meanwhile shift nothing.
      const keyset = variables.orderBy.every((sort) => sort.column === DEFAULT_SORT.column && sort.order === DEFAULT_SORT.order);
      const after = keyset ? before.at(-1)?.id : undefined;
      const result = await client
        .query(OrdersExportQuery, { ...variables, first: PER_REQUEST, page, after }, { requestPolicy: 'network-only' })
        .toPromise();
      const data = result.data?.orders;
      if (result.error || !data) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      const rows = data.data.map((row) => ({
        ...getFragmentData(OrderRowFragment, row),
        paymentStatus: row.paymentStatus,
        source: row.source,
      }));
      return { rows, total: data.paginatorInfo.total, hasMore: data.paginatorInfo.hasMorePages };
    },
    [client, variables],
  );
  return <CsvExport noun="orders" prefix="orders" header={EXPORT_HEADER} toRow={exportRow} fetchPage={fetchPage} disabled={disabled} />;
};
