import { useCallback } from 'react';
import { useClient } from 'urql';
import { STORAGE_RECORDS_CSV_HEADER, type StorageRecordCsvSource, storageRecordCsvRow } from '../../domain/storage/recordsCsv';
import { graphqlFailure } from '../kit/forms/failure';
import { CsvExport } from '../kit/ui/CsvExport';
import type { CsvPage } from '../kit/ui/usePagedCsv';
import { type RecordsView, recordsFilter } from './recordsView';
import { StorageRecordsCsvQuery } from './StorageRecordsPage.graphql';

const PER_REQUEST = 100;

/** "Export CSV" of every record the list's filters match, 100 a request, worded by the shared recordsCsv.ts. */
export const StorageRecordsExport = ({ view, disabled }: { view: RecordsView; disabled: boolean }) => {
  const client = useClient();
  const fetchPage = useCallback(
    async (page: number): Promise<CsvPage<StorageRecordCsvSource>> => {
      const result = await client
        .query(StorageRecordsCsvQuery, { ...recordsFilter(view), first: PER_REQUEST, page }, { requestPolicy: 'network-only' })
        .toPromise();
      const data = result.data?.storageRecords;
      if (result.error || !data) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      return { rows: data.data, total: data.paginatorInfo.total, hasMore: data.paginatorInfo.hasMorePages };
    },
    [client, view],
  );
  return (
    <CsvExport
      noun="storage records"
      prefix="storage-records"
      header={STORAGE_RECORDS_CSV_HEADER}
      toRow={storageRecordCsvRow}
      fetchPage={fetchPage}
      disabled={disabled}
    />
  );
};
