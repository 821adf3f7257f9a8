import type { QuoteStatus } from '@/generated/graphql';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { QUOTE_STATUSES } from './labels';

export type QuoteListView = { status: QuoteStatus[]; search: string; page: number };

const isStatus = (value: string): value is QuoteStatus => (QUOTE_STATUSES as readonly string[]).includes(value);

export const decodeQuoteListView = (query: string): QuoteListView => {
  const params = new URLSearchParams(query);
  const page = Number(params.get('page'));
  return {
    status: (params.get('status') ?? '').split(',').filter(isStatus),
    search: (params.get('search') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
};

export const quoteListHref = (view: QuoteListView): string => {
  const params = new URLSearchParams();
  if (view.status.length > 0) params.set('status', view.status.join(','));
  if (view.search) params.set('search', view.search);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `/quotes?${query}` : '/quotes';
};

/** The quote list's filters live in the URL, so a link or a reload shows the same page. */
export const useQuoteListView = () => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = useMemo(() => decodeQuoteListView(search), [search]);
  // The debounced search box calls late: patch the view as it is then.
  const latest = useRef(view);
  latest.current = view;
  const update = useCallback(
    (patch: Partial<QuoteListView>, options?: { replace?: boolean }) => {
      // A new filter starts again at the first page.
      const next = quoteListHref({ ...latest.current, page: 1, ...patch });
      if (next !== quoteListHref(latest.current)) navigate(next, options);
    },
    [navigate],
  );
  return { view, update };
};
