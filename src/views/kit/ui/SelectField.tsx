import { useId } from 'react';
import { Field, fieldAria } from './Field';

/** One option: the value sent and the words shown. */
export type Choice = { value: string; label: string };

export type SelectFieldProps = {
  label: string;
  choices: readonly Choice[];
  value: string | string[];
  onChange: (value: string[]) => void;
  /** A first, empty choice ("Choose…") for a single select that starts unset. */
  placeholder?: string;
  multiple?: boolean;
  /** Field errors, shown under the select and announced. */
  error?: readonly string[];
};

/** A labelled native select (keyboard and screen-reader behaviour for free); reports the chosen values. */
export const SelectField = ({ label, choices, value, onChange, placeholder, multiple, error = [] }: SelectFieldProps) => {
  const id = useId();
  return (
    <Field id={id} label={label} messages={error}>
      <select
        id={id}
        {...fieldAria(id, undefined, error)}
        className="field-input"
        multiple={multiple}
        size={multiple ? Math.min(6, Math.max(choices.length, 2)) : undefined}
        value={value}
        onChange={(event) => onChange([...event.target.selectedOptions].map((option) => option.value).filter(Boolean))}
      >
        {placeholder !== undefined && !multiple && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
};
