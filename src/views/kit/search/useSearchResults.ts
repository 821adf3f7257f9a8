import { useEffect, useRef, useState } from 'react';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from './Highlighted';
import { isKeyRefused, searchFailureMessage } from './searchFailure';
import type { FacetCounts, IndexResult, SearchHit } from './searchHit';
import { FACETS, facetFilters, hasCriteria, numericFilters, type SearchState, searchStateHref } from './searchState';
import type { SearchClient } from './useSearchClient';

export type SearchResults =
  | { status: 'idle' }
  | { status: 'loading'; last: { groups: IndexResult[]; facets: FacetCounts } | null }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'done'; groups: IndexResult[]; facets: FacetCounts };

export type UseSearchResultsOptions = {
  /** Null while the client's settings load: nothing is searched yet. */
  client: SearchClient | null;
  indices: readonly string[];
  state: SearchState;
  hitsPerPage: number;
  renewKey: () => void;
};

const addFacets = (into: FacetCounts, facets: FacetCounts | undefined) => {
  for (const [attribute, values] of Object.entries(facets ?? {})) {
    const counts = into[attribute] ?? {};
    into[attribute] = counts;
    for (const [value, count] of Object.entries(values)) counts[value] = (counts[value] ?? 0) + count;
  }
  return into;
};

/** One request per index in one call (Algolia's multi-query), the same text, chips and highlight tags for each. */
export const searchRequests = (indices: readonly string[], state: SearchState, hitsPerPage: number, nowMs: number) => {
  const filters = facetFilters(state);
  const numeric = numericFilters(state, nowMs);
  return indices.map((indexName) => ({
    indexName,
    query: state.query,
    hitsPerPage,
    facets: FACETS.map(({ attribute }) => attribute),
    ...(filters.length > 0 ? { facetFilters: filters } : {}),
    ...(numeric.length > 0 ? { numericFilters: numeric } : {}),
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
  }));
};

/**
 * Searches every index the user may search as the state changes; a newer search makes an older answer moot. While
 * one runs, the last results stay (named `last`), so the list does not flash empty between keystrokes.
 */
export const useSearchResults = ({ client, indices, state, hitsPerPage, renewKey }: UseSearchResultsOptions): SearchResults => {
  const [results, setResults] = useState<SearchResults>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // A key refused once (it lapsed while the tab slept, when timers stop) is renewed before anything is shown.
  const renewedFor = useRef<SearchClient | null>(null);
  const indicesKey = indices.join('\n');
  const stateKey = searchStateHref('', state);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for indices and state, attempt for a retry
  useEffect(() => {
    if (!client) return;
    if (!hasCriteria(state) || indices.length === 0) {
      setResults({ status: 'idle' });
      return;
    }
    let current = true;
    setResults((previous) => ({
      status: 'loading',
      last: previous.status === 'done' ? previous : previous.status === 'loading' ? previous.last : null,
    }));
    client.search<SearchHit>({ requests: searchRequests(indices, state, hitsPerPage, Date.now()) }).then(
      ({ results: answers }) => {
        if (!current) return;
        const groups: IndexResult[] = [];
        const facets: FacetCounts = {};
        for (const answer of answers) {
          if (!('hits' in answer)) continue;
          groups.push({
            indexName: answer.index ?? '',
            hits: answer.hits,
            nbHits: answer.nbHits ?? answer.hits.length,
            exhaustive: answer.exhaustiveNbHits ?? answer.exhaustive?.nbHits,
          });
          addFacets(facets, answer.facets);
        }
        groups.forEach((group, at) => {
          group.indexName ||= indices[at];
        });
        setResults({ status: 'done', groups, facets });
      },
      (error: unknown) => {
        if (!current) return;
        if (isKeyRefused(error) && renewedFor.current !== client) {
          renewedFor.current = client;
          renewKey();
          return;
        }
        const retry = () => {
          if (isKeyRefused(error)) renewKey();
          setAttempt((count) => count + 1);
        };
        setResults({ status: 'error', message: searchFailureMessage(error), retry });
      },
    );
    return () => {
      current = false;
    };
  }, [client, indicesKey, stateKey, hitsPerPage, attempt, renewKey]);

  return results;
};
