import { type FormEvent, useState } from 'react';
import { conditionReportRejectSchema } from '../../domain/schemas/conditionReports';
import { fieldErrors, type FieldErrors } from '../../domain/schemas/fieldErrors';
import type { Failure } from '../kit/forms/failure';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Dialog } from '../kit/ui/Dialog';
import { TextField } from '../kit/ui/TextField';

export type RejectReportDialogProps = {
  number: string;
  busy: boolean;
  /** Resolves to the failure to show, or null once the report is rejected. */
  onSubmit: (reason: string) => Promise<Failure | null>;
  onClose: () => void;
};

/** Asks why the report is rejected (the driver reads it before taking the report again), checked by the shared schema. */
export const RejectReportDialog = ({ number, busy, onSubmit, onClose }: RejectReportDialogProps) => {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = conditionReportRejectSchema.safeParse({ reason });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setFormError(null);
    const failure = await onSubmit(parsed.data.reason);
    if (!failure) return;
    setErrors(failure.fieldErrors);
    setFormError(Object.keys(failure.fieldErrors).length > 0 ? null : transitionFailureMessage(failure, 'condition report'));
  };

  return (
    <Dialog title={`Reject ${number}`} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        {formError && <Alert tone="danger">{formError}</Alert>}
        <TextField
          label="Reason"
          hint="The driver reads it and takes the report again."
          rows={3}
          value={reason}
          onChange={setReason}
          error={errors.reason}
          autoFocus
        />
        <div className="button-row">
          <Button type="submit" variant="danger" busy={busy}>
            Reject report
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </form>
    </Dialog>
  );
};
