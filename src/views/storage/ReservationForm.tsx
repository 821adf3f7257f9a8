import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '@/generated';
import { type StorageMovementKind, StorageMovementKindValues } from '@/generated/enums/StorageMovementKind';
import { type StorageType, StorageTypeValues } from '@/generated/enums/StorageType';
import { todayIn } from '../../domain/dates';
import { fieldErrors, type FieldErrors, summary } from '../../domain/schemas/fieldErrors';
import { storageReservationInputSchema } from '../../domain/schemas/storage';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { ClientPicker } from '../kit/pickers/ClientPicker';
import { FacilityPicker } from '../kit/pickers/FacilityPicker';
import { type PickedVehicle, VehiclePicker } from '../kit/pickers/VehiclePicker';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import toast from '../kit/ui/toast';
import { MOVEMENT_KIND_LABEL, STORAGE_TYPE_LABEL } from './labels';
import { type Stay, StayFields } from './StayFields';
import { transitionFailureMessage } from '../kit/record/transitionFailure';

const CreateStorageReservationMutation = graphql(`
  mutation StorageReservationCreate($input: StorageReservationInput!) {
    createStorageReservation(input: $input) {
      id
      number
      ...StorageRecordDetail
    }
  }
`);

export type ReservationFormProps = {
  /** The facility the list is filtered to, chosen to start with. */
  facilityId: string;
  onClose: () => void;
  /** The reservation is made: its record. */
  onReserved: (id: string) => void;
};

/**
 * Reserve a space: facility, vehicle, client, storage type, movement and the days. A day over the facility's capacity
 * is refused by the server, naming the first full day under the from date.
 */
export const ReservationForm = ({ facilityId: initialFacility, onClose, onReserved }: ReservationFormProps) => {
  const tenant = useCurrentTenant();
  const [{ fetching }, create] = useMutation(CreateStorageReservationMutation);
  const [facilityId, setFacilityId] = useState(initialFacility);
  const [vehicle, setVehicle] = useState<PickedVehicle | null>(null);
  const [clientId, setClientId] = useState('');
  const [clientName, setClientName] = useState<string | null>(null);
  const [storageType, setStorageType] = useState<StorageType | ''>('STORAGE');
  const [movementKind, setMovementKind] = useState<StorageMovementKind | ''>('CLIENT_IN');
  const [stay, setStay] = useState<Stay>(() => ({ reservedFrom: todayIn(tenant?.timeZone), reservedTo: '', notes: '' }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const pickVehicle = (picked: PickedVehicle | null) => {
    setVehicle(picked);
    // The vehicle's own client is the usual one to bill.
    if (picked?.client && !clientId) {
      setClientId(picked.client.id);
      setClientName(picked.client.displayName);
    }
  };

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const parsed = storageReservationInputSchema.safeParse({
      facilityId,
      vehicleId: vehicle?.id,
      clientId: clientId || null,
      storageType: storageType || undefined,
      movementKind: movementKind || undefined,
      reservedFrom: stay.reservedFrom,
      reservedTo: stay.reservedTo || null,
      notes: stay.notes,
    });
    if (!parsed.success) {
      setMessage(null);
      return setErrors(fieldErrors(parsed.error));
    }
    setErrors({});
    setMessage(null);
    const result = await create({ input: parsed.data });
    if (result.error || !result.data) {
      const failure = result.error ? graphqlFailure(result.error) : null;
      setErrors(failure?.fieldErrors ?? {});
      // Said at once as well as beside its field: a full day is found only by the server, after the person pressed Reserve.
      if (failure && Object.keys(failure.fieldErrors).length > 0) setMessage(`Not reserved: ${summary(failure.fieldErrors)}`);
      else setMessage(failure ? transitionFailureMessage(failure, 'storage record') : 'No answer came back.');
      return;
    }
    const record = result.data.createStorageReservation;
    toast.success(`Space reserved: ${record.number}.`);
    onReserved(record.id);
  };

  return (
    <Dialog title="Reserve a space" onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        {message && <Alert tone="danger">{message}</Alert>}
        <FacilityPicker
          label="Facility"
          value={facilityId}
          onChange={setFacilityId}
          placeholder="Choose a facility"
          error={errors.facilityId}
        />
        <VehiclePicker vehicle={vehicle} onPick={pickVehicle} error={errors.vehicleId} />
        <ClientPicker
          label="Client"
          value={clientId}
          name={clientName}
          onChange={(id) => {
            setClientId(id);
            setClientName(null);
          }}
          placeholder="Choose a client"
          error={errors.clientId}
        />
        <FieldSelect
          label="Storage type"
          choices={StorageTypeValues.map((value) => ({ value, label: STORAGE_TYPE_LABEL[value] }))}
          value={storageType}
          onChange={(value) => setStorageType(value as StorageType | '')}
          error={errors.storageType}
        />
        <FieldSelect
          label="Movement"
          choices={StorageMovementKindValues.map((value) => ({ value, label: MOVEMENT_KIND_LABEL[value] }))}
          value={movementKind}
          onChange={(value) => setMovementKind(value as StorageMovementKind | '')}
          error={errors.movementKind}
        />
        <StayFields stay={stay} onChange={(patch) => setStay((current) => ({ ...current, ...patch }))} errors={errors} />
        <FormButtons submit="Reserve" busy={fetching} onCancel={onClose} />
      </form>
    </Dialog>
  );
};
