import { useEffect, useRef, useState } from 'react';
import { Button } from './Button';

export type ConfirmButtonProps = {
  /** The first button's text, e.g. "Revoke". */
  label: string;
  /** Its accessible name when the text alone is ambiguous, e.g. 'Revoke token "laptop"'. */
  ariaLabel?: string;
  /** The question asked before acting. */
  question: string;
  confirmLabel: string;
  onConfirm: () => void | Promise<void>;
  busy?: boolean;
};

/** A destructive action that asks once, inline (keyboard friendly, no browser dialog). */
export const ConfirmButton = ({ label, ariaLabel, question, confirmLabel, onConfirm, busy }: ConfirmButtonProps) => {
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (asking) cancelRef.current?.focus();
  }, [asking]);

  if (!asking)
    return (
      <Button variant="danger" className="btn-small" aria-label={ariaLabel} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <fieldset className="confirm">
      <legend className="confirm-question">{question}</legend>
      <Button
        variant="danger"
        className="btn-small"
        busy={busy}
        onClick={async () => {
          await onConfirm();
          setAsking(false);
        }}
      >
        {confirmLabel}
      </Button>
      <Button ref={cancelRef} className="btn-small" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </fieldset>
  );
};
