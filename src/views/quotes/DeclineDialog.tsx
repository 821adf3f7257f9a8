import { type FormEvent, useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

export type DeclineDialogProps = {
  number: string;
  busy: boolean;
  /** A refusal from the server, shown in the dialog. */
  error: string | null;
  onDecline: (reason: string) => void;
  onClose: () => void;
};

/** Declining asks why, so whoever revises the quote knows what to change. */
export const DeclineDialog = ({ number, busy, error, onDecline, onClose }: DeclineDialogProps) => {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setMissing(true);
    onDecline(reason.trim());
  };
  return (
    <Dialog title={`Decline quote ${number}`} onClose={onClose}>
      <form className="form" onSubmit={confirm} noValidate>
        {error && <Alert tone="danger">{error}</Alert>}
        <TextField
          label="Reason"
          rows={3}
          maxLength={1000}
          required
          value={reason}
          error={missing ? 'Say why the quote is declined.' : undefined}
          onChange={(value) => {
            setReason(value);
            setMissing(false);
          }}
        />
        <div className="button-row">
          <Button type="submit" variant="danger" busy={busy}>
            Decline quote
          </Button>
          <Button onClick={onClose}>Keep it pending</Button>
        </div>
      </form>
    </Dialog>
  );
};
