import { useMutation, useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import { RequirementConditionValues } from '@/generated/enums/RequirementCondition';
import type { DistrictPage_DistrictFragment as District } from '@/generated/graphql';
import { majorText, minorOf } from '../../domain/moneyInput';
import { districtRequirementsSchema } from '../../domain/schemas/districts';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import { DistrictRequirementFragment, DistrictSetRequirementsMutation, DistrictTypeChoicesQuery } from './DistrictPage.graphql';
import { CONDITION_LABEL, REQUIREMENT_KIND_LABEL } from './labels';

const CONDITION_CHOICES = RequirementConditionValues.map((value) => ({ value, label: CONDITION_LABEL[value] }));

type Row = { requirementTypeId: string; code: string; name: string; kind: string; appliesWhen: string; notes: string; fee: string };

const rowsOf = (district: District): Row[] =>
  district.requirements.map((item) => {
    const requirement = getFragmentData(DistrictRequirementFragment, item);
    return {
      requirementTypeId: requirement.requirementType.id,
      code: requirement.requirementType.code,
      name: requirement.requirementType.name,
      kind: requirement.requirementType.kind,
      appliesWhen: requirement.appliesWhen,
      notes: requirement.notes ?? '',
      fee: majorText(requirement.feeAmount),
    };
  });

/**
 * The district's own list: which types apply, in order, when, with notes (and a fee's amount). Saved as a whole
 * (setDistrictRequirements); a stale version answers CONFLICT and the page reloads.
 */
export const RequirementsEditor = ({
  district,
  refetch,
  onSaved,
}: {
  district: District;
  refetch: () => void;
  onSaved: (text: string) => void;
}) => {
  const form = useForm({ requirements: rowsOf(district), adding: '' });
  const list = form.list('requirements');
  const rows = list.rows;
  const [{ data: types, error: typesError }] = useQuery({ query: DistrictTypeChoicesQuery });
  const [, save] = useMutation(DistrictSetRequirementsMutation);
  const listed = new Set(rows.map((row) => row.requirementTypeId));
  const choices = (types?.requirementTypes.data ?? []).filter((type) => !listed.has(type.id));
  const submit = () =>
    form.run(async () => {
      const requirements = form.check(
        districtRequirementsSchema,
        rows.map((row) => ({
          requirementTypeId: row.requirementTypeId,
          appliesWhen: row.appliesWhen,
          notes: row.notes,
          feeAmount: row.kind === 'FEE' ? (minorOf(row.fee) ?? null) : null,
        })),
      );
      if (!requirements) return;
      const result = await save({ id: district.id, version: district.version, requirements });
      if (!result.error) return onSaved(`Requirements of ${district.name} saved.`);
      // The saved district comes back with a new version, which remounts this editor on the stored list.
      const failure = graphqlFailure(result.error);
      const conflict = failure.code === 'CONFLICT';
      form.fail({ ...failure, message: conflict ? `${failure.message} Reloading…` : failure.message }, { withMessage: true });
      if (conflict) refetch();
    });
  return (
    <Panel
      title={district.level === 'COUNTY' ? 'What the county adds or overrides' : 'Requirements'}
      description={
        <p>Listed in the order a title clerk checks them. A fee needs its amount in {district.country === 'CA' ? 'CAD' : 'USD'}.</p>
      }
    >
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      {typesError && <Alert tone="danger">The requirement types did not load: {graphqlFailure(typesError).message}</Alert>}
      {rows.length === 0 ? (
        <p className="muted">No requirement listed yet.</p>
      ) : (
        <ol ref={form.containerRef}>
          {rows.map((row, index) => (
            <li key={row.requirementTypeId}>
              <fieldset className="form form-inline">
                <legend>
                  <span className="mono">{row.code}</span> {row.name} ·{' '}
                  {REQUIREMENT_KIND_LABEL[row.kind as keyof typeof REQUIREMENT_KIND_LABEL]}
                </legend>
                {list.error(index, 'requirementTypeId') && <Alert tone="danger">{list.error(index, 'requirementTypeId')?.join(' ')}</Alert>}
                <FieldSelect
                  label="Applies when"
                  value={row.appliesWhen}
                  onChange={(appliesWhen) => list.change(index, { appliesWhen })}
                  choices={CONDITION_CHOICES}
                  error={list.error(index, 'appliesWhen')}
                />
                {row.kind === 'FEE' && (
                  <TextField
                    label="Amount"
                    inputMode="decimal"
                    value={row.fee}
                    onChange={(fee) => list.change(index, { fee })}
                    error={list.error(index, 'feeAmount')}
                  />
                )}
                <TextField
                  label="Notes"
                  value={row.notes}
                  onChange={(notes) => list.change(index, { notes })}
                  error={list.error(index, 'notes')}
                />
                <span className="button-row">
                  <Button
                    className="btn-small"
                    aria-label={`Move ${row.code} up`}
                    disabled={index === 0}
                    onClick={() => list.move(index, index - 1)}
                  >
                    Up
                  </Button>
                  <Button
                    className="btn-small"
                    aria-label={`Move ${row.code} down`}
                    disabled={index === rows.length - 1}
                    onClick={() => list.move(index, index + 1)}
                  >
                    Down
                  </Button>
                  <Button className="btn-small" variant="danger" aria-label={`Remove ${row.code}`} onClick={() => list.remove(index)}>
                    Remove
                  </Button>
                </span>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {form.errors.input && <Alert tone="danger">{form.errors.input.join(' ')}</Alert>}
      <div className="form form-inline">
        <FieldSelect
          label="Add a requirement"
          placeholder="Choose a type…"
          value={form.values.adding}
          onChange={(adding) => form.set('adding', adding)}
          choices={choices.map((type) => ({ value: type.id, label: `${type.code} — ${type.name}` }))}
        />
        <Button
          disabled={!form.values.adding}
          onClick={() => {
            const type = choices.find((choice) => choice.id === form.values.adding);
            if (!type) return;
            list.add({
              requirementTypeId: type.id,
              code: type.code,
              name: type.name,
              kind: type.kind,
              appliesWhen: 'ALWAYS',
              notes: '',
              fee: '',
            });
            form.set('adding', '');
          }}
        >
          Add
        </Button>
        <Button variant="primary" busy={form.submitting} onClick={() => void submit()}>
          Save requirements
        </Button>
      </div>
    </Panel>
  );
};
