import { TenantDateInput } from '../forms/TenantDateInput';
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

/** When a pickup or delivery is wanted: as soon as possible, or on, before or after a day typed in the tenant's locale. */
export const DateRequestField = ({ label, value, onChange, modeError, dateError }: DateRequestFieldProps) => {
  return (
    <div className="date-request">
      <ChoiceField
        label={label}
        value={value.mode}
        choices={DATE_MODE_CHOICES}
        error={modeError}
        onChange={(mode) => onChange({ ...value, mode: mode || 'ASAP' })}
      />
      {value.mode !== 'ASAP' && (
        <TenantDateInput label={`${label} date`} value={value.date} error={dateError} onChange={(date) => onChange({ ...value, date })} />
      )}
    </div>
  );
};
