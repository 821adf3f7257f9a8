import { useEffect, useState } from 'react';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { SelectField } from '../ui/SelectField';
import { type FilterOptions, type ReferenceKind, useReferenceChoices, useReferenceName } from './useReferenceChoices';

const NOUN: Record<ReferenceKind, string> = {
  clients: 'client',
  customers: 'customer',
  drivers: 'driver',
  truckingCompanies: 'trucking company',
};

export type ReferenceValuesProps = {
  kind: ReferenceKind;
  multiple: boolean;
  values: readonly string[];
  onValues: (values: string[]) => void;
  options: FilterOptions;
  /** The select's label (by default "Value" or "Values") and its field errors (a form's). */
  label?: string;
  error?: readonly string[];
};

/**
 * A client, customer, driver or trucking company picked by name from a search (50 matches at a time); what is already
 * chosen stays listed, whatever the search shows, so a multiple choice is never lost by searching again.
 */
export const ReferenceValues = ({ kind, multiple, values, onValues, options, label, error }: ReferenceValuesProps) => {
  const [search, setSearch] = useState('');
  const { choices, fetching } = useReferenceChoices(kind, search);
  const chosen = values
    .filter((id) => !choices.some((choice) => choice.value === id))
    .map((id) => ({ value: id, label: options.nameOf(id) ?? id }));
  const all = [...chosen, ...choices];
  const noun = NOUN[kind];
  return (
    <div className="reference-values">
      <TextField
        type="search"
        label={`Find a ${noun}`}
        hint="Type part of the name."
        value={search}
        onChange={setSearch}
        error={all.length === 0 ? error : undefined}
      />
      {fetching && all.length === 0 ? (
        <Spinner size="small" label={`Loading ${noun}s…`} />
      ) : all.length === 0 ? (
        <p className="muted" role="status">
          No {noun} matches “{search.trim()}”.
        </p>
      ) : (
        <SelectField
          label={label ?? (multiple ? 'Values' : 'Value')}
          error={error}
          choices={all}
          multiple={multiple}
          placeholder="Choose…"
          value={multiple ? [...values] : (values[0] ?? '')}
          onChange={(picked) => {
            options.remember(all.filter((choice) => picked.includes(choice.value)));
            onValues(picked);
          }}
        />
      )}
    </div>
  );
};

/** Looks up the name of a reference a condition holds (from a link or a saved view) and remembers it. */
export const ReferenceNameLookup = ({ kind, id, options }: { kind: ReferenceKind; id: string; options: FilterOptions }) => {
  const name = useReferenceName(kind, id);
  const { remember } = options;
  useEffect(() => {
    if (name) remember([{ value: id, label: name }]);
  }, [id, name, remember]);
  return null;
};
