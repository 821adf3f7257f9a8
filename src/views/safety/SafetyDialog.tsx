import { type FormEvent, type ReactNode, useState } from 'react';
import type { CombinedError } from '@urql/core';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Dialog } from '../kit/ui/Dialog';

export type SafetyDialogProps = {
  title: string;
  submitLabel: string;
  variant?: 'primary' | 'danger';
  onClose: () => void;
  /** Sends the change; its error (if any) is shown here, its field errors handed to `fields`. */
  onSubmit: () => Promise<{ error?: CombinedError } | FieldErrors | null>;
  fields: (errors: FieldErrors) => ReactNode;
};

/** A small form in a modal dialog: the fields, Cancel and the action; closes once the server says yes. */
export const SafetyDialog = ({ title, submitLabel, variant = 'primary', onClose, onSubmit, fields }: SafetyDialogProps) => {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await onSubmit();
    setBusy(false);
    if (result && 'error' in result && result.error) {
      const failure = graphqlFailure(result.error as CombinedError);
      setErrors(failure.fieldErrors);
      setMessage(failure.message);
      return;
    }
    if (result && !('error' in result) && Object.keys(result).length > 0) {
      setErrors(result as FieldErrors);
      setMessage('Check the fields below.');
      return;
    }
    onClose();
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {message && <Alert tone="danger">{message}</Alert>}
        {fields(errors)}
        <div className="button-row">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant={variant} busy={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
