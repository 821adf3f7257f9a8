import { useState } from 'react';
import { useMutation } from 'urql';
import { type InspectionCheck, InspectionCheckValues } from '@/generated/enums/InspectionCheck';
import { InspectionKindValues } from '@/generated/enums/InspectionKind';
import { RequirementKindValues } from '@/generated/enums/RequirementKind';
import type { RequirementTypes_TypeFragment as RequirementTypeRow } from '@/generated/graphql';
import { requirementTypeInputSchema } from '../../domain/schemas/districts';
import { type FieldErrors, fieldErrors } from '../../domain/schemas/fieldErrors';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Checkbox } from '../kit/ui/Checkbox';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import { RequirementTypeCreateMutation, RequirementTypeUpdateMutation } from './districts.graphql';
import { INSPECTION_CHECK_LABEL, INSPECTION_KIND_LABEL, REQUIREMENT_KIND_LABEL } from './labels';

type Draft = { code: string; name: string; kind: string; inspectionKind: string; inspects: InspectionCheck[]; description: string };

const draftOf = (type: RequirementTypeRow | null): Draft => ({
  code: type?.code ?? '',
  name: type?.name ?? '',
  kind: type?.kind ?? '',
  inspectionKind: type?.inspectionKind ?? '',
  inspects: type?.inspects ?? [],
  description: type?.description ?? '',
});

/** Creates a requirement type, or edits `editing`; an inspection also says who inspects and what. */
export const RequirementTypeForm = ({
  editing,
  onDone,
  onCancel,
}: {
  editing: RequirementTypeRow | null;
  onDone: (text: string) => void;
  onCancel: () => void;
}) => {
  const [, create] = useMutation(RequirementTypeCreateMutation);
  const [, update] = useMutation(RequirementTypeUpdateMutation);
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((before) => ({ ...before, ...patch }));
  const inspection = draft.kind === 'INSPECTION';
  const submit = async () => {
    const values = {
      ...draft,
      inspectionKind: inspection ? draft.inspectionKind || null : null,
      inspects: inspection ? draft.inspects : [],
    };
    const parsed = requirementTypeInputSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    const result = editing
      ? await update({ id: editing.id, version: editing.version, input: parsed.data })
      : await create({ input: parsed.data });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      setErrors(failure.fieldErrors);
      setMessage(failure.message);
      return;
    }
    setErrors({});
    setMessage(null);
    if (!editing) setDraft(draftOf(null));
    onDone(`${parsed.data.code} ${editing ? 'saved' : 'added'}.`);
  };
  return (
    <Panel title={editing ? `Edit ${editing.code}` : 'Add a requirement type'}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {message && <Alert tone="danger">{message}</Alert>}
        <TextField
          label="Code"
          hint="Letters, digits and dashes: TITLE, TX-130U."
          value={draft.code}
          onChange={(code) => set({ code })}
          error={errors.code}
        />
        <TextField label="Name" value={draft.name} onChange={(name) => set({ name })} error={errors.name} />
        <FieldSelect
          label="Kind"
          placeholder="Choose…"
          value={draft.kind}
          onChange={(kind) => set({ kind })}
          choices={RequirementKindValues.map((value) => ({ value, label: REQUIREMENT_KIND_LABEL[value] }))}
          error={errors.kind}
          hint={
            editing && editing.districtCount > 0
              ? `Listed by ${editing.districtCount} district(s): the kind can no longer change.`
              : undefined
          }
        />
        {inspection && (
          <>
            <FieldSelect
              label="Inspection kind"
              placeholder="Choose…"
              value={draft.inspectionKind}
              onChange={(inspectionKind) => set({ inspectionKind })}
              choices={InspectionKindValues.map((value) => ({ value, label: INSPECTION_KIND_LABEL[value] }))}
              error={errors.inspectionKind}
            />
            <fieldset className="field">
              <legend className="field-label">Inspects</legend>
              {InspectionCheckValues.map((check) => (
                <Checkbox
                  key={check}
                  label={INSPECTION_CHECK_LABEL[check]}
                  checked={draft.inspects.includes(check)}
                  onChange={(on) => set({ inspects: on ? [...draft.inspects, check] : draft.inspects.filter((item) => item !== check) })}
                />
              ))}
              {errors.inspects && <p className="field-error">{errors.inspects.join(' ')}</p>}
            </fieldset>
          </>
        )}
        <TextField
          label="Description"
          rows={3}
          value={draft.description}
          onChange={(description) => set({ description })}
          error={errors.description}
        />
        <span className="button-row">
          <Button type="submit">{editing ? 'Save type' : 'Add type'}</Button>
          {editing && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </span>
      </form>
    </Panel>
  );
};
