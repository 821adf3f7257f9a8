import { type ReactNode, useState } from 'react';
import { useReferenceChoices, useReferenceName } from './useReferenceChoices';
import { FieldSelect } from '../ui/FieldSelect';
import { SearchInput } from './SearchInput';

export type ClientPickerProps = {
  label: string;
  value: string;
  onChange: (id: string) => void;
  /** The empty choice ("Every client", "Choose a client"). */
  placeholder: string;
  /** The chosen client's name when the page knows it (a vehicle's client). */
  name?: string | null;
  error?: readonly string[];
};

/** Looks a chosen client's name up by id (a client from a link names only its id). */
const NameOf = ({ id, children }: { id: string; children: (name: string | null) => ReactNode }) => (
  <>{children(useReferenceName('clients', id))}</>
);

/**
 * A client picked by name from a search (src/views/pickers: 50 matches at a time); the chosen one stays listed
 * whatever the search shows, its name looked up when only its id is known (a link).
 */
export const ClientPicker = ({ label, value, onChange, placeholder, name, error }: ClientPickerProps) => {
  const [search, setSearch] = useState('');
  const { choices } = useReferenceChoices('clients', search);
  const listed = !value || choices.some((choice) => choice.value === value);
  const render = (chosenName: string | null) => (
    <FieldSelect
      label={label}
      choices={listed ? choices : [{ value, label: chosenName ?? 'The chosen client' }, ...choices]}
      value={value}
      placeholder={placeholder}
      onChange={onChange}
      error={error}
    />
  );
  return (
    <div className="reference-values">
      <SearchInput label={`Find a ${label.toLowerCase()}`} hint="Type part of the name." value={search} onChange={setSearch} />
      {listed || name ? render(name ?? null) : <NameOf id={value}>{render}</NameOf>}
    </div>
  );
};
