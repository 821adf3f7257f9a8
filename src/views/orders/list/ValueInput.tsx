import type { OrderColumn, SqlOperator } from '@/generated/graphql';
import { arityOf, ORDER_COLUMNS } from '../../../domain/orderListFilters';
import { Checkbox } from '../../kit/ui/Checkbox';
import { TextField } from '../../kit/ui/TextField';
import { enumLabel } from './labels';
import { ReferenceValues } from '../../kit/pickers/ReferenceValues';
import { SelectField } from '../../kit/ui/SelectField';
import type { FilterOptions } from '../../kit/pickers/useReferenceChoices';

/** What the value inputs hold: the values, and for a typed list (one per line, commas allowed) its raw text. */
export type Draft = { values: string[]; text: string };

export const EMPTY_DRAFT: Draft = { values: [], text: '' };

/** The values to send: trimmed, blanks dropped (a range missing an end then fails its count check). */
export const draftValues = (draft: Draft): string[] => draft.values.map((value) => value.trim()).filter(Boolean);

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export type ValueInputProps = {
  column: OrderColumn;
  operator: SqlOperator;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  options: FilterOptions;
};

/** The value inputs a column and operator need: a date or two, a choice or several, or text. */
export const ValueInput = ({ column, operator, draft, onDraft, options }: ValueInputProps) => {
  const spec = ORDER_COLUMNS[column];
  const arity = arityOf(operator);
  const set = (index: number, value: string) => {
    const values = [...draft.values];
    values[index] = value;
    onDraft({ ...draft, values });
  };
  if (arity === 'none') return null;
  if (spec.kind === 'datetime') {
    const labels = arity === 'two' ? ['From', 'To'] : ['Date'];
    return labels.map((label, index) => (
      <TextField key={label} type="date" label={label} value={draft.values[index] ?? ''} onChange={(value) => set(index, value)} />
    ));
  }
  if (spec.options)
    return (
      <ReferenceValues
        kind={spec.options}
        multiple={arity === 'many'}
        values={draft.values}
        onValues={(values) => onDraft({ ...draft, values })}
        options={options}
      />
    );
  const choices = spec.values ? spec.values.map((value) => ({ value, label: enumLabel(value) })) : null;
  if (choices && arity === 'many' && spec.values) {
    const toggle = (value: string, on: boolean) =>
      onDraft({ ...draft, values: on ? [...draft.values, value] : draft.values.filter((item) => item !== value) });
    return (
      <fieldset className="filter-values">
        <legend className="field-label">Values</legend>
        {choices.map((choice) => (
          <Checkbox
            key={choice.value}
            label={choice.label}
            checked={draft.values.includes(choice.value)}
            onChange={(on) => toggle(choice.value, on)}
          />
        ))}
      </fieldset>
    );
  }
  if (choices && choices.length > 0) {
    const multiple = arity === 'many';
    return (
      <SelectField
        label={multiple ? 'Values' : 'Value'}
        choices={choices}
        multiple={multiple}
        placeholder="Choose…"
        value={multiple ? draft.values : (draft.values[0] ?? '')}
        onChange={(values) => onDraft({ ...draft, values })}
      />
    );
  }
  if (arity === 'many')
    return (
      <TextField
        label="Values"
        hint="One per line."
        rows={3}
        value={draft.text}
        onChange={(text) => onDraft({ text, values: lines(text) })}
      />
    );
  const hint = spec.kind === 'id' ? 'The record’s id.' : undefined;
  return <TextField label="Value" hint={hint} value={draft.values[0] ?? ''} onChange={(value) => set(0, value)} />;
};
