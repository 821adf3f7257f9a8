import { useEffect, useId, useState } from 'react';
import { useQuery } from 'urql';
import { PortalWizardLocationsQuery } from '../../../../graphql/operations/portalWizard';
import type { PlaceEnd, SavedPlace } from '../../../../machines/wizards/wizardTypes';
import { graphqlFailure } from '../../../kit/forms/failure';
import { ErrorState } from '../../../kit/ui/ErrorState';
import { Spinner } from '../../../kit/ui/Spinner';
import { SearchInput } from '../../../kit/pickers/SearchInput';

const DELAY_MS = 300;

export type SavedPlacePickerProps = {
  end: PlaceEnd;
  chosen: SavedPlace | null;
  error?: readonly string[];
  onPick: (place: SavedPlace) => void;
};

const where = (place: SavedPlace) => `${place.address1}, ${place.city}, ${place.stateProvince} ${place.postalCode}`;

/** The saved locations of the user's companies as radio buttons, narrowed by a search; the choice stays listed. */
export const SavedPlacePicker = ({ end, chosen, error, onPick }: SavedPlacePickerProps) => {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const errorId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const [{ data, error: loadError, fetching }, refetch] = useQuery({
    query: PortalWizardLocationsQuery,
    variables: { search: search || null },
  });

  const list = () => {
    if (loadError)
      return (
        <ErrorState
          title="Could not load your saved locations"
          message={graphqlFailure(loadError).message}
          onRetry={() => refetch({ requestPolicy: 'network-only' })}
        />
      );
    if (!data) return <Spinner label="Loading saved locations…" />;
    const found = data.portalLocations;
    const places = chosen && !found.some((place) => place.id === chosen.id) ? [chosen, ...found] : found;
    if (places.length === 0)
      return (
        <p className="muted">
          {search ? `No saved location matches “${search}”.` : 'You have no saved locations yet: choose “A new address”.'}
        </p>
      );
    return (
      <fieldset className="radio-list" aria-busy={fetching || undefined}>
        <legend>Saved locations</legend>
        {places.map((place) => (
          <label key={place.id} className="radio">
            <input
              type="radio"
              name={`${end}-saved`}
              checked={chosen?.id === place.id}
              aria-invalid={error ? true : undefined}
              aria-labelledby={`${errorId}-${place.id}`}
              aria-describedby={[`${errorId}-${place.id}-where`, error && errorId].filter(Boolean).join(' ')}
              onChange={() =>
                onPick({
                  id: place.id,
                  name: place.name,
                  address1: place.address1,
                  city: place.city,
                  stateProvince: place.stateProvince,
                  postalCode: place.postalCode,
                })
              }
            />
            <span>
              <span id={`${errorId}-${place.id}`}>{place.name}</span>
              <span className="cell-sub" id={`${errorId}-${place.id}-where`}>
                {' '}
                {where(place)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    );
  };

  return (
    <div className="place-search">
      <SearchInput label="Find a saved location" hint="Name, address, city or ZIP code." value={text} onChange={setText} />
      {list()}
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error.join(' ')}
        </p>
      )}
    </div>
  );
};
