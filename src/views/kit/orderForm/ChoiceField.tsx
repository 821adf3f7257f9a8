import { useId } from 'react';
import type { Choice } from './labels';

export type ChoiceFieldProps<T extends string> = {
  label: string;
  value: T | '';
  choices: readonly Choice<T>[];
  onChange: (value: T | '') => void;
  /** The first, empty choice ("Choose…"); without it the field always holds a value. */
  placeholder?: string;
  error?: readonly string[];
  hint?: string;
  disabled?: boolean;
};

/** A labelled native select with its errors under it and announced, like TextField. */
export const ChoiceField = <T extends string>({
  label,
  value,
  choices,
  onChange,
  placeholder,
  error,
  hint,
  disabled,
}: ChoiceFieldProps<T>) => {
  const id = useId();
  const messages = error ?? [];
  const describedBy = [hint && `${id}-hint`, messages.length > 0 && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', messages.length > 0 && 'field-invalid'].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        disabled={disabled}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value as T | '')}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {messages.length > 0 && (
        <p className="field-error" id={`${id}-error`}>
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
};
