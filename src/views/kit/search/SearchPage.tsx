import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Panel } from '../ui/Panel';
import { SearchPanel } from './SearchPanel';
import { parseSearchState, type SearchState, searchStateHref } from './searchState';

export type SearchPageProps = {
  path: string;
  hint: string;
  /** The app's page of a hit's record (the portal's own pages for a portal user). */
  pathOf: (url: string) => string;
};

const HITS_PER_INDEX = 10;

/** A search page (/search, /portal/search): the search and its chips live in the URL, so back and a shared link keep them. */
export const SearchPage = ({ path, hint, pathOf }: SearchPageProps) => {
  const [, navigate] = useLocation();
  const state = parseSearchState(useSearch());
  const onChange = useCallback((next: SearchState) => navigate(searchStateHref(path, next), { replace: true }), [navigate, path]);
  return (
    <Panel>
      <SearchPanel state={state} onChange={onChange} onOpen={navigate} hitsPerPage={HITS_PER_INDEX} hint={hint} pathOf={pathOf} autoFocus />
    </Panel>
  );
};
