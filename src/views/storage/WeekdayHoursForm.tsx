import { useMutation } from 'urql';
import type { FacilityHours_FacilityFragment } from '@/generated/graphql';
import { storageFacilityInputSchema } from '../../domain/schemas/storage';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Checkbox } from '../kit/ui/Checkbox';
import { FormButtons } from '../kit/ui/FormButtons';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { UpdateStorageFacilityMutation } from './facilityMutations.graphql';
import { WEEKDAY_LABEL } from './labels';
import { recordRefusal } from '../kit/record/recordRefusal';
import { DEFAULT_CLOSES, DEFAULT_OPENS, type HoursRow, hoursInput, hoursRows } from './weekdayHours';

export type WeekdayHoursFormProps = { facility: FacilityHours_FacilityFragment; onDone: () => void; refetch: () => void };

/** The weekday hours, one row a day: closed, or its opening and closing times. */
export const WeekdayHoursForm = ({ facility, onDone, refetch }: WeekdayHoursFormProps) => {
  const [, update] = useMutation(UpdateStorageFacilityMutation);
  const form = useForm({ hours: hoursRows(facility.hours) });
  const hours = form.list('hours');
  const change = (index: number, patch: Partial<HoursRow>) => {
    const next = { ...hours.rows[index], ...patch };
    // A day opened again starts with the usual times rather than empty fields.
    const reopened = patch.closed === false && !next.opensAt && !next.closesAt;
    hours.change(index, reopened ? { ...patch, opensAt: DEFAULT_OPENS, closesAt: DEFAULT_CLOSES } : patch);
  };

  const submit = form.submit(async () => {
    const input = form.check(storageFacilityInputSchema, {
      capacity: facility.capacity,
      bookingMode: facility.bookingMode,
      hours: hoursInput(hours.rows),
    });
    if (!input) return;
    const result = await update({ id: facility.id, version: facility.version, input });
    if (result.error) return form.fail(recordRefusal(result.error, 'facility', refetch));
    toast.success(`${facility.name}: hours saved.`);
    onDone();
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label="Opening hours">
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      {hours.rows.map((row, index) => {
        const day = WEEKDAY_LABEL[row.weekday];
        return (
          <fieldset key={row.weekday} className="form-subgroup">
            <legend className="field-label">{day}</legend>
            <Checkbox label={`Closed on ${day}`} checked={row.closed} onChange={(closed) => change(index, { closed })} />
            {!row.closed && (
              <div className="filter-row">
                <TextField
                  type="time"
                  label={`${day} opens`}
                  value={row.opensAt}
                  onChange={(opensAt) => change(index, { opensAt })}
                  error={hours.error(index, 'opensAt')}
                />
                <TextField
                  type="time"
                  label={`${day} closes`}
                  value={row.closesAt}
                  onChange={(closesAt) => change(index, { closesAt })}
                  error={hours.error(index, 'closesAt')}
                />
              </div>
            )}
          </fieldset>
        );
      })}
      <FormButtons submit="Save hours" busy={form.submitting} onCancel={onDone} />
    </form>
  );
};
