import type { ReactNode } from 'react';
import { Button } from './Button';

export type FormButtonsProps = {
  /** The submit button's text: "Save", "Reserve". */
  submit: string;
  busy: boolean;
  variant?: 'primary' | 'danger';
  /** The submit held back (nothing to send yet). */
  disabled?: boolean;
  /** Cancel's action; no Cancel button without one. */
  onCancel?: () => void;
  /** Buttons before the submit ("Add a fee"). */
  children?: ReactNode;
};

/** A form's button row: its submit, busy while the form saves, and Cancel. */
export const FormButtons = ({ submit, busy, variant = 'primary', disabled, onCancel, children }: FormButtonsProps) => (
  <div className="button-row">
    {children}
    <Button type="submit" variant={variant} busy={busy} disabled={disabled}>
      {submit}
    </Button>
    {onCancel && <Button onClick={onCancel}>Cancel</Button>}
  </div>
);
