import { useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { FieldSelect } from '../ui/FieldSelect';
import { TextField } from '../ui/TextField';

const StorageFacilityChoicesQuery = graphql(`
  query StorageFacilityChoices($search: String) {
    storageFacilities(first: 50, search: $search) {
      data {
        id
        name
        city
        stateProvince
      }
    }
  }
`);

const StorageFacilityNameQuery = graphql(`
  query StorageFacilityName($id: ID!) {
    storageFacility(id: $id) {
      id
      name
      city
      stateProvince
    }
  }
`);

export type FacilityPickerProps = {
  /** The select's label: "Facility". */
  label: string;
  value: string;
  onChange: (id: string) => void;
  /** The empty choice ("Every facility"); none when a facility must be chosen. */
  placeholder: string;
  error?: readonly string[];
};

type Facility = { id: string; name: string; city: string; stateProvince: string };
const labelOf = (facility: Facility) => `${facility.name} (${facility.city}, ${facility.stateProvince})`;

/**
 * A storage facility picked by name from a search (50 matches at a time); the chosen one stays listed whatever the
 * search shows, its name looked up when only its id is known (a link, the URL).
 */
export const FacilityPicker = ({ label, value, onChange, placeholder, error }: FacilityPickerProps) => {
  const [search, setSearch] = useState('');
  const [{ data }] = useQuery({ query: StorageFacilityChoicesQuery, variables: { search: search.trim() || null } });
  const found = data?.storageFacilities.data ?? [];
  const listed = !value || found.some((facility) => facility.id === value);
  const [{ data: chosen }] = useQuery({ query: StorageFacilityNameQuery, variables: { id: value }, pause: listed });
  const choices = found.map((facility) => ({ value: facility.id, label: labelOf(facility) }));
  if (!listed) choices.unshift({ value, label: chosen?.storageFacility ? labelOf(chosen.storageFacility) : 'The chosen facility' });
  return (
    <div className="reference-values">
      <TextField type="search" label={`Find a ${label.toLowerCase()}`} hint="Type part of the name or the city." value={search} onChange={setSearch} autoComplete="off" />
      <FieldSelect label={label} choices={choices} value={value} placeholder={placeholder} onChange={onChange} error={error} />
    </div>
  );
};
