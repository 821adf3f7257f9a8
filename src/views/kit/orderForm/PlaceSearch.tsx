import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { graphqlFailure } from '../forms/failure';
import { Button } from '../ui/Button';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';
import type { SavedPlace } from './formTypes';
import { SearchInput } from '../pickers/SearchInput';

export const OrderFormLocationsQuery = graphql(`
  query OrderFormLocations($search: String) {
    locations(first: 8, search: $search, orderBy: [{ column: NAME, order: ASC }]) {
      data {
        id
        name
        type
        address1
        city
        stateProvince
        postalCode
        contactName
        contactPhone
      }
      paginatorInfo {
        total
      }
    }
  }
`);

const DELAY_MS = 300;

export type PlaceSearchProps = { onPick: (place: SavedPlace) => void; picked: readonly string[] };

/** Saved locations by name, address, city or postal code; each result adds itself to the order's places. */
export const PlaceSearch = ({ onPick, picked }: PlaceSearchProps) => {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const [{ data, fetching, error }, refetch] = useQuery({ query: OrderFormLocationsQuery, variables: { search }, pause: search === '' });

  const results = () => {
    if (search === '') return null;
    if (error)
      return (
        <ErrorState
          title="Could not search locations"
          message={graphqlFailure(error).message}
          onRetry={() => refetch({ requestPolicy: 'network-only' })}
        />
      );
    if (!data) return <Spinner size="small" label="Searching locations…" />;
    const places = data.locations.data;
    if (places.length === 0) return <p className="muted">No saved location matches “{search}”. Add it as a new address.</p>;
    return (
      <ul className="place-results" aria-label="Saved locations found" aria-busy={fetching || undefined}>
        {places.map((place) => (
          <li key={place.id} className="place-result">
            <span>
              <strong>{place.name}</strong>
              <span className="cell-sub">
                {place.address1}, {place.city}, {place.stateProvince} {place.postalCode}
              </span>
            </span>
            <Button
              className="btn-small"
              aria-label={`Add ${place.name}`}
              disabled={picked.includes(place.id)}
              onClick={() => onPick(place)}
            >
              {picked.includes(place.id) ? 'Added' : 'Add'}
            </Button>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="place-search">
      <SearchInput label="Find a saved location" hint="Name, address, city or postal code." value={text} onChange={setText} />
      {results()}
    </div>
  );
};
