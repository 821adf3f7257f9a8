import type { NoteKind } from '@/generated/graphql';
import { type FormEvent, useId, useState } from 'react';
import toast from '../../kit/ui/toast';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { useCanEdit } from '../../kit/app/useCanEdit';
import { graphqlFailure } from '../../kit/forms/failure';
import { Alert } from '../../kit/ui/Alert';
import { Badge } from '../../kit/ui/Badge';
import { Button } from '../../kit/ui/Button';
import { EmptyState } from '../../kit/ui/EmptyState';
import { Panel } from '../../kit/ui/Panel';
import { LimitedTextField } from '../../kit/ui/LimitedTextField';
import { useDateTimeFormat } from '../../kit/app/useDateTimeFormat';

export const OrderNotesFragment = graphql(`
  fragment OrderNotes_order on Order {
    id
    notes {
      id
      kind
      body
      authorName
      createdAt
    }
  }
`);

export const AddOrderNoteMutation = graphql(`
  mutation AddOrderNote($orderId: ID!, $kind: NoteKind!, $body: String!) {
    addOrderNote(orderId: $orderId, kind: $kind, body: $body) {
      id
      kind
      body
      authorName
      createdAt
    }
  }
`);

const KIND_LABEL: Record<NoteKind, string> = { GENERAL: 'General', SPECIAL_INSTRUCTIONS: 'Special instructions' };

export type OrderNotesProps = { order: FragmentType<typeof OrderNotesFragment> };

/** General notes and special instructions (drivers read the latter), newest first, and a form to add one. */
export const OrderNotes = ({ order }: OrderNotesProps) => {
  const dateTime = useDateTimeFormat();
  const { id: orderId, notes } = getFragmentData(OrderNotesFragment, order);
  const canEdit = useCanEdit();
  const [added, addNote] = useMutation(AddOrderNoteMutation);
  const [kind, setKind] = useState<NoteKind>('GENERAL');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const kindId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') return setError('Write the note first.');
    const result = await addNote({ orderId, kind, body: body.trim() });
    if (result.error) return setError(graphqlFailure(result.error).message);
    setBody('');
    setError(null);
    toast.success('Note added.');
  };

  const sorted = [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Panel title="Notes">
      {sorted.length === 0 ? (
        <EmptyState title="No notes yet" />
      ) : (
        <ul className="item-list">
          {sorted.map((note) => (
            <li key={note.id} className="item">
              <p className="item-head">
                <Badge tone={note.kind === 'SPECIAL_INSTRUCTIONS' ? 'warning' : 'neutral'}>{KIND_LABEL[note.kind]}</Badge>{' '}
                <span className="muted">
                  {note.authorName ?? 'Someone'} · {dateTime(note.createdAt)}
                </span>
              </p>
              <p className="item-body">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form className="form" onSubmit={submit} noValidate aria-label="Add a note">
          {error && <Alert tone="danger">{error}</Alert>}
          <div className="field">
            <label className="field-label" htmlFor={kindId}>
              Kind of note
            </label>
            <select id={kindId} className="field-input" value={kind} onChange={(e) => setKind(e.target.value as NoteKind)}>
              <option value="GENERAL">{KIND_LABEL.GENERAL}</option>
              <option value="SPECIAL_INSTRUCTIONS">{KIND_LABEL.SPECIAL_INSTRUCTIONS}</option>
            </select>
          </div>
          <LimitedTextField label="Note" rows={3} value={body} onChange={setBody} limit={5000} />
          <div className="button-row">
            <Button type="submit" busy={added.fetching}>
              Add note
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
};
