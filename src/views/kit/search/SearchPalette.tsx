import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Dialog } from '../ui/Dialog';
import { SearchPanel } from './SearchPanel';
import { PORTAL_SEARCH, STAFF_SEARCH } from './searchScope';
import { EMPTY_SEARCH, type SearchState, searchStateHref } from './searchState';

export type SearchPaletteProps = {
  /** Opened in the portal: "All results" is /portal/search, and a hit opens the portal's page of its record. */
  portal: boolean;
  onClose: () => void;
};

const HITS_PER_INDEX = 5;

/** The search opened by Ctrl+K or "/" over any page: Enter opens the active result, Escape closes it. */
export const SearchPalette = ({ portal, onClose }: SearchPaletteProps) => {
  const [, navigate] = useLocation();
  const scope = portal ? PORTAL_SEARCH : STAFF_SEARCH;
  const [state, setState] = useState<SearchState>(EMPTY_SEARCH);
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
        <p className="search-palette-footer">
          <Link href={searchStateHref(scope.searchPath, state)} onClick={onClose}>
            All results and filters
          </Link>
        </p>
      </div>
    </Dialog>
  );
};
