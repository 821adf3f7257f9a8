import { useId, useState } from 'react';
import { CheckIcon, CopyIcon } from '../kit/icons/icons';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';

export type NewTokenNoticeProps = { name: string; token: string; onDone: () => void };

/** The plain token, shown this once (only its hash is stored), with a copy button. */
export const NewTokenNotice = ({ name, token, onDone }: NewTokenNoticeProps) => {
  const [copied, setCopied] = useState(false);
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      document.getElementById(id)?.focus(); // no clipboard access: the text is selected for a manual copy
    }
  };
  return (
    <Alert tone="success">
      <p>
        Token “{name}” created. <strong>Copy it now</strong>: it is shown only once.
      </p>
      <div className="token-display">
        <label htmlFor={id} className="visually-hidden">
          New token
        </label>
        <input id={id} className="field-input mono" readOnly value={token} onFocus={(event) => event.target.select()} />
        <Button onClick={copy} aria-label={copied ? 'Token copied' : 'Copy token'}>
          {copied ? <CheckIcon /> : <CopyIcon />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </Alert>
  );
};
