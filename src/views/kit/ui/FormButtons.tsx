import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton';
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
  /** A page to go back to instead (a link drawn as a button): "/admin/drivers". */
  cancelHref?: string;
  /** The link's text: "Cancel", or "Back" where nothing is lost by leaving. */
  cancelText?: string;
  /** Buttons before the submit ("Add a fee"). */
  children?: ReactNode;
};

/** A form's button row: its submit, busy while the form saves, and Cancel (a button, or a link back to a page). */
export const FormButtons = ({
  submit,
  busy,
  variant = 'primary',
  disabled,
  onCancel,
  cancelHref,
  cancelText = 'Cancel',
  children,
}: FormButtonsProps) => (
  <div className="button-row">
    {children}
    <Button type="submit" variant={variant} busy={busy} disabled={disabled}>
      {submit}
    </Button>
    {onCancel && <Button onClick={onCancel}>Cancel</Button>}
    {cancelHref && <LinkButton href={cancelHref}>{cancelText}</LinkButton>}
  </div>
);
