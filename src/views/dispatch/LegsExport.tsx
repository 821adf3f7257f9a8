import { useCallback } from 'react';
import { useClient } from 'urql';
import { getFragmentData } from '@/generated';
import type { DispatchLeg_LegFragment as LegFields } from '@/generated/graphql';
import type { CsvCell } from '../../domain/csv';
import { graphqlFailure } from '../kit/forms/failure';
import { LEG_STATUS_LABEL, METHOD_LABEL } from '../kit/record/legLabels';
import { vehicleName } from '../kit/record/format';
import { CsvExport } from '../kit/ui/CsvExport';
import type { CsvPage } from '../kit/ui/usePagedCsv';
import type { BoardRow } from './BoardList';
import { type BoardView, boardFilter } from './boardView';
import { DispatchBoardQuery, DispatchLegFragment } from './dispatch.graphql';

const PER_REQUEST = 100;

type ExportRow = { row: BoardRow; leg: LegFields };

const HEADER = [
  'Leg',
  'Order',
  'Pickup day',
  'Region',
  'Pickup',
  'Delivery',
  'Vehicle',
  'VIN',
  'Method',
  'Status',
  'Driver',
  'Trucking company',
] as const;

const toRow = ({ row, leg }: ExportRow): CsvCell[] => [
  leg.number,
  leg.order.number,
  row.pickupDay ?? 'ASAP',
  row.region ?? '',
  row.pickup?.label ?? '',
  row.delivery?.label ?? '',
  vehicleName(leg.vehicle),
  leg.vehicle?.vin ?? '',
  METHOD_LABEL[leg.transportMethod],
  LEG_STATUS_LABEL[leg.status],
  leg.driver?.fullName ?? '',
  leg.truckingCompany?.displayName ?? '',
];

/** "Export CSV" of every leg the filters match, 100 a request. */
export const LegsExport = ({ view, disabled }: { view: BoardView; disabled: boolean }) => {
  const client = useClient();
  const fetchPage = useCallback(
    async (page: number): Promise<CsvPage<ExportRow>> => {
      const result = await client
        .query(DispatchBoardQuery, { first: PER_REQUEST, page, filter: boardFilter(view) }, { requestPolicy: 'network-only' })
        .toPromise();
      const data = result.data?.dispatchBoard;
      if (result.error || !data) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      return {
        rows: data.data.map((row) => ({ row, leg: getFragmentData(DispatchLegFragment, row.leg) })),
        total: data.paginatorInfo.total,
        hasMore: data.paginatorInfo.hasMorePages,
      };
    },
    [client, view],
  );
  return <CsvExport noun="legs" prefix="dispatch-legs" header={HEADER} toRow={toRow} fetchPage={fetchPage} disabled={disabled} />;
};
