import { useId, useRef } from 'react';
import { ORDER_COLUMNS } from '../../../domain/orderListFilters';
import { MAX_CONDITIONS, type OrderCondition } from '../../../domain/orderListUrl';
import { Button } from '../../kit/ui/Button';
import { ConditionForm } from './ConditionForm';
import { useDateTimeFormat } from '../../kit/app/useDateTimeFormat';
import { conditionText } from './conditionText';
import { ReferenceNameLookup } from '../../kit/pickers/ReferenceValues';
import { useFilterOptions } from '../../kit/pickers/useReferenceChoices';

export type FilterBuilderProps = {
  conditions: readonly OrderCondition[];
  onChange: (conditions: OrderCondition[]) => void;
};

/** The list's conditions, all of which an order must meet; each can be removed, and new ones added below. */
export const FilterBuilder = ({ conditions, onChange }: FilterBuilderProps) => {
  const options = useFilterOptions();
  const dateTime = useDateTimeFormat();
  // The references the conditions name that no search has shown yet (a link, a saved view): looked up by id.
  const unnamed = conditions.flatMap(({ column, values }) => {
    const kind = ORDER_COLUMNS[column].options;
    return kind ? values.filter((id) => options.nameOf(id) === undefined).map((id) => ({ kind, id })) : [];
  });
  const full = conditions.length >= MAX_CONDITIONS;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = (index: number) => {
    onChange(conditions.filter((_, other) => other !== index));
    heading.current?.focus(); // the pressed button is gone: keep the keyboard user in the builder
  };
  return (
    <section className="filter-builder" aria-labelledby={headingId}>
      {unnamed.map(({ kind, id }) => (
        <ReferenceNameLookup key={`${kind}:${id}`} kind={kind} id={id} options={options} />
      ))}
      <h2 id={headingId} ref={heading} tabIndex={-1} className="filter-heading">
        Conditions
      </h2>
      {conditions.length === 0 ? (
        <p className="muted">No conditions: every order matches.</p>
      ) : (
        <ul className="filter-list" aria-label="Conditions (all must match)">
          {conditions.map((condition, index) => {
            const text = conditionText(condition, options.nameOf, dateTime);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same condition may appear twice; position is its identity
              <li key={index} className="filter-item">
                <span>{text}</span>
                <Button variant="ghost" className="btn-small" aria-label={`Remove condition: ${text}`} onClick={() => remove(index)}>
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {full ? (
        <p className="muted">At most {MAX_CONDITIONS} conditions.</p>
      ) : (
        <ConditionForm options={options} onAdd={(condition) => onChange([...conditions, condition])} />
      )}
    </section>
  );
};
