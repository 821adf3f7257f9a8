import { Link } from 'wouter';
import { LinkButton } from '../kit/ui/LinkButton';
import { getFragmentData } from '@/generated';
import { type TntPacketKind, TntPacketKindValues } from '@/generated/enums/TntPacketKind';
import { type TntPaperworkStatus, TntPaperworkStatusValues } from '@/generated/enums/TntPaperworkStatus';
import type { TntPacketRowFragment as PacketRow } from '@/generated/graphql';
import { formatDateTime } from '../../domain/format';
import { hasRole } from '../../domain/roles';
import { TNT_ROLES } from '../../machines/domain/tntPacket.machine';
import { REGION_CHOICES } from '../districts/public';
import { useCurrentUser } from '../kit/app/useCurrentUser';
import { type CsvContext, csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource, unmasked } from '../kit/list/listSource';
import { useListQuery } from '../kit/list/useListQuery';
import { useListUrl } from '../kit/list/useListUrl';
import { vehicleName } from '../kit/record/format';
import { OrderWithClientFragment, VehicleNameFragment } from '../kit/record/fragments';
import type { PageProps } from '../kit/router/pageProps';
import { SelectField } from '../kit/ui/SelectField';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { CARRIER_LABEL, PAPERWORK_STATUS_LABEL, TNT_KIND_LABEL, TNT_STATUS_LABEL, TRANSPORT_LABEL } from './labels';
import { TntPacketRowFragment, TntPacketsQuery } from './PacketsPage.graphql';
import { PacketsTable } from './PacketsTable';
import { IN_PROGRESS_PATH, PACKETS_PATH, type PacketsView, packetsFilter, packetsUrl, statusChoices } from './packetsView';

/** The list's filter is its view and which of the two lists it is. */
type Filter = { view: PacketsView; inProgress: boolean };

const packetsList = listSource({
  query: TntPacketsQuery,
  variables: ({ view, inProgress }: Filter, paging) => ({ ...packetsFilter(view, inProgress), ...paging }),
  pick: (data) => unmasked(TntPacketRowFragment, data.tntPackets),
});

const instant = (value: string, { locale, timeZone }: CsvContext) => formatDateTime(value, locale, timeZone);

const CSV = {
  noun: 'packets',
  prefix: 'tag-and-title-packets',
  ...csvColumns<PacketRow>([
    ['Number', (packet) => packet.number],
    ['Kind', (packet) => TNT_KIND_LABEL[packet.kind]],
    ['Status', (packet) => TNT_STATUS_LABEL[packet.status]],
    ['Paperwork', (packet) => PAPERWORK_STATUS_LABEL[packet.paperworkStatus]],
    ['Order', (packet) => getFragmentData(OrderWithClientFragment, packet.order).number],
    ['Client', (packet) => getFragmentData(OrderWithClientFragment, packet.order).client.displayName],
    ['Vehicle', (packet) => (packet.vehicle ? vehicleName(getFragmentData(VehicleNameFragment, packet.vehicle)) : '')],
    ['VIN', (packet) => packet.vin],
    ['State or province', (packet) => packet.stateProvince],
    ['County', (packet) => packet.county],
    ['Documents missing', (packet) => packet.missingDocuments],
    ['Fees (minor units)', (packet) => packet.feeTotal],
    ['Transport', (packet) => (packet.transport ? TRANSPORT_LABEL[packet.transport] : '')],
    ['Carrier', (packet) => (packet.carrier ? CARRIER_LABEL[packet.carrier] : '')],
    ['Tracking number', (packet) => packet.trackingNumber],
    ['Temp tag', (packet) => packet.tempTagNumber],
    ['Temp tag expires', (packet) => packet.tempTagExpiresOn],
    ['Created', (packet, context) => instant(packet.createdAt, context)],
    ['Updated', (packet, context) => instant(packet.updatedAt, context)],
  ]),
};

/**
 * /tag-and-title/packets and /tag-and-title/packets-in-progress (every packet but the completed ones): searched by
 * number or VIN, filtered, paged and exported; the view is in the URL.
 */
export const PacketsPage = ({ route }: PageProps) => {
  const inProgress = route.name === 'tag-and-title-packets-in-progress';
  const path = inProgress ? IN_PROGRESS_PATH : PACKETS_PATH;
  const user = useCurrentUser();
  const canCreate = user !== null && hasRole(user, TNT_ROLES);
  const url = useListUrl(packetsUrl, { path, search: 'q' });
  const { view, update } = url;
  const filter = { view, inProgress };
  const list = useListQuery(packetsList, filter, { page: view.page });
  const create = canCreate && (
    <LinkButton href="/tag-and-title/create" variant="primary">
      Create packet
    </LinkButton>
  );

  return (
    <div className="orders-page">
      <ListPage
        title={inProgress ? 'Packets in progress' : 'Packets'}
        noun={{ one: 'packet', many: 'packets' }}
        list={list}
        url={url}
        find={{ title: inProgress ? 'Find packets in progress' : 'Find packets', actions: create }}
        search={{ label: 'Search packets', hint: 'Packet number (TT-100001) or the start of a VIN.' }}
        filters={
          <>
            <ToggleChips
              legend="Status"
              options={statusChoices(inProgress)}
              label={(status) => TNT_STATUS_LABEL[status]}
              selected={view.status}
              onChange={(status) => update({ status })}
              clearLabel={inProgress ? 'Every open status' : 'Every status'}
            />
            <div className="filter-row">
              <SelectField
                label="Kind"
                choices={TntPacketKindValues.map((value) => ({ value, label: TNT_KIND_LABEL[value] }))}
                value={view.kind}
                placeholder="Every kind"
                onChange={([value]) => update({ kind: (value as TntPacketKind | undefined) ?? '' })}
              />
              <SelectField
                label="Paperwork"
                choices={TntPaperworkStatusValues.map((value) => ({ value, label: PAPERWORK_STATUS_LABEL[value] }))}
                value={view.paperwork}
                placeholder="Any paperwork"
                onChange={([value]) => update({ paperwork: (value as TntPaperworkStatus | undefined) ?? '' })}
              />
              <SelectField
                label="State or province"
                choices={REGION_CHOICES}
                value={view.state}
                placeholder="Every state"
                onChange={([value]) => update({ state: value ?? '' })}
              />
            </div>
            <ListCsvExport
              source={packetsList}
              filter={filter}
              csv={CSV}
              prefix={inProgress ? 'tag-and-title-packets-in-progress' : CSV.prefix}
              disabled={!list.info?.total}
            />
          </>
        }
        empty={{
          title: inProgress ? 'No packet in progress' : undefined,
          body: canCreate && <Link href="/tag-and-title/create">Create a packet</Link>,
        }}
      >
        {(packets) => (
          <PacketsTable packets={packets} caption={inProgress ? 'Packets in progress' : 'Packets'} choiceKey="tag-and-title-packets" />
        )}
      </ListPage>
    </div>
  );
};
