import { useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { type Person, PersonCombobox } from './PersonCombobox';
import { personMatches } from './personMatches';
import { useDebouncedSearch } from './useDebouncedSearch';

export const StaffUsersQuery = graphql(`
  query StaffUsers($search: String) {
    staffUsers(search: $search, first: 20) {
      id
      name
      email
    }
  }
`);

export type PersonPickerProps = {
  label: string;
  chosen: Person | null;
  onChoose: (person: Person | null) => void;
  hint?: string;
  error?: readonly string[];
};

/**
 * A staff user of the tenant, searched by name or email (Query.staffUsers, 20 at a time, asked once typing pauses and
 * only after the box is first used). Until the answer to the text typed now is in, the last one is offered narrowed to it
 * (personMatches.ts): Enter right after typing chooses someone the text names, not the first of the earlier answer.
 */
export const PersonPicker = ({ label, chosen, onChoose, hint, error }: PersonPickerProps) => {
  const [query, setQuery] = useState<string | null>(null);
  const search = useDebouncedSearch(query ?? '');
  const [{ data, fetching, operation }] = useQuery({
    query: StaffUsersQuery,
    variables: { search: search || null },
    pause: query === null,
  });
  const typed = query ?? '';
  const answeredFor = operation?.variables.search ?? '';
  return (
    <PersonCombobox
      label={label}
      matches={personMatches(typed, answeredFor, data?.staffUsers ?? [])}
      chosen={chosen}
      onChoose={onChoose}
      onQuery={setQuery}
      searching={fetching || typed.trim() !== answeredFor}
      hint={hint}
      error={error}
    />
  );
};
