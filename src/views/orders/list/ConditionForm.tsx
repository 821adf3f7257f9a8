import { type FormEvent, useState } from 'react';
import type { OrderColumn, SqlOperator } from '@/generated/graphql';
import { FILTER_COLUMNS, ORDER_COLUMNS, operatorLabel, operatorsFor } from '../../../domain/orderListFilters';
import { type OrderCondition, validCondition } from '../../../domain/orderListUrl';
import { Alert } from '../../kit/ui/Alert';
import { Button } from '../../kit/ui/Button';
import { SelectField } from '../../kit/ui/SelectField';
import type { FilterOptions } from '../../kit/pickers/useReferenceChoices';
import { type Draft, draftValues, EMPTY_DRAFT, ValueInput } from './ValueInput';

const COLUMN_CHOICES = FILTER_COLUMNS.map((column) => ({ value: column, label: ORDER_COLUMNS[column].label }));

export type ConditionFormProps = {
  onAdd: (condition: OrderCondition) => void;
  options: FilterOptions;
};

/** Builds one condition: a column, an operator that suits it, and the value(s) that operator takes. */
export const ConditionForm = ({ onAdd, options }: ConditionFormProps) => {
  const [column, setColumn] = useState<OrderColumn>(FILTER_COLUMNS[0]);
  const [operator, setOperator] = useState<SqlOperator>(operatorsFor(FILTER_COLUMNS[0])[0]);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [problem, setProblem] = useState<string | null>(null);

  const chooseColumn = (next: OrderColumn) => {
    setColumn(next);
    setOperator(operatorsFor(next)[0]);
    setDraft(EMPTY_DRAFT);
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const condition = { column, operator, values: draftValues(draft) };
    if (!validCondition(condition)) {
      setProblem('Give a valid value for this condition (a range needs both ends).');
      return;
    }
    onAdd(condition);
    setDraft(EMPTY_DRAFT);
    setProblem(null);
  };

  const operatorChoices = operatorsFor(column).map((value) => ({ value, label: operatorLabel(column, value) }));
  return (
    <form className="filter-form" onSubmit={submit} aria-label="Add a condition">
      <SelectField
        label="Column"
        choices={COLUMN_CHOICES}
        value={column}
        onChange={([next]) => next && chooseColumn(next as OrderColumn)}
      />
      <SelectField
        label="Operator"
        choices={operatorChoices}
        value={operator}
        onChange={([next]) => {
          if (!next) return;
          setOperator(next as SqlOperator);
          setDraft(EMPTY_DRAFT);
        }}
      />
      <ValueInput column={column} operator={operator} draft={draft} onDraft={setDraft} options={options} />
      <Button type="submit">Add condition</Button>
      {problem && <Alert tone="danger">{problem}</Alert>}
    </form>
  );
};
