import type { ReactNode } from 'react';
import { Button } from '../ui/Button';

/** One match: its button's text (and accessible name where the text alone is "Choose"), and what is said beside it. */
export type SearchMatch = { key: string; choose: string; name?: string; onChoose: () => void; description: ReactNode };

export type SearchMatchesProps = {
  /** The search is long enough to run. */
  searching: boolean;
  fetching: boolean;
  /** "Searching vehicles…". */
  busyText: string;
  /** "No vehicle matches." */
  noneText: string;
  matches: readonly SearchMatch[];
};

/** A search picker's matches, each with its Choose button, announced as they change. */
export const SearchMatches = ({ searching, fetching, busyText, noneText, matches }: SearchMatchesProps) => (
  <div aria-live="polite">
    {searching && fetching && <p className="muted">{busyText}</p>}
    {searching && !fetching && matches.length === 0 && <p className="muted">{noneText}</p>}
    {matches.length > 0 && (
      <ul className="plain-list">
        {matches.map((match) => (
          <li key={match.key}>
            <Button className="btn-small" onClick={match.onChoose} aria-label={match.name}>
              {match.choose}
            </Button>{' '}
            {match.description}
          </li>
        ))}
      </ul>
    )}
  </div>
);
