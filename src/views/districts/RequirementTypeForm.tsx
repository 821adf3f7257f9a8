import { useMutation } from 'urql';
import { type InspectionCheck, InspectionCheckValues } from '@/generated/enums/InspectionCheck';
import { InspectionKindValues } from '@/generated/enums/InspectionKind';
import { RequirementKindValues } from '@/generated/enums/RequirementKind';
import type { RequirementTypes_TypeFragment as RequirementTypeRow } from '@/generated/graphql';
import { requirementTypeInputSchema } from '../../domain/schemas/districts';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Checkbox } from '../kit/ui/Checkbox';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import { RequirementTypeCreateMutation, RequirementTypeUpdateMutation } from './districts.graphql';
import { INSPECTION_CHECK_LABEL, INSPECTION_KIND_LABEL, REQUIREMENT_KIND_LABEL } from './labels';

const KIND_CHOICES = RequirementKindValues.map((value) => ({ value, label: REQUIREMENT_KIND_LABEL[value] }));
const INSPECTION_KIND_CHOICES = InspectionKindValues.map((value) => ({ value, label: INSPECTION_KIND_LABEL[value] }));

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
  const form = useForm<Draft>(draftOf(editing));
  const draft = form.values;
  const inspection = draft.kind === 'INSPECTION';
  const onSubmit = form.submit(async () => {
    const input = form.check(requirementTypeInputSchema, {
      ...draft,
      inspectionKind: inspection ? draft.inspectionKind || null : null,
      inspects: inspection ? draft.inspects : [],
    });
    if (!input) return;
    const result = editing ? await update({ id: editing.id, version: editing.version, input }) : await create({ input });
    if (result.error) return form.fail(graphqlFailure(result.error), { withMessage: true });
    form.reset(editing ? {} : draftOf(null));
    onDone(`${input.code} ${editing ? 'saved' : 'added'}.`);
  });
  return (
    <Panel title={editing ? `Edit ${editing.code}` : 'Add a requirement type'}>
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField label="Code" hint="Letters, digits and dashes: TITLE, TX-130U." {...form.text('code')} />
        <TextField label="Name" {...form.text('name')} />
        <FieldSelect
          label="Kind"
          placeholder="Choose…"
          choices={KIND_CHOICES}
          {...form.text('kind')}
          hint={
            editing && editing.districtCount > 0
              ? `Listed by ${editing.districtCount} district(s): the kind can no longer change.`
              : undefined
          }
        />
        {inspection && (
          <>
            <FieldSelect label="Inspection kind" placeholder="Choose…" choices={INSPECTION_KIND_CHOICES} {...form.text('inspectionKind')} />
            <fieldset className="field">
              <legend className="field-label">Inspects</legend>
              {InspectionCheckValues.map((check) => (
                <Checkbox
                  key={check}
                  label={INSPECTION_CHECK_LABEL[check]}
                  checked={draft.inspects.includes(check)}
                  onChange={(on) => form.set('inspects', on ? [...draft.inspects, check] : draft.inspects.filter((item) => item !== check))}
                />
              ))}
              {form.errors.inspects && <p className="field-error">{form.errors.inspects.join(' ')}</p>}
            </fieldset>
          </>
        )}
        <TextField label="Description" rows={3} {...form.text('description')} />
        <span className="button-row">
          <Button type="submit" busy={form.submitting}>
            {editing ? 'Save type' : 'Add type'}
          </Button>
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
