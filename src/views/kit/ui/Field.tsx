import type { ReactNode } from 'react';

/** What a field's control says of itself: invalid while it has errors, described by its note, hint and errors. */
export const fieldAria = (id: string, hint: string | undefined, messages: readonly string[], describedBy?: string) => ({
  'aria-invalid': messages.length > 0 || undefined,
  'aria-describedby':
    [describedBy, hint ? `${id}-hint` : undefined, messages.length > 0 ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined,
});

export type FieldProps = {
  /** The control's id: the label points at it, the hint and the errors take their ids from it. */
  id: string;
  label: string;
  hint?: string;
  messages: readonly string[];
  /** Classes beside `field` ("mention-box"). */
  className?: string;
  /** The control, and anything that goes with it before the hint. */
  children: ReactNode;
};

/** A form control's frame: its label above, its hint and its errors under it (announced through `fieldAria`). */
export const Field = ({ id, label, hint, messages, className, children }: FieldProps) => (
  <div className={['field', className, messages.length > 0 && 'field-invalid'].filter(Boolean).join(' ')}>
    <label className="field-label" htmlFor={id}>
      {label}
    </label>
    {children}
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
