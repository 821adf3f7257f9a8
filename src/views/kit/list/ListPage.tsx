import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useCurrentTenant } from '../app/useCurrentUser';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { SearchBox } from '../ui/SearchBox';
import { Spinner } from '../ui/Spinner';
import { type Noun, totalText } from './countText';
import { ListPager, type ListPagerProps } from './ListPager';
import { ListTable, type ListTableProps } from './ListTable';
import type { ListState } from './useListQuery';

/** What the list's URL view gives the page (useListUrl's answer): whether it is filtered, the page links, the plain list. */
export type ListUrlState = {
  filtered: boolean;
  path: string;
  hrefOf: (change: { page: number }) => string;
  /** The search field's text and how to change it, when the list names one. */
  search?: { value: string; onSearch: (text: string) => void };
};

/** What an empty list says; each line has a default worded from the list's noun. */
export type EmptyWording = {
  /** No rows at all: "No drivers yet". */
  title?: string;
  body?: ReactNode;
  /** The filters leave none: "No drivers match this view". */
  filteredTitle?: string;
  /** Under it, a link back to the whole list ("Clear every filter"), or words where there is no such link. */
  clearHref?: string;
  clearLabel?: string;
  filteredBody?: ReactNode;
};

export type ListPageProps<Row, SortKey extends string = string> = {
  title: string;
  noun: Noun;
  list: ListState<Row>;
  /** Beside the title: "New driver", "Export CSV". */
  actions?: ReactNode;
  /** Lines under the count, e.g. why the list is read-only. */
  notes?: ReactNode;
  /** Said after the count: ", $1,234.00 in all". */
  countSuffix?: (total: number) => string;
  /** The search box's label and hint (its text is the URL view's search field). */
  search?: { label: string; hint?: string };
  /** Chips and pickers, under the search box. */
  filters?: ReactNode;
  /** With it, the search and filters stand in a panel of their own above the list's ("Find quotes", then "Quotes"). */
  find?: { title: string; actions?: ReactNode; description?: ReactNode; className?: string };
  /** The list's URL view: gives `filtered`, `pageHref` and the empty state's way back to the whole list. */
  url?: ListUrlState;
  /** Whether a filter narrows the list: the empty state then says so and offers the whole list back. */
  filtered?: boolean;
  empty?: EmptyWording;
  loadingLabel?: string;
  pageHref?: ListPagerProps['pageHref'];
  onPage?: ListPagerProps['onPage'];
  className?: string;
  /** This page's rows as a table of declared columns… */
  table?: Omit<ListTableProps<Row, SortKey>, 'rows'>;
  /** …or drawn otherwise (cards, a table of the area's own). */
  children?: (rows: readonly Row[]) => ReactNode;
};

const emptyState = (noun: Noun, filtered: boolean, wording: EmptyWording) => {
  if (!filtered) return <EmptyState title={wording.title ?? `No ${noun.many} yet`}>{wording.body}</EmptyState>;
  const { filteredTitle, clearHref, clearLabel = 'Clear every filter', filteredBody } = wording;
  return (
    <EmptyState title={filteredTitle ?? `No ${noun.many} match this view`}>
      {clearHref ? <Link href={clearHref}>{clearLabel}</Link> : filteredBody}
    </EmptyState>
  );
};

/**
 * A list's panel, every list alike: its title and count ("1,234 drivers · updating…"), its filters, then the rows of
 * this page and the pager, or why there are none (loading, an error with a retry, empty or filtered away).
 */
export const ListPage = <Row, SortKey extends string = string>({
  title,
  noun,
  list,
  actions,
  notes,
  countSuffix,
  search,
  filters,
  find,
  url,
  filtered = url?.filtered ?? false,
  empty = {},
  loadingLabel = `Loading ${noun.many}…`,
  pageHref = url && ((page) => url.hrefOf({ page })),
  onPage,
  className,
  table,
  children,
}: ListPageProps<Row, SortKey>) => {
  const locale = useCurrentTenant()?.locale;
  const { info, rows, error, updating, retry } = list;
  let body: ReactNode;
  if (error) body = <ErrorState message={error} onRetry={retry} />;
  else if (!info) body = <Spinner label={loadingLabel} />;
  else if (rows.length === 0) body = emptyState(noun, filtered, { clearHref: url?.path, ...empty });
  else
    body = (
      <>
        {table ? <ListTable {...table} rows={rows} /> : children?.(rows)}
        <ListPager info={info} noun={noun} locale={locale} pageHref={pageHref} onPage={onPage} />
      </>
    );
  const searchBox = search && url?.search && (
    <SearchBox label={search.label} hint={search.hint} value={url.search.value} onSearch={url.search.onSearch} />
  );
  const controls = (searchBox || filters) && (
    <>
      {searchBox}
      {filters}
    </>
  );
  const listPanel = (
    <Panel
      title={title}
      className={className}
      actions={actions}
      description={
        <>
          <p aria-live="polite">
            {info ? `${totalText(info.total, noun, locale)}${countSuffix?.(info.total) ?? ''}` : 'Counting…'}
            {updating ? ' · updating…' : ''}
          </p>
          {notes}
        </>
      }
    >
      {!find && controls}
      {body}
    </Panel>
  );
  if (!find) return listPanel;
  return (
    <>
      <Panel title={find.title} actions={find.actions} description={find.description} className={find.className}>
        {controls}
      </Panel>
      {listPanel}
    </>
  );
};
