import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { TenantDateInput } from '../kit/forms/TenantDateInput';
import { TextField } from '../kit/ui/TextField';

/** A stay's days and notes as typed; a record's edit has no first day to change (`reservedFrom` absent). */
export type Stay = { reservedFrom?: string; reservedTo: string; notes: string };

export type StayFieldsProps = { stay: Stay; onChange: (patch: Partial<Stay>) => void; errors: FieldErrors };

/** A stay's first day (a reservation's), its last reserved day (empty for open-ended) and its notes. */
export const StayFields = ({ stay, onChange, errors }: StayFieldsProps) => {
  const from = stay.reservedFrom;
  return (
    <>
      {from !== undefined && (
        <TenantDateInput
          label="From"
          value={from}
          onChange={(reservedFrom) => onChange({ reservedFrom })}
          error={errors.reservedFrom}
          required
        />
      )}
      <TenantDateInput
        label={from === undefined ? 'Reserved to' : 'To'}
        hint="Leave empty for an open-ended stay."
        value={stay.reservedTo}
        onChange={(reservedTo) => onChange({ reservedTo })}
        error={errors.reservedTo}
      />
      <TextField label="Notes" rows={3} value={stay.notes} onChange={(notes) => onChange({ notes })} error={errors.notes} />
    </>
  );
};
