import { useCallback } from 'react';
import { useClient } from 'urql';
import { getFragmentData } from '@/generated';
import type { TntPacketRowFragment as PacketRow } from '@/generated/graphql';
import type { CsvCell } from '../../domain/csv';
import { formatDateTime } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { vehicleName } from '../kit/record/format';
import { CsvExport } from '../kit/ui/CsvExport';
import type { CsvPage } from '../kit/ui/usePagedCsv';
import { CARRIER_LABEL, PAPERWORK_STATUS_LABEL, TNT_KIND_LABEL, TNT_STATUS_LABEL, TRANSPORT_LABEL } from './labels';
import { TntPacketRowFragment, TntPacketsQuery } from './PacketsPage.graphql';
import { type PacketsView, packetsFilter } from './packetsView';

const PER_REQUEST = 100;

const HEADER = [
  'Number',
  'Kind',
  'Status',
  'Paperwork',
  'Order',
  'Client',
  'Vehicle',
  'VIN',
  'State or province',
  'County',
  'Documents missing',
  'Fees (minor units)',
  'Transport',
  'Carrier',
  'Tracking number',
  'Temp tag',
  'Temp tag expires',
  'Created',
  'Updated',
] as const;

/** "Export CSV" of every packet the list's filters match, 100 a request. */
export const PacketsExport = ({ view, inProgress, disabled }: { view: PacketsView; inProgress: boolean; disabled: boolean }) => {
  const client = useClient();
  const tenant = useCurrentTenant();
  const toRow = useCallback(
    (packet: PacketRow): CsvCell[] => [
      packet.number,
      TNT_KIND_LABEL[packet.kind],
      TNT_STATUS_LABEL[packet.status],
      PAPERWORK_STATUS_LABEL[packet.paperworkStatus],
      packet.order.number,
      packet.order.client.displayName,
      packet.vehicle ? vehicleName(packet.vehicle) : '',
      packet.vin ?? '',
      packet.stateProvince,
      packet.county ?? '',
      packet.missingDocuments,
      packet.feeTotal,
      packet.transport ? TRANSPORT_LABEL[packet.transport] : '',
      packet.carrier ? CARRIER_LABEL[packet.carrier] : '',
      packet.trackingNumber ?? '',
      packet.tempTagNumber ?? '',
      packet.tempTagExpiresOn ?? '',
      formatDateTime(packet.createdAt, tenant?.locale, tenant?.timeZone),
      formatDateTime(packet.updatedAt, tenant?.locale, tenant?.timeZone),
    ],
    [tenant],
  );
  const fetchPage = useCallback(
    async (page: number): Promise<CsvPage<PacketRow>> => {
      const result = await client
        .query(TntPacketsQuery, { ...packetsFilter(view, inProgress), first: PER_REQUEST, page }, { requestPolicy: 'network-only' })
        .toPromise();
      const data = result.data?.tntPackets;
      if (result.error || !data) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      return {
        rows: data.data.map((row) => getFragmentData(TntPacketRowFragment, row)),
        total: data.paginatorInfo.total,
        hasMore: data.paginatorInfo.hasMorePages,
      };
    },
    [client, view, inProgress],
  );
  return (
    <CsvExport
      noun="packets"
      prefix={inProgress ? 'tag-and-title-packets-in-progress' : 'tag-and-title-packets'}
      header={HEADER}
      toRow={toRow}
      fetchPage={fetchPage}
      disabled={disabled}
    />
  );
};
