import type { QuoteOrderByColumn, QuoteStatus } from '@/generated/graphql';
import { QuoteOrderByColumnValues } from '@/generated/enums/QuoteOrderByColumn';
import type { SortOrder } from '../kit/ui/SortableHeader';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { QUOTE_STATUSES } from '../kit/record/quoteLabels';

export type QuoteSort = { column: QuoteOrderByColumn; order: SortOrder };
/** The client filter is a client's id, picked by name. */
export type QuoteListView = { status: QuoteStatus[]; search: string; page: number; sort: QuoteSort; client: string };

export const DEFAULT_QUOTE_SORT: QuoteSort = { column: 'CREATED_AT', order: 'DESC' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const decodeSort = (text: string | null): QuoteSort => {
  const [column, order] = (text ?? '').split(':');
  return (QuoteOrderByColumnValues as readonly string[]).includes(column) && (order === 'ASC' || order === 'DESC')
    ? { column: column as QuoteOrderByColumn, order }
    : DEFAULT_QUOTE_SORT;
};

const isStatus = (value: string): value is QuoteStatus => (QUOTE_STATUSES as readonly string[]).includes(value);

export const decodeQuoteListView = (query: string): QuoteListView => {
  const params = new URLSearchParams(query);
  const page = Number(params.get('page'));
  return {
    status: (params.get('status') ?? '').split(',').filter(isStatus),
    search: (params.get('search') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: decodeSort(params.get('sort')),
    client: UUID.test(params.get('client') ?? '') ? (params.get('client') as string) : '',
  };
};

export const quoteListHref = (view: QuoteListView): string => {
  const params = new URLSearchParams();
  if (view.status.length > 0) params.set('status', view.status.join(','));
  if (view.search) params.set('search', view.search);
  if (view.client) params.set('client', view.client);
  if (view.sort.column !== DEFAULT_QUOTE_SORT.column || view.sort.order !== DEFAULT_QUOTE_SORT.order)
    params.set('sort', `${view.sort.column}:${view.sort.order}`);
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
