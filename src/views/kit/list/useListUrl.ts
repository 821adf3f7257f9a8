import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ListUrl } from './listUrl';

export type UpdateList<View> = (change: Partial<View>, options?: { replace?: boolean }) => void;

/**
 * A list's view read from the URL, and the ways to change it: `update` navigates (a new filter starts again at the first
 * page), `hrefOf` gives a link (the pager's), `onSearch` feeds a SearchBox when the list names its search field.
 */
export const useListUrl = <View>(url: ListUrl<View>, options: { path?: string; search?: keyof View & string } = {}) => {
  const { path = url.path, search: searchKey } = options;
  const query = useSearch();
  const [, navigate] = useLocation();
  const view = useMemo(() => url.read(query), [url, query]);
  // The debounced search box calls late: patch the view as it is then, not as it was.
  const latest = useRef(view);
  latest.current = view;
  const update = useCallback<UpdateList<View>>(
    (change, navigation) => {
      const next = url.href(url.patch(latest.current, change), path);
      if (next !== url.href(latest.current, path)) navigate(next, navigation);
    },
    [url, path, navigate],
  );
  const hrefOf = useCallback((change: Partial<View>) => url.href(url.patch(view, change), path), [url, path, view]);
  const onSearch = useCallback(
    (text: string) => {
      if (searchKey) update({ [searchKey]: text } as Partial<View>, { replace: true });
    },
    [update, searchKey],
  );
  const searchBox = searchKey ? { value: String(view[searchKey]), onSearch } : undefined;
  return { view, update, hrefOf, onSearch, search: searchBox, filtered: url.isFiltered(view), path };
};
