import { useMutation } from 'urql';
import { graphql } from '@/generated';
import { type StorageMovementKind, StorageMovementKindValues } from '@/generated/enums/StorageMovementKind';
import { type StorageType, StorageTypeValues } from '@/generated/enums/StorageType';
import { todayIn } from '../../domain/dates';
import { summary } from '../../domain/schemas/fieldErrors';
import { storageReservationInputSchema } from '../../domain/schemas/storage';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useForm } from '../kit/forms/useForm';
import { ClientPicker } from '../kit/pickers/ClientPicker';
import { FacilityPicker } from '../kit/pickers/FacilityPicker';
import { type PickedVehicle, VehiclePicker } from '../kit/pickers/VehiclePicker';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import toast from '../kit/ui/toast';
import { MOVEMENT_KIND_LABEL, STORAGE_TYPE_LABEL } from './labels';
import { StayFields } from './StayFields';
import { recordRefusal } from '../kit/record/recordRefusal';

const TYPE_CHOICES = StorageTypeValues.map((value) => ({ value, label: STORAGE_TYPE_LABEL[value] }));
const MOVEMENT_CHOICES = StorageMovementKindValues.map((value) => ({ value, label: MOVEMENT_KIND_LABEL[value] }));

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
  const [, create] = useMutation(CreateStorageReservationMutation);
  const form = useForm({
    facilityId: initialFacility,
    vehicle: null as PickedVehicle | null,
    clientId: '',
    clientName: null as string | null,
    storageType: 'STORAGE' as StorageType | '',
    movementKind: 'CLIENT_IN' as StorageMovementKind | '',
    reservedFrom: todayIn(tenant?.timeZone),
    reservedTo: '',
    notes: '',
  });
  const values = form.values;

  const pickVehicle = (vehicle: PickedVehicle | null) =>
    // The vehicle's own client is the usual one to bill.
    form.update(
      vehicle?.client && !values.clientId ? { vehicle, clientId: vehicle.client.id, clientName: vehicle.client.displayName } : { vehicle },
    );

  const submit = form.submit(async () => {
    const input = form.check(storageReservationInputSchema, {
      facilityId: values.facilityId,
      vehicleId: values.vehicle?.id,
      clientId: values.clientId || null,
      storageType: values.storageType || undefined,
      movementKind: values.movementKind || undefined,
      reservedFrom: values.reservedFrom,
      reservedTo: values.reservedTo || null,
      notes: values.notes,
    });
    if (!input) return;
    const result = await create({ input });
    if (result.error || !result.data) {
      if (!result.error) return form.fail({ code: null, message: 'No answer came back.', fieldErrors: {} });
      const failure = recordRefusal(result.error, 'storage record');
      // Said at once as well as beside its field: a full day is found only by the server, after the person pressed Reserve.
      const fields = Object.keys(failure.fieldErrors).length > 0;
      return form.fail(fields ? { ...failure, message: `Not reserved: ${summary(failure.fieldErrors)}` } : failure, { withMessage: true });
    }
    const record = result.data.createStorageReservation;
    toast.success(`Space reserved: ${record.number}.`);
    onReserved(record.id);
  });

  return (
    <Dialog title="Reserve a space" onClose={onClose}>
      <form ref={form.formRef} className="form" noValidate onSubmit={submit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <FacilityPicker label="Facility" placeholder="Choose a facility" {...form.text('facilityId')} />
        <VehiclePicker vehicle={values.vehicle} onPick={pickVehicle} error={form.errors.vehicleId} />
        <ClientPicker
          label="Client"
          value={values.clientId}
          name={values.clientName}
          onChange={(clientId) => form.update({ clientId, clientName: null })}
          placeholder="Choose a client"
          error={form.errors.clientId}
        />
        <FieldSelect label="Storage type" choices={TYPE_CHOICES} {...form.text('storageType')} />
        <FieldSelect label="Movement" choices={MOVEMENT_CHOICES} {...form.text('movementKind')} />
        <StayFields stay={values} onChange={form.update} errors={form.errors} />
        <FormButtons submit="Reserve" busy={form.submitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
};
