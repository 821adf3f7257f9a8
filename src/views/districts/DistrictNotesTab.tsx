import { useState } from 'react';
import { useMutation } from 'urql';
import { NoteKindValues } from '@/generated/enums/NoteKind';
import type { DistrictPage_DistrictFragment as District } from '@/generated/graphql';
import { formatDateTime } from '../../domain/format';
import { districtNoteInputSchema } from '../../domain/schemas/districts';
import { type FieldErrors, fieldErrors } from '../../domain/schemas/fieldErrors';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import { DistrictAddNoteMutation, DistrictDeleteNoteMutation } from './DistrictPage.graphql';
import { NOTE_KIND_LABEL } from './labels';

/** The district's notes, newest first: what a title clerk should know (special instructions stand out). */
export const DistrictNotesTab = ({ district, canEdit }: { district: District; canEdit: boolean }) => {
  const tenant = useCurrentTenant();
  const [, add] = useMutation(DistrictAddNoteMutation);
  const [, remove] = useMutation(DistrictDeleteNoteMutation);
  const [draft, setDraft] = useState({ kind: 'GENERAL', body: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const submit = async () => {
    const parsed = districtNoteInputSchema.safeParse(draft);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    const result = await add({ districtId: district.id, input: parsed.data });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      setErrors(failure.fieldErrors);
      setMessage(failure.message);
      return;
    }
    setErrors({});
    setMessage(null);
    setDraft({ kind: draft.kind, body: '' });
  };
  return (
    <Panel title="Notes">
      {message && <Alert tone="danger">{message}</Alert>}
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
                    setMessage(result.error ? graphqlFailure(result.error).message : null);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form
          className="form form-inline"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FieldSelect
            label="Kind"
            value={draft.kind}
            onChange={(kind) => setDraft({ ...draft, kind })}
            choices={NoteKindValues.map((value) => ({ value, label: NOTE_KIND_LABEL[value] }))}
            error={errors.kind}
          />
          <TextField label="Note" rows={2} value={draft.body} onChange={(body) => setDraft({ ...draft, body })} error={errors.body} />
          <Button type="submit">Add note</Button>
        </form>
      )}
    </Panel>
  );
};
