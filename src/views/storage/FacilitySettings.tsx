import { useState } from 'react';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { type StorageBookingMode, StorageBookingModeValues } from '@/generated/enums/StorageBookingMode';
import { storageFacilityInputSchema } from '../../domain/schemas/storage';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { hoursInput, hoursRows } from './weekdayHours';
import { UpdateStorageFacilityMutation } from './facilityMutations.graphql';
import { BOOKING_MODE_LABEL } from './labels';
import { recordRefusal } from '../kit/record/recordRefusal';
import { FormButtons } from '../kit/ui/FormButtons';

const MODE_CHOICES = StorageBookingModeValues.map((value) => ({ value, label: BOOKING_MODE_LABEL[value] }));

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
  const [, update] = useMutation(UpdateStorageFacilityMutation);
  const [editing, setEditing] = useState(false);
  const form = useForm({ capacity: '', bookingMode: facility.bookingMode as StorageBookingMode });

  const edit = () => {
    form.reset({ capacity: facility.capacity === null ? '' : String(facility.capacity), bookingMode: facility.bookingMode });
    setEditing(true);
  };

  const submit = form.submit(async () => {
    const { capacity, bookingMode } = form.values;
    const input = form.check(storageFacilityInputSchema, {
      capacity: capacity.trim() === '' ? null : Number(capacity),
      bookingMode,
      hours: hoursInput(hoursRows(facility.hours)),
    });
    if (!input) return;
    const result = await update({ id: facility.id, version: facility.version, input });
    if (result.error) return form.fail(recordRefusal(result.error, 'facility', refetch));
    toast.success(`${facility.name} saved.`);
    setEditing(false);
  });

  return (
    <Panel title="Capacity and booking" actions={!editing && <Button onClick={edit}>Edit capacity and booking</Button>}>
      {editing ? (
        <form ref={form.formRef} className="form" noValidate onSubmit={submit}>
          {form.formError && <Alert tone="danger">{form.formError}</Alert>}
          <TextField
            label="Capacity (spaces)"
            hint="Leave empty for no limit: reservations are then never refused for space."
            inputMode="numeric"
            autoFocus
            {...form.text('capacity')}
          />
          <FieldSelect label="Booking mode" choices={MODE_CHOICES} {...form.text('bookingMode')} />
          <FormButtons submit="Save" busy={form.submitting} onCancel={() => setEditing(false)} />
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
