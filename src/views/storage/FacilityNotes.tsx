import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { type StorageNoteKind, StorageNoteKindValues } from '@/generated/enums/StorageNoteKind';
import { fieldErrors, type FieldErrors } from '../../domain/schemas/fieldErrors';
import { storageNoteInputSchema } from '../../domain/schemas/storage';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { EmptyState } from '../kit/ui/EmptyState';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { NOTE_KIND_LABEL } from './labels';
import { storageFailureMessage } from './storageFailure';

export const FacilityNotesFragment = graphql(`
  fragment FacilityNotes_facility on StorageFacility {
    id
    notes {
      id
      kind
      body
      createdByName
      createdAt
    }
  }
`);

const AddStorageNoteMutation = graphql(`
  mutation StorageNoteAdd($facilityId: ID!, $input: StorageNoteInput!) {
    addStorageNote(facilityId: $facilityId, input: $input) {
      id
      ...StorageFacilityDetail
    }
  }
`);

const DeleteStorageNoteMutation = graphql(`
  mutation StorageNoteDelete($id: ID!) {
    deleteStorageNote(id: $id) {
      id
      ...StorageFacilityDetail
    }
  }
`);

/** /storage/facilities/:id/notes: special instructions first (what a driver must know at the gate), then general notes, newest first. */
export const FacilityNotes = ({ facility: source }: { facility: FragmentType<typeof FacilityNotesFragment> }) => {
  const facility = getFragmentData(FacilityNotesFragment, source);
  const dateTime = useDateTimeFormat();
  const [{ fetching: adding }, add] = useMutation(AddStorageNoteMutation);
  const [{ fetching: deleting }, remove] = useMutation(DeleteStorageNoteMutation);
  const [kind, setKind] = useState<StorageNoteKind>('GENERAL');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const notes = [...facility.notes].sort((a, b) =>
    a.kind !== b.kind ? (a.kind === 'SPECIAL_INSTRUCTIONS' ? -1 : 1) : b.createdAt.localeCompare(a.createdAt),
  );

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const parsed = storageNoteInputSchema.safeParse({ kind, body });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setMessage(null);
    const result = await add({ facilityId: facility.id, input: parsed.data });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) setMessage(storageFailureMessage(failure, 'facility'));
      return;
    }
    toast.success('Note added.');
    setBody('');
  };

  const removeNote = async (id: string) => {
    setMessage(null);
    const result = await remove({ id });
    if (result.error) setMessage(storageFailureMessage(graphqlFailure(result.error), 'facility'));
    else toast.success('Note deleted.');
  };

  return (
    <>
      <Panel title="Notes">
        {notes.length === 0 ? (
          <EmptyState title="No notes yet" />
        ) : (
          <ul className="plain-list">
            {notes.map((note) => (
              <li key={note.id}>
                <p>
                  <Badge tone={note.kind === 'SPECIAL_INSTRUCTIONS' ? 'warning' : 'neutral'}>{NOTE_KIND_LABEL[note.kind]}</Badge>{' '}
                  <span className="muted">{`${note.createdByName ?? 'Someone'}, ${dateTime(note.createdAt)}`}</span>
                </p>
                <p className="item-body">{note.body}</p>
                <ConfirmButton
                  label="Delete"
                  ariaLabel={`Delete the note of ${dateTime(note.createdAt)}`}
                  question="Delete this note?"
                  confirmLabel="Delete the note"
                  busy={deleting}
                  onConfirm={() => removeNote(note.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Add a note">
        <form className="form" noValidate onSubmit={submit} aria-label="Add a note">
          {message && <Alert tone="danger">{message}</Alert>}
          <FieldSelect
            label="Kind"
            choices={StorageNoteKindValues.map((value) => ({ value, label: NOTE_KIND_LABEL[value] }))}
            value={kind}
            onChange={(value) => setKind(value as StorageNoteKind)}
            error={errors.kind}
          />
          <TextField label="Note" rows={4} value={body} onChange={setBody} error={errors.body} />
          <Button type="submit" variant="primary" busy={adding}>
            Add the note
          </Button>
        </form>
      </Panel>
    </>
  );
};
