import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { type StorageBookingMode, StorageBookingModeValues } from '@/generated/enums/StorageBookingMode';
import { fieldErrors, type FieldErrors } from '../../domain/schemas/fieldErrors';
import { storageFacilityInputSchema } from '../../domain/schemas/storage';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { hoursInput, hoursRows } from './weekdayHours';
import { UpdateStorageFacilityMutation } from './facilityMutations.graphql';
import { BOOKING_MODE_LABEL } from './labels';
import { storageFailureMessage } from './storageFailure';

export const FacilitySettingsFragment = graphql(`
  fragment FacilitySettings_facility on StorageFacility {
    id
    name
    version
    capacity
    bookingMode
    onSite
    hours {
      weekday
      closed
      opensAt
      closesAt
    }
  }
`);

export type FacilitySettingsProps = { facility: FragmentType<typeof FacilitySettingsFragment>; refetch: () => void };

/** The facility's capacity (spaces; empty is no limit) and booking mode, shown and edited (its hours are sent unchanged). */
export const FacilitySettings = ({ facility: source, refetch }: FacilitySettingsProps) => {
  const facility = getFragmentData(FacilitySettingsFragment, source);
  const [{ fetching }, update] = useMutation(UpdateStorageFacilityMutation);
  const [editing, setEditing] = useState(false);
  const [capacity, setCapacity] = useState('');
  const [bookingMode, setBookingMode] = useState<StorageBookingMode>(facility.bookingMode);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const edit = () => {
    setCapacity(facility.capacity === null ? '' : String(facility.capacity));
    setBookingMode(facility.bookingMode);
    setErrors({});
    setMessage(null);
    setEditing(true);
  };

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const parsed = storageFacilityInputSchema.safeParse({
      capacity: capacity.trim() === '' ? null : Number(capacity),
      bookingMode,
      hours: hoursInput(hoursRows(facility.hours)),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setMessage(null);
    const result = await update({ id: facility.id, version: facility.version, input: parsed.data });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (failure.code === 'CONFLICT') refetch();
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) setMessage(storageFailureMessage(failure, 'facility'));
      return;
    }
    toast.success(`${facility.name} saved.`);
    setEditing(false);
  };

  return (
    <Panel title="Capacity and booking" actions={!editing && <Button onClick={edit}>Edit capacity and booking</Button>}>
      {editing ? (
        <form className="form" noValidate onSubmit={submit}>
          {message && <Alert tone="danger">{message}</Alert>}
          <TextField
            label="Capacity (spaces)"
            hint="Leave empty for no limit: reservations are then never refused for space."
            inputMode="numeric"
            value={capacity}
            onChange={setCapacity}
            error={errors.capacity}
            autoFocus
          />
          <FieldSelect
            label="Booking mode"
            choices={StorageBookingModeValues.map((value) => ({ value, label: BOOKING_MODE_LABEL[value] }))}
            value={bookingMode}
            onChange={(value) => setBookingMode(value as StorageBookingMode)}
            error={errors.bookingMode}
          />
          <div className="button-row">
            <Button type="submit" variant="primary" busy={fetching}>
              Save
            </Button>
            <Button onClick={() => setEditing(false)}>Cancel</Button>
          </div>
        </form>
      ) : (
        <dl className="details details-grid">
          <div className="details-row">
            <dt>Capacity</dt>
            <dd>{facility.capacity === null ? 'Not set (no limit)' : `${facility.capacity} spaces`}</dd>
          </div>
          <div className="details-row">
            <dt>On site now</dt>
            <dd>{facility.onSite}</dd>
          </div>
          <div className="details-row">
            <dt>Booking mode</dt>
            <dd>{BOOKING_MODE_LABEL[facility.bookingMode]}</dd>
          </div>
        </dl>
      )}
    </Panel>
  );
};
