import { type InputHTMLAttributes, useId } from 'react';

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
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = messages.length > 0 ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id: inputId,
    'aria-invalid': messages.length > 0 || undefined,
    'aria-describedby': describedBy,
    className: 'field-input',
  };
  return (
    <div className={['field', messages.length > 0 && 'field-invalid', className].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
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
