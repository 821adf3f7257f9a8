import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { decodePortalOrdersView, type PortalOrdersView, portalOrdersHref } from './ordersView';

export type UpdateOrdersView = (patch: Partial<PortalOrdersView>, options?: { replace?: boolean }) => void;

/** The list's filters live in the URL: read them from the query string, change them by navigating. */
export const useOrdersView = (): { view: PortalOrdersView; update: UpdateOrdersView } => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = useMemo(() => decodePortalOrdersView(search), [search]);
  // The debounced search box calls late: patch the view as it is then.
  const latest = useRef(view);
  latest.current = view;
  const update = useCallback<UpdateOrdersView>(
    (patch, options) => {
      // A new filter starts again at the first page.
      const next = portalOrdersHref({ ...latest.current, page: 1, ...patch });
      if (next !== portalOrdersHref(latest.current)) navigate(next, options);
    },
    [navigate],
  );
  return { view, update };
};
