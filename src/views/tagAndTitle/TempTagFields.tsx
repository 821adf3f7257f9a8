import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { TenantDateInput } from '../kit/forms/TenantDateInput';
import { TextField } from '../kit/ui/TextField';

export type TempTag = { tempTagNumber: string; tempTagIssuedOn: string };

export type TempTagFieldsProps = {
  tag: TempTag;
  onChange: (patch: Partial<TempTag>) => void;
  errors: FieldErrors;
  /** The create form's own section ("Temp tag", where the day is "Issued on" and the number may wait for the tag). */
  section?: boolean;
};

/** A temp tag packet's tag number and the day it was issued (its expiry follows from the state). */
export const TempTagFields = ({ tag, onChange, errors, section = false }: TempTagFieldsProps) => {
  const fields = (
    <>
      <TextField
        label="Temp tag number"
        hint={section ? 'Leave empty until the tag is issued.' : undefined}
        value={tag.tempTagNumber}
        onChange={(tempTagNumber) => onChange({ tempTagNumber })}
        error={errors.tempTagNumber}
      />
      <TenantDateInput
        label={section ? 'Issued on' : 'Temp tag issued on'}
        hint="The expiry follows from the state's validity."
        value={tag.tempTagIssuedOn}
        onChange={(tempTagIssuedOn) => onChange({ tempTagIssuedOn })}
        error={errors.tempTagIssuedOn}
      />
    </>
  );
  if (!section) return fields;
  return (
    <fieldset className="form-section">
      <legend>Temp tag</legend>
      {fields}
    </fieldset>
  );
};
