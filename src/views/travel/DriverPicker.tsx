import { type ReactNode, useState } from 'react';
import { useReferenceChoices, useReferenceName } from '../kit/pickers/useReferenceChoices';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { TextField } from '../kit/ui/TextField';

export type DriverPickerProps = {
  /** The select's label: "Driver". */
  label: string;
  /** The search box's label: "Find a driver". */
  searchLabel: string;
  value: string;
  /** The chosen driver's name when the page knows it (a stored booking's driver). */
  name?: string | null;
  onChange: (id: string, name: string | null) => void;
  placeholder: string;
  error?: readonly string[];
};

/** Looks a chosen driver's name up by id (a driver from a link names only its id). */
const NameOf = ({ id, children }: { id: string; children: (name: string | null) => ReactNode }) => (
  <>{children(useReferenceName('drivers', id))}</>
);

/**
 * A driver picked by name from a search (src/views/pickers: 50 matches at a time, never the first hundred of
 * thousands); the chosen one stays in the list whatever the search shows.
 */
export const DriverPicker = ({ label, searchLabel, value, name, onChange, placeholder, error }: DriverPickerProps) => {
  const [search, setSearch] = useState('');
  const { choices } = useReferenceChoices('drivers', search);
  const render = (chosenName: string | null) => {
    const all =
      value && !choices.some((choice) => choice.value === value)
        ? [{ value, label: chosenName ?? 'The chosen driver' }, ...choices]
        : choices;
    return (
      <FieldSelect
        label={label}
        choices={all}
        value={value}
        placeholder={placeholder}
        onChange={(id) => onChange(id, all.find((choice) => choice.value === id)?.label ?? null)}
        error={error}
      />
    );
  };
  return (
    <div className="driver-picker">
      <TextField type="search" label={searchLabel} hint="Type part of the name." value={search} onChange={setSearch} autoComplete="off" />
      {value && !name && !choices.some((choice) => choice.value === value) ? <NameOf id={value}>{render}</NameOf> : render(name ?? null)}
    </div>
  );
};
