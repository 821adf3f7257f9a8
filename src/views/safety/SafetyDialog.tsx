import type { ReactNode } from 'react';
import type { CombinedError } from '@urql/core';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
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
  const form = useForm({});
  const submit = form.submit(async () => {
    const result = await onSubmit();
    if (result && 'error' in result && result.error) return form.fail(graphqlFailure(result.error as CombinedError), { withMessage: true });
    if (result && !('error' in result) && Object.keys(result).length > 0)
      return form.fail({ code: null, message: 'Check the fields below.', fieldErrors: result as FieldErrors }, { withMessage: true });
    onClose();
  });
  return (
    <Dialog title={title} onClose={onClose}>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {fields(form.errors)}
        <div className="button-row">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant={variant} busy={form.submitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
