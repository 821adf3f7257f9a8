import { TextField } from '../ui/TextField';
import { ChoiceField } from './ChoiceField';
import type { DateDraft } from './formTypes';
import { DATE_MODE_CHOICES } from './labels';

export type DateRequestFieldProps = {
  /** "Pickup" or "Delivery". */
  label: string;
  value: DateDraft;
  onChange: (value: DateDraft) => void;
  modeError?: readonly string[];
  dateError?: readonly string[];
};

/** When a pickup or delivery is wanted: as soon as possible, or on, before or after a day (1900–2100). */
export const DateRequestField = ({ label, value, onChange, modeError, dateError }: DateRequestFieldProps) => (
  <div className="date-request">
    <ChoiceField
      label={label}
      value={value.mode}
      choices={DATE_MODE_CHOICES}
      error={modeError}
      onChange={(mode) => onChange({ ...value, mode: mode || 'ASAP' })}
    />
    {value.mode !== 'ASAP' && (
      <TextField
        label={`${label} date`}
        type="date"
        min="1900-01-01"
        max="2100-12-31"
        value={value.date}
        error={dateError}
        onChange={(date) => onChange({ ...value, date })}
      />
    )}
  </div>
);
