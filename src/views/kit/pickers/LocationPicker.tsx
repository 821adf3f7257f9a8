import { useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { placeName } from '../record/format';
import { PickedValue } from './PickedValue';
import { SearchMatches } from './SearchMatches';
import { useDebouncedSearch } from './useDebouncedSearch';
import { SearchInput } from './SearchInput';

const TntLocationSearchQuery = graphql(`
  query TntLocationSearch($search: String) {
    locations(first: 8, search: $search, orderBy: [{ column: NAME, order: ASC }]) {
      data {
        id
        name
        city
        stateProvince
      }
    }
  }
`);

/** A picked location as the packet shows it. */
export type PickedLocation = { id: string; name: string; city: string; stateProvince: string };

export type LocationPickerProps = {
  /** "Register to", "Title to". */
  label: string;
  hint: string;
  location: PickedLocation | null;
  onPick: (location: PickedLocation | null) => void;
  error?: readonly string[];
};

/** A saved location (the registering or titling party) found by name, address, city or postal code. */
export const LocationPicker = ({ label, hint, location, onPick, error }: LocationPickerProps) => {
  const [text, setText] = useState('');
  const search = useDebouncedSearch(text);
  const [{ data, fetching }] = useQuery({
    query: TntLocationSearchQuery,
    variables: { search },
    pause: search.length < 2 || location !== null,
  });

  if (location)
    return (
      <PickedValue label={label} change={`Change ${label.toLowerCase()}`} onChange={() => onPick(null)}>
        {placeName(location)}
      </PickedValue>
    );

  const found = search.length >= 2 ? (data?.locations.data ?? []) : [];
  return (
    <div className="field">
      <SearchInput label={label} hint={hint} value={text} onChange={setText} error={error} />
      <SearchMatches
        searching={search.length >= 2}
        fetching={fetching}
        busyText="Searching locations…"
        noneText={`No saved location matches “${search}”.`}
        matches={found.map((place) => ({
          key: place.id,
          choose: 'Choose',
          name: `Choose ${place.name} as ${label.toLowerCase()}`,
          onChoose: () => onPick(place),
          description: placeName(place),
        }))}
      />
    </div>
  );
};
