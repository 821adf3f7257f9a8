import { useId } from 'react';

export type FieldSelectProps = {
  label: string;
  /** A choice may be listed but not chosen (`disabled`), with the reason in `describedBy` or the label. */
  choices: readonly { value: string; label: string; disabled?: boolean }[];
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: readonly string[];
  hint?: string;
  /** Another element that describes the select (a note beside it). */
  describedBy?: string;
};

/** A labelled single select of a form, with its hint and field errors announced like TextField's (forms and dialogs). */
export const FieldSelect = ({ label, choices, value, onChange, placeholder, error, hint, describedBy }: FieldSelectProps) => {
  const id = useId();
  const messages = error ?? [];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={['field', messages.length > 0 && 'field-invalid'].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={[describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </select>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {errorId && (
        <p className="field-error" id={errorId}>
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
};
