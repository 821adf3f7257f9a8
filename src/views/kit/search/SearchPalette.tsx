import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Dialog } from '../ui/Dialog';
import { SearchPanel } from './SearchPanel';
import { useCurrentUser } from '../app/useCurrentUser';
import { allResultsHref, searchScopeOf } from './searchScope';
import { EMPTY_SEARCH, type SearchState } from './searchState';

export type SearchPaletteProps = {
  /**
   * Opened in the portal's layout. The signed-in user decides (searchScopeOf): a portal user's "All results" is
   * /portal/search and a hit opens the portal's page of its record, wherever the palette was opened.
   */
  portal: boolean;
  onClose: () => void;
};

const HITS_PER_INDEX = 5;

/** The search opened by Ctrl+K or "/" over any page: Enter opens the active result, Escape closes it. */
export const SearchPalette = ({ portal, onClose }: SearchPaletteProps) => {
  const [, navigate] = useLocation();
  const scope = searchScopeOf(useCurrentUser(), portal);
  const [state, setState] = useState<SearchState>(EMPTY_SEARCH);
  const allResults = allResultsHref(scope, state);
  return (
    <Dialog title="Search" onClose={onClose}>
      <div className="search-palette">
        <SearchPanel
          state={state}
          onChange={setState}
          onOpen={(url) => {
            onClose();
            navigate(url);
          }}
          onFollow={onClose}
          onEscape={onClose}
          scope={scope}
          hitsPerPage={HITS_PER_INDEX}
          hint="↑ ↓ to move, Enter to open, Esc to close."
          autoFocus
        />
        {allResults && (
          <p className="search-palette-footer">
            <Link href={allResults} onClick={onClose}>
              All results and filters
            </Link>
          </p>
        )}
      </div>
    </Dialog>
  );
};
