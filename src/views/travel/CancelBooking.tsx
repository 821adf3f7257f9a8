import { useState } from 'react';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { TextField } from '../kit/ui/TextField';

export type CancelBookingProps = {
  noun: string;
  /** Resolves to the error to show, or null once cancelled. */
  onCancel: (reason: string) => Promise<string | null>;
};

/** Cancels a booking (kept, read-only, out of the totals), with an optional reason, after asking once. */
export const CancelBooking = ({ noun, onCancel }: CancelBookingProps) => {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="form">
      <TextField label={`Why is the ${noun} cancelled?`} hint="Optional." value={reason} onChange={setReason} error={error ?? undefined} />
      <ConfirmButton
        label={`Cancel ${noun}`}
        question={`Cancel this ${noun}? It stays on record but can no longer be changed.`}
        confirmLabel={`Yes, cancel the ${noun}`}
        busy={busy}
        onConfirm={async () => {
          setBusy(true);
          setError(await onCancel(reason));
          setBusy(false);
        }}
      />
    </div>
  );
};
