import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Panel } from '../ui/Panel';
import { TextField } from '../ui/TextField';
import toast from '../ui/toast';

/** Why a comment was not stored: words under the comment box, and a message above the form (or none). */
export type CommentRefusal = { fieldErrors: string[]; message: string | null };

export type CommentFormProps = {
  hint: string;
  busy: boolean;
  /** Stores the trimmed comment; answers null once it is stored. */
  onSend: (body: string) => Promise<CommentRefusal | null>;
  /** The toast once the comment is stored. */
  sentMessage: string;
  /** Further fields under the comment box (staff: internal or not). */
  children?: ReactNode;
  /** Another comment box (staff: with @mention suggestions); the plain one when absent. */
  box?: (field: CommentBoxProps) => ReactNode;
};

/** What the comment box receives, the plain one or another. */
export type CommentBoxProps = {
  label: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
  error: string[];
  maxLength: number;
  hint: string;
};

/** "Add a comment": a comment box that refuses an empty comment, shows why the server refused one, and clears once sent. */
export const CommentForm = ({ hint, busy, onSend, sentMessage, children, box }: CommentFormProps) => {
  const [body, setBody] = useState('');
  const [fieldErrors, setFieldErrors] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (text === '') return setFieldErrors(['Write a comment first.']);
    const refusal = await onSend(text);
    if (refusal) {
      setFieldErrors(refusal.fieldErrors);
      return setFormError(refusal.message);
    }
    setBody('');
    setFieldErrors([]);
    setFormError(null);
    toast.success(sentMessage);
  };

  return (
    <Panel title="Add a comment" className="panel-wide">
      <form className="form" onSubmit={submit} noValidate>
        {formError && <Alert tone="danger">{formError}</Alert>}
        {(box ?? ((field) => <TextField {...field} />))({
          label: 'Comment',
          rows: 4,
          value: body,
          onChange: setBody,
          error: fieldErrors,
          maxLength: 5000,
          hint,
        })}
        {children}
        <div className="button-row">
          <Button type="submit" variant="primary" busy={busy}>
            Add comment
          </Button>
        </div>
      </form>
    </Panel>
  );
};
