import type { ReactNode } from 'react';
import { useForm } from '../forms/useForm';
import { Alert } from '../ui/Alert';
import { Panel } from '../ui/Panel';
import { TextField } from '../ui/TextField';
import toast from '../ui/toast';
import { FormButtons } from '../ui/FormButtons';

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
  const form = useForm({ body: '' });

  const submit = form.submit(async () => {
    const text = form.values.body.trim();
    if (text === '') return form.invalid({ body: ['Write a comment first.'] });
    const refusal = await onSend(text);
    if (refusal) {
      form.invalid({ body: refusal.fieldErrors });
      return form.setFormError(refusal.message);
    }
    form.reset({ body: '' });
    toast.success(sentMessage);
  });

  return (
    <Panel title="Add a comment" className="panel-wide">
      <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {(box ?? ((field) => <TextField {...field} />))({
          label: 'Comment',
          rows: 4,
          value: form.values.body,
          onChange: (body) => form.set('body', body),
          error: form.errors.body ?? [],
          maxLength: 5000,
          hint,
        })}
        {children}
        <FormButtons submit="Add comment" busy={busy} />
      </form>
    </Panel>
  );
};
