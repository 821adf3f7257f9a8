import type { DocumentInput, RequestPolicy } from 'urql';
import { useRecordQuery } from '../kit/record/useRecordQuery';

/** An accident report's page query (the report and its edit form): the record kit's spinner, retry and 404, as "report". */
export const useReportQuery = <Data extends { accidentReport?: unknown }>(
  query: DocumentInput<Data, { id: string }>,
  id: string,
  requestPolicy: RequestPolicy,
) =>
  useRecordQuery({
    query,
    id,
    pick: (data: Data) => data.accidentReport,
    nouns: { missing: 'report', loading: 'report' },
    requestPolicy,
  });
