import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { decodePortalQuotesView, type PortalQuotesView, portalQuotesHref } from './quotesView';

/** The quote list's filters live in the URL, so a link or a reload shows the same page. */
export const useQuotesView = () => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = useMemo(() => decodePortalQuotesView(search), [search]);
  // The debounced search box calls late: patch the view as it is then.
  const latest = useRef(view);
  latest.current = view;
  const update = useCallback(
    (patch: Partial<PortalQuotesView>, options?: { replace?: boolean }) => {
      // A new filter starts again at the first page.
      const next = portalQuotesHref({ ...latest.current, page: 1, ...patch });
      if (next !== portalQuotesHref(latest.current)) navigate(next, options);
    },
    [navigate],
  );
  return { view, update };
};
