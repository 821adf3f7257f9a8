import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { type StorageNoteKind, StorageNoteKindValues } from '@/generated/enums/StorageNoteKind';
import { storageNoteInputSchema } from '../../domain/schemas/storage';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { useForm } from '../kit/forms/useForm';
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
import { recordRefusal } from '../kit/record/recordRefusal';

const KIND_CHOICES = StorageNoteKindValues.map((value) => ({ value, label: NOTE_KIND_LABEL[value] }));

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
  const [, add] = useMutation(AddStorageNoteMutation);
  const [{ fetching: deleting }, remove] = useMutation(DeleteStorageNoteMutation);
  const form = useForm({ kind: 'GENERAL' as StorageNoteKind, body: '' });
  const notes = [...facility.notes].sort((a, b) =>
    a.kind !== b.kind ? (a.kind === 'SPECIAL_INSTRUCTIONS' ? -1 : 1) : b.createdAt.localeCompare(a.createdAt),
  );

  const submit = form.submit(async () => {
    const input = form.check(storageNoteInputSchema);
    if (!input) return;
    const result = await add({ facilityId: facility.id, input });
    if (result.error) return form.fail(recordRefusal(result.error, 'facility'));
    toast.success('Note added.');
    form.reset({ body: '' });
  });

  const removeNote = async (id: string) => {
    form.setFormError(null);
    const result = await remove({ id });
    if (result.error) form.setFormError(recordRefusal(result.error, 'facility').message);
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
        <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label="Add a note">
          {form.formError && <Alert tone="danger">{form.formError}</Alert>}
          <FieldSelect label="Kind" choices={KIND_CHOICES} {...form.text('kind')} />
          <TextField label="Note" rows={4} {...form.text('body')} />
          <Button type="submit" variant="primary" busy={form.submitting}>
            Add the note
          </Button>
        </form>
      </Panel>
    </>
  );
};
