import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { type TntPacketKind, TntPacketKindValues } from '@/generated/enums/TntPacketKind';
import { type TntTransport, TntTransportValues } from '@/generated/enums/TntTransport';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { useCurrentTenant } from '../app/useCurrentUser';
import { REGION_CHOICES } from '../districts/regionChoices';
import { graphqlFailure } from '../forms/failure';
import { vehicleName } from '../record/format';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { DateInput } from '../ui/DateInput';
import { FieldSelect } from '../ui/FieldSelect';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import toast from '../ui/toast';
import { ChecklistPreview } from './ChecklistPreview';
import { CreateTntPacketMutation, TntDistrictCountiesQuery } from './CreatePacketPage.graphql';
import { TNT_KIND_LABEL, TRANSPORT_LABEL } from './labels';
import { LocationPicker, type PickedLocation } from './LocationPicker';
import { OrderPicker, type PickedOrder, TntOrderByIdQuery } from './OrderPicker';
import { createPacketInput, emptyPacketDraft, type PacketDraft } from './packetForms';
import { tntFailureMessage } from './tntFailure';

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
  const [registerTo, setRegisterTo] = useState<PickedLocation | null>(null);
  const [titleTo, setTitleTo] = useState<PickedLocation | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [{ fetching }, create] = useMutation(CreateTntPacketMutation);
  const set = (patch: Partial<PacketDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const [linked] = useQuery({ query: TntOrderByIdQuery, variables: { id: linkedOrder }, pause: !linkedOrder || !tenant });
  const [counties] = useQuery({ query: TntDistrictCountiesQuery, variables: { stateProvince: draft.stateProvince }, pause: !draft.stateProvince });

  // Until the clerk picks one, the order is the one the link names (once loaded).
  const order = picked === undefined ? (linked.data?.order ?? null) : picked;
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
    const input = createPacketInput({ ...draft, orderId: order?.id ?? '', vehicleId, registerToId: registerTo?.id ?? '', titleToId: titleTo?.id ?? '' });
    if ('errors' in input) {
      setErrors(input.errors);
      return setMessage('Check the fields marked below.');
    }
    setErrors({});
    setMessage(null);
    const result = await create({ input: input.values });
    const packet = result.data?.createTntPacket;
    if (!packet) {
      if (!result.error) return;
      const failure = graphqlFailure(result.error);
      setErrors(failure.fieldErrors);
      return setMessage(tntFailureMessage(failure));
    }
    toast.success(`Packet ${packet.number} created.`);
    navigate(`/tag-and-title/packets/${packet.id}`);
  };

  return (
    <Panel title="Create a tag-and-title packet" actions={<Link href="/tag-and-title/packets">All packets</Link>}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {message && <Alert tone="danger">{message}</Alert>}
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
            facts={{ newVehicle: draft.newVehicle, lienOnTitle: draft.lienOnTitle, outOfStateTitle: draft.outOfStateTitle, ownerNotSigning: draft.ownerNotSigning }}
          />
        </fieldset>
        <fieldset className="form-section">
          <legend>Parties and transport</legend>
          <LocationPicker label="Register to" hint="The party the vehicle is registered to: a saved location's name, address or city." location={registerTo} onPick={setRegisterTo} error={errors.registerToId} />
          <LocationPicker label="Title to" hint="The party the vehicle is titled to." location={titleTo} onPick={setTitleTo} error={errors.titleToId} />
          <FieldSelect
            label="Transport"
            placeholder="Not decided"
            choices={TntTransportValues.map((value) => ({ value, label: TRANSPORT_LABEL[value] }))}
            value={draft.transport}
            onChange={(transport) => set({ transport: transport as TntTransport | '' })}
            error={errors.transport}
          />
        </fieldset>
        {draft.kind === 'TEMP_TAG' && (
          <fieldset className="form-section">
            <legend>Temp tag</legend>
            <TextField label="Temp tag number" hint="Leave empty until the tag is issued." value={draft.tempTagNumber} onChange={(tempTagNumber) => set({ tempTagNumber })} error={errors.tempTagNumber} />
            <DateInput
              label="Issued on"
              hint="The expiry follows from the state's validity."
              value={draft.tempTagIssuedOn}
              onChange={(tempTagIssuedOn) => set({ tempTagIssuedOn })}
              locale={tenant?.locale}
              timeZone={tenant?.timeZone}
              error={errors.tempTagIssuedOn}
            />
          </fieldset>
        )}
        <TextField label="Notes" hint="Internal: the client never sees them." rows={3} value={draft.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
        <div className="button-row">
          <Button type="submit" variant="primary" busy={fetching}>
            Create packet
          </Button>
        </div>
      </form>
    </Panel>
  );
};
