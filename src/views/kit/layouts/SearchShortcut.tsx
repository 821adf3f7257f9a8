import { lazy, Suspense, useEffect, useState } from 'react';
import { opensSearch } from '../search/searchShortcut';

// The palette, the search client and algoliasearch load on the first Ctrl+K or "/", never with the page.
const SearchPalette = lazy(() => import('../search/SearchPalette').then((module) => ({ default: module.SearchPalette })));

export type SearchShortcutProps = { portal?: boolean };

/** Listens for Ctrl+K (⌘K) and "/" on every page of a layout and opens the search palette. */
export const SearchShortcut = ({ portal = false }: SearchShortcutProps) => {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !opensSearch(event as KeyboardEvent & { target: HTMLElement | null })) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SearchPalette portal={portal} onClose={() => setOpen(false)} />
    </Suspense>
  );
};
