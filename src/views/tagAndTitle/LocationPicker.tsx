import { type KeyboardEvent, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { placeName } from '../record/format';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { useDebouncedSearch } from './useDebouncedSearch';

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

// Enter in the search box searches; it must not submit the form around it.
const keepForm = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** A saved location (the registering or titling party) found by name, address, city or postal code. */
export const LocationPicker = ({ label, hint, location, onPick, error }: LocationPickerProps) => {
  const [text, setText] = useState('');
  const search = useDebouncedSearch(text);
  const [{ data, fetching }] = useQuery({ query: TntLocationSearchQuery, variables: { search }, pause: search.length < 2 || location !== null });

  if (location)
    return (
      <div className="field">
        <p className="field-label">{label}</p>
        <p>{placeName(location)}</p>
        <Button className="btn-small" onClick={() => onPick(null)}>
          {`Change ${label.toLowerCase()}`}
        </Button>
      </div>
    );

  const found = search.length >= 2 ? (data?.locations.data ?? []) : [];
  return (
    <div className="field">
      <TextField type="search" label={label} hint={hint} value={text} onChange={setText} autoComplete="off" onKeyDown={keepForm} error={error} />
      <div aria-live="polite">
        {search.length >= 2 && fetching && <p className="muted">Searching locations…</p>}
        {search.length >= 2 && !fetching && found.length === 0 && <p className="muted">{`No saved location matches “${search}”.`}</p>}
        {found.length > 0 && (
          <ul className="plain-list">
            {found.map((place) => (
              <li key={place.id}>
                <Button className="btn-small" aria-label={`Choose ${place.name} as ${label.toLowerCase()}`} onClick={() => onPick(place)}>
                  Choose
                </Button>{' '}
                {placeName(place)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
};
