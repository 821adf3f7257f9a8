import { useMutation } from 'urql';
import { NoteKindValues } from '@/generated/enums/NoteKind';
import type { DistrictPage_DistrictFragment as District } from '@/generated/graphql';
import { formatDateTime } from '../../domain/format';
import { districtNoteInputSchema } from '../../domain/schemas/districts';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import { DistrictAddNoteMutation, DistrictDeleteNoteMutation } from './DistrictPage.graphql';
import { NOTE_KIND_LABEL } from './labels';

const KIND_CHOICES = NoteKindValues.map((value) => ({ value, label: NOTE_KIND_LABEL[value] }));

/** The district's notes, newest first: what a title clerk should know (special instructions stand out). */
export const DistrictNotesTab = ({ district, canEdit }: { district: District; canEdit: boolean }) => {
  const tenant = useCurrentTenant();
  const [, add] = useMutation(DistrictAddNoteMutation);
  const [, remove] = useMutation(DistrictDeleteNoteMutation);
  const form = useForm({ kind: 'GENERAL', body: '' });
  const onSubmit = form.submit(async () => {
    const input = form.check(districtNoteInputSchema);
    if (!input) return;
    const result = await add({ districtId: district.id, input });
    if (result.error) return form.fail(graphqlFailure(result.error), { withMessage: true });
    form.reset({ body: '' });
  });
  return (
    <Panel title="Notes">
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      {district.notes.length === 0 ? (
        <p className="muted">No notes on {district.name} yet.</p>
      ) : (
        <ul className="safety-list">
          {district.notes.map((note) => (
            <li key={note.id}>
              <Badge tone={note.kind === 'SPECIAL_INSTRUCTIONS' ? 'warning' : 'neutral'}>{NOTE_KIND_LABEL[note.kind]}</Badge> {note.body}
              <p className="muted">
                {note.createdByName ?? 'Demo data'} · {formatDateTime(note.createdAt, tenant?.locale, tenant?.timeZone)}
              </p>
              {canEdit && (
                <ConfirmButton
                  label="Delete"
                  ariaLabel={`Delete note: ${note.body.slice(0, 40)}`}
                  question="Delete this note?"
                  confirmLabel="Delete note"
                  onConfirm={async () => {
                    const result = await remove({ id: note.id });
                    form.setFormError(result.error ? graphqlFailure(result.error).message : null);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form ref={form.formRef} className="form form-inline" noValidate onSubmit={onSubmit}>
          <FieldSelect label="Kind" choices={KIND_CHOICES} {...form.text('kind')} />
          <TextField label="Note" rows={2} {...form.text('body')} />
          <Button type="submit" busy={form.submitting}>
            Add note
          </Button>
        </form>
      )}
    </Panel>
  );
};
