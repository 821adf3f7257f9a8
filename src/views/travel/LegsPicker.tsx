import { useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { SearchMatches } from '../kit/pickers/SearchMatches';
import { useDebouncedSearch } from '../kit/pickers/useDebouncedSearch';
import { legStatusLabel } from '../kit/record/legLabels';
import { Button } from '../kit/ui/Button';
import { TextField } from '../kit/ui/TextField';

const LegsSearchQuery = graphql(`
  query TravelLegsSearch($search: String!) {
    orderLegs(search: $search, first: 8) {
      data {
        id
        number
        status
        driverId
      }
    }
  }
`);

/** A leg a booking serves, as the search found it or the stored booking names it. */
export type TravelLeg = { id: string; number: string; status: string; driverId?: string | null };

export type LegsPickerProps = {
  legs: readonly TravelLeg[];
  onChange: (legs: TravelLeg[]) => void;
  /** The booking's driver: a leg assigned to someone else is marked (the server refuses it). */
  driverId: string;
  errors: Record<string, string[]>;
};

/** The legs a flight or rental serves, found by their number and added one by one (at most 20). */
export const LegsPicker = ({ legs, onChange, driverId, errors }: LegsPickerProps) => {
  const [text, setText] = useState('');
  const search = useDebouncedSearch(text);
  const [{ data, fetching }] = useQuery({ query: LegsSearchQuery, variables: { search }, pause: search.length < 2 });
  const found = search.length >= 2 ? (data?.orderLegs.data ?? []).filter((row) => !legs.some((leg) => leg.id === row.id)) : [];
  const legErrors = Object.entries(errors)
    .filter(([key]) => key.startsWith('legIds'))
    .flatMap(([, list]) => list);
  const matches = found.map((row) => ({
    key: row.id,
    choose: `Add leg ${row.number}`,
    onChoose: () => {
      onChange([...legs, row]);
      setText('');
    },
    description: legStatusLabel(row.status),
  }));
  return (
    <fieldset className="form-section">
      <legend>Legs</legend>
      {legs.length === 0 ? (
        <p className="muted">No legs yet.</p>
      ) : (
        <ul className="plain-list">
          {legs.map((leg) => (
            <li key={leg.id}>
              <strong>{leg.number}</strong> {`· ${legStatusLabel(leg.status)}`}
              {leg.driverId && driverId && leg.driverId !== driverId ? ' · assigned to another driver' : ''}{' '}
              <Button className="btn-small" onClick={() => onChange(legs.filter((other) => other.id !== leg.id))}>
                {`Remove leg ${leg.number}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <TextField
        label="Add a leg"
        hint="Type the leg's number, e.g. O-100042-1."
        value={text}
        onChange={setText}
        autoComplete="off"
        error={legErrors.length > 0 ? legErrors : undefined}
      />
      <SearchMatches
        searching={search.length >= 2}
        fetching={fetching}
        busyText="Searching legs…"
        noneText="No other leg matches."
        matches={matches}
      />
    </fieldset>
  );
};
