import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import type { FacilityHours_FacilityFragment } from '@/generated/graphql';
import { fieldErrors, type FieldErrors } from '../../domain/schemas/fieldErrors';
import { storageFacilityInputSchema } from '../../domain/schemas/storage';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Checkbox } from '../kit/ui/Checkbox';
import { FormButtons } from '../kit/ui/FormButtons';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { UpdateStorageFacilityMutation } from './facilityMutations.graphql';
import { WEEKDAY_LABEL } from './labels';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import { DEFAULT_CLOSES, DEFAULT_OPENS, type HoursRow, hoursInput, hoursRows } from './weekdayHours';

export type WeekdayHoursFormProps = { facility: FacilityHours_FacilityFragment; onDone: () => void; refetch: () => void };

/** The weekday hours, one row a day: closed, or its opening and closing times. */
export const WeekdayHoursForm = ({ facility, onDone, refetch }: WeekdayHoursFormProps) => {
  const [{ fetching }, update] = useMutation(UpdateStorageFacilityMutation);
  const [rows, setRows] = useState(() => hoursRows(facility.hours));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const change = (weekday: number, patch: Partial<HoursRow>) =>
    setRows((all) =>
      all.map((row) => {
        if (row.weekday !== weekday) return row;
        const next = { ...row, ...patch };
        // A day opened again starts with the usual times rather than empty fields.
        return patch.closed === false && !next.opensAt && !next.closesAt
          ? { ...next, opensAt: DEFAULT_OPENS, closesAt: DEFAULT_CLOSES }
          : next;
      }),
    );

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const parsed = storageFacilityInputSchema.safeParse({
      capacity: facility.capacity,
      bookingMode: facility.bookingMode,
      hours: hoursInput(rows),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setMessage(null);
    const result = await update({ id: facility.id, version: facility.version, input: parsed.data });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (failure.code === 'CONFLICT') refetch();
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) setMessage(transitionFailureMessage(failure, 'facility'));
      return;
    }
    toast.success(`${facility.name}: hours saved.`);
    onDone();
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Opening hours">
      {message && <Alert tone="danger">{message}</Alert>}
      {rows.map((row, index) => {
        const day = WEEKDAY_LABEL[row.weekday];
        return (
          <fieldset key={row.weekday} className="form-subgroup">
            <legend className="field-label">{day}</legend>
            <Checkbox label={`Closed on ${day}`} checked={row.closed} onChange={(closed) => change(row.weekday, { closed })} />
            {!row.closed && (
              <div className="filter-row">
                <TextField
                  type="time"
                  label={`${day} opens`}
                  value={row.opensAt}
                  onChange={(opensAt) => change(row.weekday, { opensAt })}
                  error={errors[`hours.${index}.opensAt`]}
                />
                <TextField
                  type="time"
                  label={`${day} closes`}
                  value={row.closesAt}
                  onChange={(closesAt) => change(row.weekday, { closesAt })}
                  error={errors[`hours.${index}.closesAt`]}
                />
              </div>
            )}
          </fieldset>
        );
      })}
      <FormButtons submit="Save hours" busy={fetching} onCancel={onDone} />
    </form>
  );
};
