import { useId } from 'react';
import type { RecoverySource } from '@/generated/enums/RecoverySource';
import { RECOVERY_SOURCE_LABEL, RECOVERY_SOURCE_ORDER } from './labels';

export type RecoverySourceSelectProps = {
  value: RecoverySource;
  chargebackAllowed: boolean;
  describedBy?: string;
  onChange: (source: RecoverySource) => void;
  error?: readonly string[];
};

/** The recovery's source; a driver chargeback is listed but disabled where the driver's pay profile does not allow it. */
export const RecoverySourceSelect = ({ value, chargebackAllowed, describedBy, onChange, error }: RecoverySourceSelectProps) => {
  const id = useId();
  const messages = error ?? [];
  return (
    <div className={['field', messages.length > 0 && 'field-invalid'].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={id}>
        Source
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={[describedBy, messages.length > 0 && `${id}-error`].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value as RecoverySource)}
      >
        {RECOVERY_SOURCE_ORDER.map((source) => (
          <option key={source} value={source} disabled={source === 'DRIVER_CHARGEBACK' && !chargebackAllowed && value !== source}>
            {source === 'DRIVER_CHARGEBACK' && !chargebackAllowed ? `${RECOVERY_SOURCE_LABEL[source]} (not allowed)` : RECOVERY_SOURCE_LABEL[source]}
          </option>
        ))}
      </select>
      {messages.length > 0 && (
        <p className="field-error" id={`${id}-error`}>
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
};
