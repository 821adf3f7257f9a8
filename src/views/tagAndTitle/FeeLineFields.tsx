import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { Button } from '../kit/ui/Button';
import { TextField } from '../kit/ui/TextField';
import type { FeeDraft } from './feeDrafts';

export type FeeLineFieldsProps = {
  /** The line's place in the editor, from 0: its legend and its errors' keys (`fees.0.amount`). */
  index: number;
  draft: FeeDraft;
  errors: FieldErrors;
  onChange: (change: Partial<FeeDraft>) => void;
  onRemove: () => void;
};

/** One fee line of the fees editor: label, amount in major units, note, and its remove button. */
export const FeeLineFields = ({ index, draft, errors, onChange, onRemove }: FeeLineFieldsProps) => (
  <fieldset className="form-section">
    <legend>{`Fee ${index + 1}`}</legend>
    <TextField label="Label" value={draft.label} onChange={(label) => onChange({ label })} error={errors[`fees.${index}.label`]} />
    <TextField
      label="Amount"
      hint="Leave empty while not known."
      inputMode="decimal"
      value={draft.amount}
      onChange={(amount) => onChange({ amount })}
      error={errors[`fees.${index}.amount`]}
    />
    <TextField label="Note" value={draft.note} onChange={(note) => onChange({ note })} error={errors[`fees.${index}.note`]} />
    <Button className="btn-small" onClick={onRemove}>
      {`Remove fee ${index + 1}`}
    </Button>
  </fieldset>
);
