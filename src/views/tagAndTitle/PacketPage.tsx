import { useSubscription } from 'urql';
import { getFragmentData } from '@/generated';
import { ActivityEntryFragment } from '../../graphql/operations/activity';
import { hasRole } from '../../domain/roles';
import { TNT_ROLES } from '../../machines/domain/tntPacket.machine';
import { useCurrentTenant, useCurrentUser } from '../kit/app/useCurrentUser';
import { ActivityLog } from '../kit/record/ActivityLog';
import { OrderWithClientFragment, VehicleNameFragment } from '../kit/record/fragments';
import { useRecordQuery } from '../kit/record/useRecordQuery';
import type { PageProps } from '../kit/router/pageProps';
import { Badge } from '../kit/ui/Badge';
import { Panel } from '../kit/ui/Panel';
import { TNT_KIND_LABEL, TNT_STATUS_LABEL, tntStatusTone } from './labels';
import { PacketActions } from './PacketActions';
import { PacketChecklist } from './PacketChecklist';
import { PacketDetails } from './PacketDetails';
import { PacketFees } from './PacketFees';
import { PacketLegs } from './PacketLegs';
import { TntPacketChangedSubscription, TntPacketDetailFragment, TntPacketPageQuery } from './PacketPage.graphql';

const statusLabel = (status: string) => TNT_STATUS_LABEL[status as keyof typeof TNT_STATUS_LABEL] ?? status;

/**
 * /tag-and-title/packets/:id: the packet's status and the steps open to the user, its checklist (receive, reject,
 * accept), fees, details, the legs clearing releases and its history; live through tntPacketChanged.
 */
export const PacketPage = ({ params }: PageProps) => {
  const tenant = useCurrentTenant();
  const user = useCurrentUser();
  const canEdit = user !== null && hasRole(user, TNT_ROLES);
  const { record, placeholder, refetch } = useRecordQuery({
    query: TntPacketPageQuery,
    id: params.id,
    pick: (data) => data.tntPacket,
    nouns: { missing: 'tag-and-title packet', loading: 'packet' },
    requestPolicy: 'cache-and-network',
  });
  // The event carries the whole page (TntPacketDetail): graphcache shows it without asking again.
  useSubscription({ query: TntPacketChangedSubscription, pause: !tenant });

  if (!record) return placeholder;
  const packet = getFragmentData(TntPacketDetailFragment, record);

  return (
    <div className="record">
      <Panel
        title={`Packet ${packet.number}`}
        description={
          <p>
            <Badge tone={tntStatusTone(packet.status)}>{TNT_STATUS_LABEL[packet.status]}</Badge>{' '}
            {packet.status === 'ON_HOLD' && packet.heldFrom && (
              <span className="muted">{`(held from ${TNT_STATUS_LABEL[packet.heldFrom].toLowerCase()}) `}</span>
            )}
            {`${TNT_KIND_LABEL[packet.kind]} · ${packet.districtName} · `}
            {packet.missingDocuments === 0
              ? 'every document in'
              : `${packet.missingDocuments} ${packet.missingDocuments === 1 ? 'document' : 'documents'} missing`}
          </p>
        }
      >
        <PacketActions packet={packet} refetch={refetch} />
        {!canEdit && <p className="muted">You can read this packet; the tag-and-title team moves it.</p>}
      </Panel>
      <PacketChecklist packet={packet} canEdit={canEdit} refetch={refetch} />
      <PacketDetails
        packet={{
          ...packet,
          order: getFragmentData(OrderWithClientFragment, packet.order),
          vehicle: getFragmentData(VehicleNameFragment, packet.vehicle),
        }}
        canEdit={canEdit}
        refetch={refetch}
      />
      <PacketFees packet={packet} canEdit={canEdit} refetch={refetch} />
      <PacketLegs packet={packet} />
      <ActivityLog rows={getFragmentData(ActivityEntryFragment, packet.activity)} statusLabel={statusLabel} />
    </div>
  );
};
