import { useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { FieldSelect } from '../ui/FieldSelect';
import { TextField } from '../ui/TextField';

/**
 * STORAGE locations by name or city. A storage facility is a STORAGE location (its id is the facility's), and the
 * directory's locations are every operator's to read, while `storageFacilities` is the storage yard's only: dispatch
 * moves legs into storage too.
 */
const StorageLocationChoicesQuery = graphql(`
  query StorageLocationChoices($search: String) {
    locations(first: 25, search: $search, where: { column: TYPE, value: "STORAGE" }, orderBy: [{ column: NAME, order: ASC }]) {
      data {
        id
        name
        city
        stateProvince
      }
    }
  }
`);

type Facility = { id: string; name: string; city: string; stateProvince: string };
const labelOf = (facility: Facility) => `${facility.name} (${facility.city}, ${facility.stateProvince})`;

export type StorageLocationPickerProps = {
  /** The select's label: "Storage facility". */
  label: string;
  value: string;
  onChange: (id: string) => void;
  error?: readonly string[];
};

/**
 * A storage facility picked by name from a search (25 matches at a time, never a first-100 list); the chosen one stays
 * listed whatever the search shows next.
 */
export const StorageLocationPicker = ({ label, value, onChange, error }: StorageLocationPickerProps) => {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Facility | null>(null);
  const [{ data, fetching, error: failed }] = useQuery({ query: StorageLocationChoicesQuery, variables: { search: search.trim() || null } });
  const found = data?.locations.data ?? [];
  const choices = found.map((facility) => ({ value: facility.id, label: labelOf(facility) }));
  if (chosen && chosen.id === value && !found.some((facility) => facility.id === value)) choices.unshift({ value, label: labelOf(chosen) });
  const hint = failed
    ? 'The facilities could not be loaded. Try again.'
    : fetching && !data
      ? 'Loading the facilities…'
      : data && found.length === 0
        ? 'No storage facility matches this search.'
        : undefined;
  const pick = (id: string) => {
    setChosen(found.find((facility) => facility.id === id) ?? (chosen?.id === id ? chosen : null));
    onChange(id);
  };
  return (
    <div className="reference-values">
      <TextField type="search" label={`Find a ${label.toLowerCase()}`} hint="Type part of the name or the city." value={search} onChange={setSearch} autoComplete="off" />
      <FieldSelect label={label} choices={choices} value={value} placeholder="Choose a facility" onChange={pick} error={error} hint={hint} />
    </div>
  );
};
