import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { type TntPacketKind, TntPacketKindValues } from '@/generated/enums/TntPacketKind';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { REGION_CHOICES } from '../districts/public';
import { graphqlFailure } from '../kit/forms/failure';
import { OrderPicker, type PickedOrder } from '../kit/pickers/OrderPicker';
import { useLinkedOrder } from '../kit/pickers/useLinkedOrder';
import { vehicleName } from '../kit/record/format';
import { Alert } from '../kit/ui/Alert';
import { Checkbox } from '../kit/ui/Checkbox';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import { Spinner } from '../kit/ui/Spinner';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { ChecklistPreview } from './ChecklistPreview';
import { CreateTntPacketMutation, TntDistrictCountiesQuery } from './CreatePacketPage.graphql';
import { TNT_KIND_LABEL } from './labels';
import { PacketForm } from './PacketForm';
import { createPacketInput, emptyPacketDraft, type PacketDraft } from './packetForms';
import { PacketNotesField } from './PacketNotesField';
import { type Parties, PacketParties } from './PacketParties';
import { TempTagFields } from './TempTagFields';
import { TransportField } from './TransportField';
import { usePacketSave } from './usePacketSave';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FACTS = [
  ['newVehicle', 'New vehicle (an MSO / MCO instead of a title)'],
  ['lienOnTitle', 'Lien on the title (a lien release is needed)'],
  ['outOfStateTitle', 'Out-of-state title'],
  ['ownerNotSigning', 'Owner not signing (a power of attorney is needed)'],
] as const;

/**
 * /tag-and-title/create: a packet for one vehicle of an order, in a district (state or province, and county), with the
 * facts that pick its checklist (previewed as they are ticked), the registering and titling parties, the transport
 * and, for a temp tag, its number and issue day. `?order=…&vehicle=…` (an order's or a waiting leg's link) fills them.
 */
export const CreatePacketPage = () => {
  const tenant = useCurrentTenant();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const linkedOrder = UUID.test(params.get('order') ?? '') ? (params.get('order') as string) : '';
  const [draft, setDraft] = useState<PacketDraft>(() => ({ ...emptyPacketDraft(), vehicleId: params.get('vehicle') ?? '' }));
  const [picked, setPicked] = useState<PickedOrder | null | undefined>(undefined);
  const [parties, setParties] = useState<Parties>({ registerTo: null, titleTo: null });
  const { errors, message, refused, clear, answered } = usePacketSave();
  const [{ fetching }, create] = useMutation(CreateTntPacketMutation);
  const set = (patch: Partial<PacketDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const linked = useLinkedOrder(linkedOrder, !tenant);
  const [counties] = useQuery({
    query: TntDistrictCountiesQuery,
    variables: { stateProvince: draft.stateProvince },
    pause: !draft.stateProvince,
  });

  // Until the clerk picks one, the order is the one the link names (once loaded).
  const order = picked === undefined ? linked.order : picked;
  // An order's only vehicle is the packet's; a link may name which of several.
  const vehicleId = order?.vehicles.some((candidate) => candidate.id === draft.vehicleId)
    ? draft.vehicleId
    : order?.vehicles.length === 1
      ? order.vehicles[0].id
      : '';
  const pickOrder = (next: PickedOrder | null) => {
    setPicked(next);
    set({ vehicleId: '' });
  };

  const vehicle = order?.vehicles.find((candidate) => candidate.id === vehicleId) ?? null;
  const countyChoices = (counties.data?.district?.counties ?? []).flatMap((district) =>
    district.county ? [{ value: district.county, label: district.county }] : [],
  );

  const submit = async () => {
    const input = createPacketInput({
      ...draft,
      orderId: order?.id ?? '',
      vehicleId,
      registerToId: parties.registerTo?.id ?? '',
      titleToId: parties.titleTo?.id ?? '',
    });
    if ('errors' in input) return refused(input.errors, 'Check the fields marked below.');
    clear();
    const result = await create({ input: input.values });
    const packet = result.data?.createTntPacket;
    if (!packet) {
      answered(result.error);
      return;
    }
    toast.success(`Packet ${packet.number} created.`);
    navigate(`/tag-and-title/packets/${packet.id}`);
  };

  return (
    <PacketForm
      title="Create a tag-and-title packet"
      actions={<Link href="/tag-and-title/packets">All packets</Link>}
      message={message}
      onSubmit={submit}
    >
      {linked.error && <Alert tone="warning">{`The linked order could not be loaded: ${graphqlFailure(linked.error).message}`}</Alert>}
      <FieldSelect
        label="Kind"
        choices={TntPacketKindValues.map((value) => ({ value, label: TNT_KIND_LABEL[value] }))}
        value={draft.kind}
        onChange={(kind) => set({ kind: kind as TntPacketKind })}
        error={errors.kind}
      />
      <fieldset className="form-section">
        <legend>Order and vehicle</legend>
        {picked === undefined && linked.fetching ? (
          <Spinner size="small" label="Loading the order…" />
        ) : (
          <OrderPicker order={order} onPick={pickOrder} error={errors.orderId} />
        )}
        <FieldSelect
          label="Vehicle"
          placeholder={order ? 'Choose the vehicle…' : 'Choose the order first'}
          choices={(order?.vehicles ?? []).map((candidate) => ({
            value: candidate.id,
            label: `${vehicleName(candidate)}${candidate.vin ? ` · VIN ${candidate.vin}` : ''}`,
          }))}
          value={vehicleId}
          onChange={(vehicleId) => set({ vehicleId })}
          error={errors.vehicleId}
        />
      </fieldset>
      <fieldset className="form-section">
        <legend>District</legend>
        <FieldSelect
          label="State or province"
          placeholder="Choose…"
          choices={REGION_CHOICES}
          value={draft.stateProvince}
          onChange={(stateProvince) => set({ stateProvince, county: '' })}
          error={errors.stateProvince}
        />
        {countyChoices.length > 0 ? (
          <FieldSelect
            label="County"
            placeholder="The state's requirements only"
            hint="A county with requirements of its own adds to or overrides the state's."
            choices={countyChoices}
            value={draft.county}
            onChange={(county) => set({ county })}
            error={errors.county}
          />
        ) : (
          <TextField label="County" hint="Optional." value={draft.county} onChange={(county) => set({ county })} error={errors.county} />
        )}
      </fieldset>
      <fieldset className="form-section">
        <legend>What the checklist depends on</legend>
        {FACTS.map(([fact, label]) => (
          <Checkbox key={fact} label={label} checked={draft[fact]} onChange={(checked) => set({ [fact]: checked })} />
        ))}
        <ChecklistPreview
          stateProvince={draft.stateProvince}
          county={draft.county}
          modelYear={vehicle?.year ?? null}
          facts={{
            newVehicle: draft.newVehicle,
            lienOnTitle: draft.lienOnTitle,
            outOfStateTitle: draft.outOfStateTitle,
            ownerNotSigning: draft.ownerNotSigning,
          }}
        />
      </fieldset>
      <fieldset className="form-section">
        <legend>Parties and transport</legend>
        <PacketParties
          parties={parties}
          onChange={setParties}
          registerHint="The party the vehicle is registered to: a saved location's name, address or city."
          errors={errors}
        />
        <TransportField value={draft.transport} onChange={(transport) => set({ transport })} error={errors.transport} />
      </fieldset>
      {draft.kind === 'TEMP_TAG' && <TempTagFields tag={draft} onChange={set} errors={errors} section />}
      <PacketNotesField value={draft.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
      <FormButtons submit="Create packet" busy={fetching} />
    </PacketForm>
  );
};
