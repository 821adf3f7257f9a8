import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import { RequirementConditionValues } from '@/generated/enums/RequirementCondition';
import type { DistrictPage_DistrictFragment as District } from '@/generated/graphql';
import { majorText, minorOf } from '../../domain/moneyInput';
import { districtRequirementsSchema } from '../../domain/schemas/districts';
import { type FieldErrors, fieldErrors } from '../../domain/schemas/fieldErrors';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import { DistrictRequirementFragment, DistrictSetRequirementsMutation, DistrictTypeChoicesQuery } from './DistrictPage.graphql';
import { CONDITION_LABEL, REQUIREMENT_KIND_LABEL } from './labels';

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
  const [rows, setRows] = useState<Row[]>(() => rowsOf(district));
  const [adding, setAdding] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [{ data: types, error: typesError }] = useQuery({ query: DistrictTypeChoicesQuery });
  const [{ fetching }, save] = useMutation(DistrictSetRequirementsMutation);
  const listed = new Set(rows.map((row) => row.requirementTypeId));
  const choices = (types?.requirementTypes.data ?? []).filter((type) => !listed.has(type.id));
  const change = (index: number, patch: Partial<Row>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row);
    setRows(next);
  };
  const submit = async () => {
    const values = rows.map((row) => ({
      requirementTypeId: row.requirementTypeId,
      appliesWhen: row.appliesWhen,
      notes: row.notes,
      feeAmount: row.kind === 'FEE' ? (minorOf(row.fee) ?? null) : null,
    }));
    const parsed = districtRequirementsSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    const result = await save({ id: district.id, version: district.version, requirements: parsed.data });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      setErrors(Object.fromEntries(Object.entries(failure.fieldErrors).map(([key, value]) => [key.replace(/^requirements\./, ''), value])));
      setFailure(failure.code === 'CONFLICT' ? `${failure.message} Reloading…` : failure.message);
      if (failure.code === 'CONFLICT') refetch();
      return;
    }
    // The saved district comes back with a new version, which remounts this editor on the stored list.
    onSaved(`Requirements of ${district.name} saved.`);
  };
  return (
    <Panel
      title={district.level === 'COUNTY' ? 'What the county adds or overrides' : 'Requirements'}
      description={
        <p>Listed in the order a title clerk checks them. A fee needs its amount in {district.country === 'CA' ? 'CAD' : 'USD'}.</p>
      }
    >
      {failure && <Alert tone="danger">{failure}</Alert>}
      {typesError && <Alert tone="danger">The requirement types did not load: {graphqlFailure(typesError).message}</Alert>}
      {rows.length === 0 ? (
        <p className="muted">No requirement listed yet.</p>
      ) : (
        <ol>
          {rows.map((row, index) => (
            <li key={row.requirementTypeId}>
              <fieldset className="form form-inline">
                <legend>
                  <span className="mono">{row.code}</span> {row.name} ·{' '}
                  {REQUIREMENT_KIND_LABEL[row.kind as keyof typeof REQUIREMENT_KIND_LABEL]}
                </legend>
                {errors[`${index}.requirementTypeId`] && <Alert tone="danger">{errors[`${index}.requirementTypeId`].join(' ')}</Alert>}
                <FieldSelect
                  label="Applies when"
                  value={row.appliesWhen}
                  onChange={(appliesWhen) => change(index, { appliesWhen })}
                  choices={RequirementConditionValues.map((value) => ({ value, label: CONDITION_LABEL[value] }))}
                  error={errors[`${index}.appliesWhen`]}
                />
                {row.kind === 'FEE' && (
                  <TextField
                    label="Amount"
                    inputMode="decimal"
                    value={row.fee}
                    onChange={(fee) => change(index, { fee })}
                    error={errors[`${index}.feeAmount`]}
                  />
                )}
                <TextField
                  label="Notes"
                  value={row.notes}
                  onChange={(notes) => change(index, { notes })}
                  error={errors[`${index}.notes`]}
                />
                <span className="button-row">
                  <Button className="btn-small" aria-label={`Move ${row.code} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    Up
                  </Button>
                  <Button
                    className="btn-small"
                    aria-label={`Move ${row.code} down`}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    Down
                  </Button>
                  <Button
                    className="btn-small"
                    variant="danger"
                    aria-label={`Remove ${row.code}`}
                    onClick={() => setRows(rows.filter((_, i) => i !== index))}
                  >
                    Remove
                  </Button>
                </span>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {errors.input && <Alert tone="danger">{errors.input.join(' ')}</Alert>}
      <div className="form form-inline">
        <FieldSelect
          label="Add a requirement"
          placeholder="Choose a type…"
          value={adding}
          onChange={setAdding}
          choices={choices.map((type) => ({ value: type.id, label: `${type.code} — ${type.name}` }))}
        />
        <Button
          disabled={!adding}
          onClick={() => {
            const type = choices.find((choice) => choice.id === adding);
            if (!type) return;
            setRows([
              ...rows,
              { requirementTypeId: type.id, code: type.code, name: type.name, kind: type.kind, appliesWhen: 'ALWAYS', notes: '', fee: '' },
            ]);
            setAdding('');
          }}
        >
          Add
        </Button>
        <Button variant="primary" busy={fetching} onClick={() => void submit()}>
          Save requirements
        </Button>
      </div>
    </Panel>
  );
};
