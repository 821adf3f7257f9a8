import { type FormEvent, useState } from 'react';
import { tntRejectReasonSchema } from '../../domain/schemas/tagAndTitle';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { FormButtons } from '../kit/ui/FormButtons';
import { TextField } from '../kit/ui/TextField';

export type RejectDocumentDialogProps = {
  label: string;
  busy: boolean;
  /** Resolves to the refusal to show, or null once the document is rejected. */
  onReject: (reason: string) => Promise<string | null>;
  onClose: () => void;
};

/** Why a document is refused (an unreleased lien, a missing odometer section …): the client sees this reason. */
export const RejectDocumentDialog = ({ label, busy, onReject, onClose }: RejectDocumentDialogProps) => {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = tntRejectReasonSchema.safeParse(reason);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Say why the document is rejected.');
    setError(null);
    const refusal = await onReject(parsed.data);
    if (refusal) setFormError(refusal);
  };

  return (
    <Dialog title={`Reject ${label}`} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        {formError && <Alert tone="danger">{formError}</Alert>}
        <TextField
          label="Reason"
          hint="The client sees it and sends a new one."
          rows={3}
          value={reason}
          onChange={setReason}
          error={error ?? undefined}
          autoFocus
        />
        <FormButtons submit="Reject" variant="danger" busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
};
