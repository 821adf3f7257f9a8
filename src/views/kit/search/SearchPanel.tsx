import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { FacetChips } from './FacetChips';
import { nextActive } from './resultNavigation';
import { SearchResultList } from './SearchResultList';
import type { SearchScope } from './searchScope';
import type { SearchState } from './searchState';
import { useSearchClient } from './useSearchClient';
import { useSearchResults } from './useSearchResults';

/** Typing pauses this long before a search goes out (the client's cache answers a repeated one at once). */
const TYPING_PAUSE_MS = 150;

export type SearchPanelProps = {
  state: SearchState;
  onChange: (state: SearchState) => void;
  /** Opens a result's record by its path (Enter on the active result). */
  onOpen: (url: string) => void;
  /**
   * Escape in the box (the palette closes): a search field would only clear its text on the first Escape, and the
   * dialog around it close on the second.
   */
  onEscape?: () => void;
  /** Called after a result's link was clicked (the link itself navigates). */
  onFollow?: () => void;
  scope: SearchScope;
  hitsPerPage: number;
  hint: string;
  autoFocus?: boolean;
  /** The facets as chips (the search pages); the palette leaves them to its "All results and filters" link. */
  chips?: boolean;
};

/**
 * One search box over every index the user may search: results grouped by index, facets as chips, arrows move
 * through the results and Enter opens the active one. The box is there at once, so typing while the client's
 * settings load is kept.
 */
export const SearchPanel = ({
  state,
  onChange,
  onOpen,
  onFollow,
  onEscape,
  scope,
  hitsPerPage,
  hint,
  autoFocus,
  chips = false,
}: SearchPanelProps) => {
  const search = useSearchClient();
  const ready = search.status === 'ready' ? search : null;
  const results = useSearchResults({
    client: ready?.client ?? null,
    indices: ready?.indices ?? [],
    state,
    hitsPerPage,
    renewKey: search.status === 'ready' ? search.renewKey : noop,
  });
  const [text, setText] = useState(state.query);
  const [active, setActive] = useState(0);
  const listId = useId();
  const shown = results.status === 'done' ? results : results.status === 'loading' ? results.last : null;
  const hits = useMemo(
    () => shown?.groups.flatMap((group) => group.hits.map((hit) => ({ indexName: group.indexName, hit }))) ?? [],
    [shown],
  );
  const optionId = (place: number) => `${listId}-${place}`;

  // The URL changed elsewhere (back, a link): show its text unless it is what is being typed.
  useEffect(() => {
    setText((typed) => (typed.trim() === state.query ? typed : state.query));
  }, [state.query]);

  useEffect(() => {
    if (text.trim() === state.query) return;
    const timer = setTimeout(() => onChange({ ...state, query: text.trim() }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, state, onChange]);

  // New results start at the first one, so Enter opens the best match.
  // biome-ignore lint/correctness/useExhaustiveDependencies: hits is the trigger
  useEffect(() => setActive(0), [hits]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key === 'Enter') {
      const found = hits[active];
      const path = found ? scope.pathOf(found.indexName, found.hit) : null;
      if (found) event.preventDefault();
      if (path) onOpen(path);
      return;
    }
    const next = nextActive(event.key, active, hits.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };

  const body = () => {
    if (search.status === 'error') return <ErrorState title="Search is unavailable" message={search.message} onRetry={search.retry} />;
    if (search.status === 'loading') return <Spinner label="Preparing search…" />;
    if (results.status === 'idle')
      return <EmptyState title="Search everything you may open">Type a number, a reference, a VIN, a name or a place.</EmptyState>;
    if (results.status === 'error') return <ErrorState title="Search failed" message={results.message} onRetry={results.retry} />;
    if (!shown) return <Spinner label="Searching…" />;
    if (hits.length === 0)
      return (
        <EmptyState title={state.query ? `Nothing found for “${state.query}”` : 'Nothing found'}>
          Check the spelling, search by fewer characters, or clear a filter.
        </EmptyState>
      );
    return (
      <SearchResultList
        id={listId}
        groups={shown.groups}
        active={active}
        optionId={optionId}
        onActivate={setActive}
        onFollow={onFollow}
        scope={scope}
      />
    );
  };

  return (
    <div className="search-panel" aria-busy={results.status === 'loading'}>
      <TextField
        type="search"
        label="Search for"
        hint={hint}
        value={text}
        onChange={setText}
        autoComplete="off"
        autoFocus={autoFocus}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls={hits.length > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={hits.length > 0 ? optionId(Math.min(active, hits.length - 1)) : undefined}
        onKeyDown={onKeyDown}
      />
      {chips && shown && <FacetChips facets={shown.facets} state={state} onChange={onChange} />}
      {body()}
    </div>
  );
};

const noop = () => undefined;
