import { useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { FieldSelect } from '../ui/FieldSelect';
import { SearchInput } from './SearchInput';

/**
 * STORAGE locations by name or city. A storage facility is a STORAGE location (its id is the facility's), and the
 * directory's locations are every operator's to read, while `storageFacilities` is the storage yard's only: dispatch
 * moves legs into storage too.
 */
const FacilityChoicesQuery = graphql(`
  query FacilityChoices($search: String) {
    locations(first: 50, search: $search, where: { column: TYPE, value: "STORAGE" }, orderBy: [{ column: NAME, order: ASC }]) {
      data {
        id
        name
        city
        stateProvince
      }
    }
  }
`);

/** The chosen facility when only its id is known (a link, the URL). */
const FacilityNameQuery = graphql(`
  query FacilityName($id: ID!) {
    location(id: $id) {
      id
      name
      city
      stateProvince
    }
  }
`);

type Facility = { id: string; name: string; city: string; stateProvince: string };
const labelOf = (facility: Facility) => `${facility.name} (${facility.city}, ${facility.stateProvince})`;

export type FacilityPickerProps = {
  /** The select's label: "Facility", "Storage facility". */
  label: string;
  value: string;
  onChange: (id: string) => void;
  /** The empty choice ("Every facility"). */
  placeholder?: string;
  error?: readonly string[];
};

/**
 * A storage facility picked by name from a search (50 matches at a time, never a first-100 list); the chosen one stays
 * listed whatever the search shows next, its name looked up when only its id is known.
 */
export const FacilityPicker = ({ label, value, onChange, placeholder = 'Choose a facility', error }: FacilityPickerProps) => {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Facility | null>(null);
  const [{ data, fetching, error: failed }] = useQuery({ query: FacilityChoicesQuery, variables: { search: search.trim() || null } });
  const found = data?.locations.data ?? [];
  const known = picked?.id === value ? picked : null;
  const listed = !value || found.some((facility) => facility.id === value);
  const [named] = useQuery({ query: FacilityNameQuery, variables: { id: value }, pause: listed || known !== null || fetching });
  const chosen = known ?? named.data?.location ?? null;
  const choices = found.map((facility) => ({ value: facility.id, label: labelOf(facility) }));
  if (!listed) choices.unshift({ value, label: chosen ? labelOf(chosen) : 'The chosen facility' });
  const hint = failed
    ? 'The facilities could not be loaded. Try again.'
    : fetching && !data
      ? 'Loading the facilities…'
      : data && found.length === 0
        ? 'No storage facility matches this search.'
        : undefined;
  const pick = (id: string) => {
    setPicked(found.find((facility) => facility.id === id) ?? known);
    onChange(id);
  };
  return (
    <div className="reference-values">
      <SearchInput label={`Find a ${label.toLowerCase()}`} hint="Type part of the name or the city." value={search} onChange={setSearch} />
      <FieldSelect label={label} choices={choices} value={value} placeholder={placeholder} onChange={pick} error={error} hint={hint} />
    </div>
  );
};
