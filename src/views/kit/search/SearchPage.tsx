import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Panel } from '../ui/Panel';
import { SearchPanel } from './SearchPanel';
import type { SearchScope } from './searchScope';
import { parseSearchState, type SearchState, searchStateHref } from './searchState';

export type SearchPageProps = {
  scope: SearchScope;
  hint: string;
};

const HITS_PER_INDEX = 10;

/** A search page (/search, /portal/search): the search and its chips live in the URL, so back and a shared link keep them. */
export const SearchPage = ({ scope, hint }: SearchPageProps) => {
  const [path, navigate] = useLocation();
  const state = parseSearchState(useSearch());
  const onChange = useCallback(
    (next: SearchState) => navigate(searchStateHref(scope.searchPath ?? path, next), { replace: true }),
    [navigate, scope, path],
  );
  return (
    <Panel>
      <SearchPanel
        state={state}
        onChange={onChange}
        onOpen={navigate}
        hitsPerPage={HITS_PER_INDEX}
        hint={hint}
        scope={scope}
        autoFocus
        chips
      />
    </Panel>
  );
};
