import type { ReactNode } from 'react';
import { Button } from './Button';

export type FormButtonsProps = {
  /** The submit button's text: "Save", "Reserve". */
  submit: string;
  busy: boolean;
  variant?: 'primary' | 'danger';
  /** Cancel's action; no Cancel button without one. */
  onCancel?: () => void;
  /** Buttons before the submit ("Add a fee"). */
  children?: ReactNode;
};

/** A form's button row: its submit, busy while the form saves, and Cancel. */
export const FormButtons = ({ submit, busy, variant = 'primary', onCancel, children }: FormButtonsProps) => (
  <div className="button-row">
    {children}
    <Button type="submit" variant={variant} busy={busy}>
      {submit}
    </Button>
    {onCancel && <Button onClick={onCancel}>Cancel</Button>}
  </div>
);
