import { type InputHTMLAttributes, useId } from 'react';
import { Field, fieldAria } from './Field';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

export type TextFieldProps = NativeInput & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Field errors (Laravel's `errors[field]` or zod's), shown under the input and announced. */
  error?: readonly string[] | string;
  hint?: string;
  /** A textarea with this many rows instead of an input. */
  rows?: number;
};

export const TextField = ({ label, value, onChange, error, hint, rows, id, className, ...rest }: TextFieldProps) => {
  const generated = useId();
  const inputId = id ?? generated;
  const messages = typeof error === 'string' ? [error] : (error ?? []);
  const shared = { id: inputId, ...fieldAria(inputId, hint, messages), className: 'field-input' };
  return (
    <Field id={inputId} label={label} hint={hint} messages={messages} className={className}>
      {rows ? (
        <textarea
          {...shared}
          name={rest.name}
          required={rest.required}
          disabled={rest.disabled}
          maxLength={rest.maxLength}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input {...rest} {...shared} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
};
