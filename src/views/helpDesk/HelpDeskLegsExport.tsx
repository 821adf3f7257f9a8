import { useCallback } from 'react';
import { useClient } from 'urql';
import { getFragmentData } from '@/generated';
import type { HelpDeskLegsPageQuery } from '@/generated/graphql';
import type { CsvCell } from '../../domain/csv';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { graphqlFailure } from '../kit/forms/failure';
import { LEG_STATUS_LABEL } from '../kit/record/legLabels';
import { CsvExport } from '../kit/ui/CsvExport';
import type { CsvPage } from '../kit/ui/usePagedCsv';
import { HelpDeskLegFragment, HelpDeskLegsQuery } from './HelpDeskLegsPage.graphql';
import { REASON_LABEL } from './labels';
import type { LegsView } from './legsListUrl';

type Row = HelpDeskLegsPageQuery['helpDeskLegs']['data'][number];

const PER_REQUEST = 100;
const HEADER = ['Leg', 'Order', 'Status', 'Reasons', 'Since', 'Detail', 'VIN', 'Confirmed pickup', 'Confirmed delivery'] as const;

/** "Export CSV" of every leg the list's reasons and search match, 100 a request. */
export const HelpDeskLegsExport = ({ view, disabled }: { view: LegsView; disabled: boolean }) => {
  const client = useClient();
  const dateTime = useDateTimeFormat();
  const toRow = useCallback(
    (row: Row): CsvCell[] => {
      const leg = getFragmentData(HelpDeskLegFragment, row.leg);
      return [
        leg.number,
        leg.order.number,
        LEG_STATUS_LABEL[leg.status],
        row.reasons.map((reason) => REASON_LABEL[reason]).join('; '),
        dateTime(row.since),
        row.detail,
        leg.vehicle?.vin ?? '',
        dateTime(leg.confirmedPickupAt),
        dateTime(leg.confirmedDeliveryAt),
      ];
    },
    [dateTime],
  );
  const fetchPage = useCallback(
    async (page: number): Promise<CsvPage<Row>> => {
      const variables = { first: PER_REQUEST, page, reasons: view.reasons.length > 0 ? view.reasons : null, search: view.q || null };
      const result = await client.query(HelpDeskLegsQuery, variables, { requestPolicy: 'network-only' }).toPromise();
      const data = result.data?.helpDeskLegs;
      if (result.error || !data) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      return { rows: data.data, total: data.paginatorInfo.total, hasMore: data.paginatorInfo.hasMorePages };
    },
    [client, view],
  );
  return <CsvExport noun="legs" prefix="help-desk-legs" header={HEADER} toRow={toRow} fetchPage={fetchPage} disabled={disabled} />;
};
