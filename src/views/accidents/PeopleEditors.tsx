import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { Button } from '../kit/ui/Button';
import { TextField } from '../kit/ui/TextField';
import type { PartyRow, WitnessRow } from './reportInput';

let nextKey = 1;
export const newParty = (): PartyRow => ({
  key: nextKey++,
  name: '',
  licenceNumber: '',
  licenceState: '',
  plate: '',
  plateState: '',
  insurer: '',
  policyNumber: '',
  phone: '',
});
export const newWitness = (): WitnessRow => ({ key: nextKey++, name: '', phone: '', statement: '' });
export const partyRowOf = (party: Omit<PartyRow, 'key'> | Record<string, string | null | undefined>): PartyRow => {
  const row = newParty();
  for (const field of Object.keys(row) as (keyof PartyRow)[])
    if (field !== 'key') row[field] = (party as Record<string, string | null | undefined>)[field] ?? '';
  return row;
};
export const witnessRowOf = (witness: { name: string; phone?: string | null; statement?: string | null }): WitnessRow => ({
  ...newWitness(),
  name: witness.name,
  phone: witness.phone ?? '',
  statement: witness.statement ?? '',
});

const PARTY_FIELDS = [
  ['name', 'Name'],
  ['phone', 'Phone'],
  ['licenceNumber', 'Licence number'],
  ['licenceState', 'Licence state'],
  ['plate', 'Plate'],
  ['plateState', 'Plate state'],
  ['insurer', 'Insurer'],
  ['policyNumber', 'Policy number'],
] as const;

type EditorProps<Row> = { rows: readonly Row[]; onChange: (rows: Row[]) => void; errors: FieldErrors };

const patch = <Row extends { key: number }>(rows: readonly Row[], key: number, change: Partial<Row>) =>
  rows.map((row) => (row.key === key ? { ...row, ...change } : row));

/** The other vehicles' drivers or owners, a row each (errors `otherParties.<n>.<field>`). */
export const PartiesEditor = ({ rows, onChange, errors }: EditorProps<PartyRow>) => (
  <fieldset className="form-section">
    <legend>Other parties</legend>
    {rows.length === 0 && <p className="muted">No other party.</p>}
    {rows.map((row, index) => (
      <fieldset key={row.key} className="form-section">
        <legend>{`Other party ${index + 1}`}</legend>
        <div className="field-grid">
          {PARTY_FIELDS.map(([field, label]) => (
            <TextField
              key={field}
              label={label}
              value={row[field]}
              onChange={(value) => onChange(patch(rows, row.key, { [field]: value }))}
              error={errors[`otherParties.${index}.${field}`]}
              autoComplete="off"
            />
          ))}
        </div>
        <Button className="btn-small" onClick={() => onChange(rows.filter((item) => item.key !== row.key))}>
          {`Remove other party ${index + 1}`}
        </Button>
      </fieldset>
    ))}
    {errors.otherParties && <p className="field-error">{errors.otherParties.join(' ')}</p>}
    <Button onClick={() => onChange([...rows, newParty()])}>Add other party</Button>
  </fieldset>
);

/** Witnesses, a row each: name, phone and what they said. */
export const WitnessesEditor = ({ rows, onChange, errors }: EditorProps<WitnessRow>) => (
  <fieldset className="form-section">
    <legend>Witnesses</legend>
    {rows.length === 0 && <p className="muted">No witness.</p>}
    {rows.map((row, index) => (
      <fieldset key={row.key} className="form-section">
        <legend>{`Witness ${index + 1}`}</legend>
        <div className="field-grid">
          <TextField
            label="Name"
            value={row.name}
            onChange={(name) => onChange(patch(rows, row.key, { name }))}
            error={errors[`witnesses.${index}.name`]}
            autoComplete="off"
          />
          <TextField
            label="Phone"
            value={row.phone}
            onChange={(phone) => onChange(patch(rows, row.key, { phone }))}
            error={errors[`witnesses.${index}.phone`]}
            autoComplete="off"
          />
        </div>
        <TextField
          label="Statement"
          rows={2}
          value={row.statement}
          onChange={(statement) => onChange(patch(rows, row.key, { statement }))}
          error={errors[`witnesses.${index}.statement`]}
        />
        <Button className="btn-small" onClick={() => onChange(rows.filter((item) => item.key !== row.key))}>
          {`Remove witness ${index + 1}`}
        </Button>
      </fieldset>
    ))}
    {errors.witnesses && <p className="field-error">{errors.witnesses.join(' ')}</p>}
    <Button onClick={() => onChange([...rows, newWitness()])}>Add witness</Button>
  </fieldset>
);
