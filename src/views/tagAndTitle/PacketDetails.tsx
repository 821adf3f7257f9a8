import { type ReactNode, useState } from 'react';
import { useMutation } from 'urql';
import { Link } from 'wouter';
import type { TntPacketKind } from '@/generated/enums/TntPacketKind';
import type { TntPaperworkStatus } from '@/generated/enums/TntPaperworkStatus';
import type { TntShippingCarrier } from '@/generated/enums/TntShippingCarrier';
import type { TntShippingRecipient } from '@/generated/enums/TntShippingRecipient';
import { type TntTransport, TntTransportValues } from '@/generated/enums/TntTransport';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { useCurrentTenant } from '../app/useCurrentUser';
import { useDateTimeFormat } from '../app/useDateTimeFormat';
import { graphqlFailure } from '../forms/failure';
import { formatDay, placeName, vehicleName } from '../record/format';
import { Alert } from '../ui/Alert';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { DateInput } from '../ui/DateInput';
import { FieldSelect } from '../ui/FieldSelect';
import { Panel } from '../ui/Panel';
import { TextField } from '../ui/TextField';
import toast from '../ui/toast';
import { CARRIER_LABEL, PAPERWORK_STATUS_LABEL, RECIPIENT_LABEL, TNT_KIND_LABEL, TRANSPORT_LABEL } from './labels';
import { LocationPicker, type PickedLocation } from './LocationPicker';
import { UpdateTntPacketMutation } from './PacketPage.graphql';
import { type PacketEditDraft, updatePacketInput } from './packetForms';
import { tempTagText } from './tempTagText';
import { tntFailureMessage } from './tntFailure';

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
    ? [CARRIER_LABEL[packet.carrier], packet.trackingNumber, packet.recipient && `to ${RECIPIENT_LABEL[packet.recipient].toLowerCase()}`, packet.recipientName]
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
  const tenant = useCurrentTenant();
  const [draft, setDraft] = useState(() => editDraftOf(packet));
  const [registerTo, setRegisterTo] = useState<PickedLocation | null>(packet.registerTo ?? null);
  const [titleTo, setTitleTo] = useState<PickedLocation | null>(packet.titleTo ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [{ fetching }, update] = useMutation(UpdateTntPacketMutation);
  const set = (patch: Partial<PacketEditDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async () => {
    const input = updatePacketInput({ ...draft, registerToId: registerTo?.id ?? '', titleToId: titleTo?.id ?? '' });
    if ('errors' in input) return setErrors(input.errors);
    setErrors({});
    setMessage(null);
    const result = await update({ id: packet.id, version: packet.version, input: input.values });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (failure.code === 'CONFLICT') refetch();
      setErrors(failure.fieldErrors);
      return setMessage(tntFailureMessage(failure));
    }
    toast.success('Packet saved.');
    onDone();
  };

  return (
    <Panel title="Edit details">
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {message && <Alert tone="danger">{message}</Alert>}
        <FieldSelect
          label="Transport"
          placeholder="Not decided"
          choices={TntTransportValues.map((value) => ({ value, label: TRANSPORT_LABEL[value] }))}
          value={draft.transport}
          onChange={(value) => set({ transport: value as TntTransport | '' })}
          error={errors.transport}
        />
        <LocationPicker label="Register to" hint="The party the vehicle is registered to." location={registerTo} onPick={setRegisterTo} error={errors.registerToId} />
        <LocationPicker label="Title to" hint="The party the vehicle is titled to." location={titleTo} onPick={setTitleTo} error={errors.titleToId} />
        {packet.kind === 'TEMP_TAG' && (
          <>
            <TextField label="Temp tag number" value={draft.tempTagNumber} onChange={(tempTagNumber) => set({ tempTagNumber })} error={errors.tempTagNumber} />
            <DateInput
              label="Temp tag issued on"
              hint="The expiry follows from the state's validity."
              value={draft.tempTagIssuedOn}
              onChange={(tempTagIssuedOn) => set({ tempTagIssuedOn })}
              locale={tenant?.locale}
              timeZone={tenant?.timeZone}
              error={errors.tempTagIssuedOn}
            />
          </>
        )}
        <TextField label="Notes" hint="Internal: the client never sees them." rows={3} value={draft.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
        <div className="button-row">
          <Button type="submit" variant="primary" busy={fetching}>
            Save details
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </div>
      </form>
    </Panel>
  );
};
