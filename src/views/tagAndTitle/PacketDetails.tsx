import { type ReactNode, useState } from 'react';
import { useMutation } from 'urql';
import { Link } from 'wouter';
import type { TntPacketKind } from '@/generated/enums/TntPacketKind';
import type { TntPaperworkStatus } from '@/generated/enums/TntPaperworkStatus';
import type { TntShippingCarrier } from '@/generated/enums/TntShippingCarrier';
import type { TntShippingRecipient } from '@/generated/enums/TntShippingRecipient';
import type { TntTransport } from '@/generated/enums/TntTransport';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import type { PickedLocation } from '../kit/pickers/LocationPicker';
import { formatDay, placeName, vehicleName } from '../kit/record/format';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { FormButtons } from '../kit/ui/FormButtons';
import { Panel } from '../kit/ui/Panel';
import toast from '../kit/ui/toast';
import { CARRIER_LABEL, PAPERWORK_STATUS_LABEL, RECIPIENT_LABEL, TNT_KIND_LABEL, TRANSPORT_LABEL } from './labels';
import { UpdateTntPacketMutation } from './PacketPage.graphql';
import { PacketForm } from './PacketForm';
import { type PacketEditDraft, updatePacketInput } from './packetForms';
import { PacketNotesField } from './PacketNotesField';
import { type Parties, PacketParties } from './PacketParties';
import { TempTagFields } from './TempTagFields';
import { tempTagText } from './tempTagText';
import { TransportField } from './TransportField';
import { usePacketSave } from './usePacketSave';

/** What the details panel reads of the packet (the page's TntPacketDetail). */
export type PacketFacts = {
  id: string;
  version: number;
  kind: TntPacketKind;
  paperworkStatus: TntPaperworkStatus;
  holdReason?: string | null;
  order: { id: string; number: string; client: { displayName: string } };
  vehicle?: { year?: number | null; make?: string | null; model?: string | null; vin?: string | null } | null;
  vin?: string | null;
  districtName: string;
  transport?: TntTransport | null;
  registerTo?: PickedLocation | null;
  titleTo?: PickedLocation | null;
  carrier?: TntShippingCarrier | null;
  trackingNumber?: string | null;
  recipient?: TntShippingRecipient | null;
  recipientName?: string | null;
  tempTagNumber?: string | null;
  tempTagIssuedOn?: string | null;
  tempTagExpiresOn?: string | null;
  tempTagDaysLeft?: number | null;
  notes?: string | null;
  createdByName?: string | null;
  createdAt: string;
};

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </>
);

export type PacketDetailsProps = { packet: PacketFacts; canEdit: boolean; refetch: () => void };

/** The packet's facts (order, vehicle, district, parties, transport, temp tag, shipping, notes) and their edit form. */
export const PacketDetails = ({ packet, canEdit, refetch }: PacketDetailsProps) => {
  const tenant = useCurrentTenant();
  const dateTime = useDateTimeFormat();
  const [editing, setEditing] = useState(false);
  const shipping = packet.carrier
    ? [
        CARRIER_LABEL[packet.carrier],
        packet.trackingNumber,
        packet.recipient && `to ${RECIPIENT_LABEL[packet.recipient].toLowerCase()}`,
        packet.recipientName,
      ]
        .filter(Boolean)
        .join(' · ')
    : 'Not shipped';

  if (editing) return <PacketEditForm packet={packet} onDone={() => setEditing(false)} refetch={refetch} />;
  return (
    <Panel
      title="Details"
      actions={
        canEdit && (
          <Button className="btn-small" onClick={() => setEditing(true)}>
            Edit details
          </Button>
        )
      }
    >
      {packet.holdReason && <Alert tone="warning">{`On hold: ${packet.holdReason}`}</Alert>}
      <dl className="details details-grid">
        <Fact term="Kind">{TNT_KIND_LABEL[packet.kind]}</Fact>
        <Fact term="Paperwork">{PAPERWORK_STATUS_LABEL[packet.paperworkStatus]}</Fact>
        <Fact term="Order">
          <Link href={`/orders/${packet.order.id}`}>{packet.order.number}</Link> · {packet.order.client.displayName}
        </Fact>
        <Fact term="Vehicle">{`${vehicleName(packet.vehicle)}${packet.vin ? ` · VIN ${packet.vin}` : ''}`}</Fact>
        <Fact term="District">{packet.districtName}</Fact>
        <Fact term="Register to">{placeName(packet.registerTo)}</Fact>
        <Fact term="Title to">{placeName(packet.titleTo)}</Fact>
        <Fact term="Transport">{packet.transport ? TRANSPORT_LABEL[packet.transport] : '—'}</Fact>
        {packet.kind === 'TEMP_TAG' && (
          <Fact term="Temp tag">
            {packet.tempTagNumber ? (
              <>
                {`${packet.tempTagNumber} · issued ${formatDay(packet.tempTagIssuedOn ?? '', tenant?.locale)} · `}
                <Badge tone={(packet.tempTagDaysLeft ?? 0) <= 2 ? 'danger' : (packet.tempTagDaysLeft ?? 0) <= 7 ? 'warning' : 'neutral'}>
                  {tempTagText(packet.tempTagExpiresOn, packet.tempTagDaysLeft, (day) => formatDay(day, tenant?.locale))}
                </Badge>
              </>
            ) : (
              'Not issued yet'
            )}
          </Fact>
        )}
        <Fact term="Shipping">{shipping}</Fact>
        <Fact term="Notes">{packet.notes ?? '—'}</Fact>
        <Fact term="Created">{`${dateTime(packet.createdAt)}${packet.createdByName ? ` by ${packet.createdByName}` : ''}`}</Fact>
      </dl>
    </Panel>
  );
};

const editDraftOf = (packet: PacketFacts): PacketEditDraft => ({
  transport: packet.transport ?? '',
  registerToId: packet.registerTo?.id ?? '',
  titleToId: packet.titleTo?.id ?? '',
  tempTagNumber: packet.tempTagNumber ?? '',
  tempTagIssuedOn: packet.tempTagIssuedOn ?? '',
  notes: packet.notes ?? '',
});

const PacketEditForm = ({ packet, onDone, refetch }: { packet: PacketFacts; onDone: () => void; refetch: () => void }) => {
  const [draft, setDraft] = useState(() => editDraftOf(packet));
  const [parties, setParties] = useState<Parties>({ registerTo: packet.registerTo ?? null, titleTo: packet.titleTo ?? null });
  const { errors, message, refused, clear, answered } = usePacketSave(refetch);
  const [{ fetching }, update] = useMutation(UpdateTntPacketMutation);
  const set = (patch: Partial<PacketEditDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async () => {
    const input = updatePacketInput({ ...draft, registerToId: parties.registerTo?.id ?? '', titleToId: parties.titleTo?.id ?? '' });
    if ('errors' in input) return refused(input.errors);
    clear();
    const result = await update({ id: packet.id, version: packet.version, input: input.values });
    if (!answered(result.error)) return;
    toast.success('Packet saved.');
    onDone();
  };

  return (
    <PacketForm title="Edit details" message={message} onSubmit={submit}>
      <TransportField value={draft.transport} onChange={(transport) => set({ transport })} error={errors.transport} />
      <PacketParties parties={parties} onChange={setParties} registerHint="The party the vehicle is registered to." errors={errors} />
      {packet.kind === 'TEMP_TAG' && <TempTagFields tag={draft} onChange={set} errors={errors} />}
      <PacketNotesField value={draft.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
      <FormButtons submit="Save details" busy={fetching} onCancel={onDone} />
    </PacketForm>
  );
};
