import { type FormEvent, useEffect, useState } from 'react';
import { Dialog } from '../kit/ui/Dialog';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { LimitedTextField } from '../kit/ui/LimitedTextField';

// The check (zod) loads with the dialog, not with every page that can open it.
const eventInputs = () => import('../../machines/domain/quote.inputs');

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
  const [missing, setMissing] = useState<string | null>(null);
  useEffect(() => {
    void eventInputs().catch(() => undefined);
  }, []);
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const { declineQuoteInputSchema } = await eventInputs();
    const parsed = declineQuoteInputSchema().safeParse({ reason });
    if (!parsed.success) return setMissing(parsed.error.issues[0].message);
    onDecline(parsed.data.reason);
  };
  return (
    <Dialog title={`Decline quote ${number}`} onClose={onClose}>
      <form className="form" onSubmit={confirm} noValidate>
        {error && <Alert tone="danger">{error}</Alert>}
        <LimitedTextField
          label="Reason"
          rows={3}
          limit={1000}
          required
          value={reason}
          error={missing ?? undefined}
          onChange={(value) => {
            setReason(value);
            setMissing(null);
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
