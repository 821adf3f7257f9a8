import { useId } from 'react';

export type SafetySelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly { value: string; label: string }[];
  placeholder?: string;
  error?: readonly string[];
};

/** A labelled native select with its field errors (the safety dialogs and filters). */
export const SafetySelect = ({ label, value, onChange, choices, placeholder, error }: SafetySelectProps) => {
  const id = useId();
  const errorId = error && error.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={['field', errorId && 'field-invalid'].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field-input" value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={errorId ? true : undefined} aria-describedby={errorId}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {errorId && (
        <p className="field-error" id={errorId}>
          {error?.join(' ')}
        </p>
      )}
    </div>
  );
};
