import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { decodeOrderListView, type OrderListView, orderListHref } from '../../../domain/orderListUrl';

export type UpdateView = (patch: Partial<OrderListView>, options?: { replace?: boolean }) => void;

/** The list's view lives in the URL: read it from the query string, change it by navigating. */
export const useOrderListView = (): { view: OrderListView; update: UpdateView } => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = useMemo(() => decodeOrderListView(search), [search]);
  // The debounced search box calls update late: it must patch the view as it is then, not as it was.
  const latest = useRef(view);
  latest.current = view;
  const update = useCallback<UpdateView>(
    (patch, options) => {
      const next = orderListHref({ ...latest.current, ...patch });
      const current = orderListHref(latest.current);
      if (next !== current) navigate(next, options);
    },
    [navigate],
  );
  return { view, update };
};
