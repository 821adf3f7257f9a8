import { useState } from 'react';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Dialog } from '../kit/ui/Dialog';
import { TextField } from '../kit/ui/TextField';

export type TypedConfirmDialogProps = {
  title: string;
  /** What happens, in a sentence or two, above the field. */
  warning: string;
  /** What must be typed back (the tenant's name). */
  expected: string;
  /** Whether the typed text confirms (the shared rule the server applies too). */
  confirms: (typed: string, expected: string) => boolean;
  action: string;
  busy: boolean;
  error: string | null;
  onConfirm: (typed: string) => void;
  onClose: () => void;
};

/** A dialog that goes ahead only once `expected` is typed back: a reset, a production mark. */
export const TypedConfirmDialog = ({
  title,
  warning,
  expected,
  confirms,
  action,
  busy,
  error,
  onConfirm,
  onClose,
}: TypedConfirmDialogProps) => {
  const [typed, setTyped] = useState('');
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (confirms(typed, expected)) onConfirm(typed);
        }}
      >
        <Alert tone="warning">{warning}</Alert>
        {error && <Alert tone="danger">{error}</Alert>}
        <TextField label={`Type ${expected} to confirm`} value={typed} onChange={setTyped} autoComplete="off" />
        <div className="form-actions">
          <Button type="submit" variant="danger" busy={busy} disabled={!confirms(typed, expected)}>
            {action}
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </form>
    </Dialog>
  );
};
