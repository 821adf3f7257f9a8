import type { ReactNode } from 'react';
import { useForm } from '../forms/useForm';
import { Alert } from '../ui/Alert';
import { Panel } from '../ui/Panel';
import { LimitedTextField } from '../ui/LimitedTextField';
import { limitNote } from '../ui/textLimit';
import toast from '../ui/toast';
import { FormButtons } from '../ui/FormButtons';

/** The longest comment the server stores, staff's and portal's (server/orders/orders.comments.ts, server/portal/portal.comments.ts). */
export const COMMENT_LIMIT = 10_000;

/** The comment to send (trimmed), or why it is not sent: empty, or longer than the server takes. */
export const commentToSend = (body: string): { text: string } | { errors: string[] } => {
  const text = body.trim();
  if (text === '') return { errors: ['Write a comment first.'] };
  const note = limitNote(text.length, COMMENT_LIMIT);
  return note?.over ? { errors: [note.text] } : { text };
};

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
  /** The most characters it takes: counted near it, an error past it (the box never cuts). */
  limit: number;
  hint: string;
};

/** "Add a comment": a comment box that refuses an empty or too long comment, shows why the server refused one, and clears once sent. */
export const CommentForm = ({ hint, busy, onSend, sentMessage, children, box }: CommentFormProps) => {
  const form = useForm({ body: '' });

  const submit = form.submit(async () => {
    const checked = commentToSend(form.values.body);
    if ('errors' in checked) return form.invalid({ body: checked.errors });
    const refusal = await onSend(checked.text);
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
        {(box ?? ((field) => <LimitedTextField {...field} />))({
          label: 'Comment',
          rows: 4,
          value: form.values.body,
          onChange: (body) => form.set('body', body),
          error: form.errors.body ?? [],
          limit: COMMENT_LIMIT,
          hint,
        })}
        {children}
        <FormButtons submit="Add comment" busy={busy} />
      </form>
    </Panel>
  );
};
