import { useId } from 'react';
import { Field, fieldAria } from './Field';

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
  disabled?: boolean;
};

/** A labelled single select of a form, with its hint and field errors announced like TextField's (forms and dialogs). */
export const FieldSelect = ({ label, choices, value, onChange, placeholder, error, hint, describedBy, disabled }: FieldSelectProps) => {
  const id = useId();
  const messages = error ?? [];
  return (
    <Field id={id} label={label} hint={hint} messages={messages}>
      <select
        id={id}
        className="field-input"
        value={value}
        disabled={disabled}
        {...fieldAria(id, hint, messages, describedBy)}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
};
