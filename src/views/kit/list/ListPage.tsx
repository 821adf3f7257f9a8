import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useCurrentTenant } from '../app/useCurrentUser';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import { type Noun, totalText } from './countText';
import { ListPager, type ListPagerProps } from './ListPager';
import type { ListState } from './useListQuery';

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

export type ListPageProps<Row> = {
  title: string;
  noun: Noun;
  list: ListState<Row>;
  /** Beside the title: "New driver", "Export CSV". */
  actions?: ReactNode;
  /** Lines under the count, e.g. why the list is read-only. */
  notes?: ReactNode;
  /** Said after the count: ", $1,234.00 in all". */
  countSuffix?: (total: number) => string;
  /** Search, chips and pickers, above the rows; a list whose filters stand in a panel of their own has none here. */
  filters?: ReactNode;
  /** Whether a filter narrows the list: the empty state then says so and offers the whole list back. */
  filtered?: boolean;
  empty?: EmptyWording;
  loadingLabel?: string;
  pageHref?: ListPagerProps['pageHref'];
  onPage?: ListPagerProps['onPage'];
  className?: string;
  /** This page's rows: a ListTable, or cards. */
  children: (rows: readonly Row[]) => ReactNode;
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
export const ListPage = <Row,>({
  title,
  noun,
  list,
  actions,
  notes,
  countSuffix,
  filters,
  filtered = false,
  empty = {},
  loadingLabel = `Loading ${noun.many}…`,
  pageHref,
  onPage,
  className,
  children,
}: ListPageProps<Row>) => {
  const locale = useCurrentTenant()?.locale;
  const { info, rows, error, updating, retry } = list;
  let body: ReactNode;
  if (error) body = <ErrorState message={error} onRetry={retry} />;
  else if (!info) body = <Spinner label={loadingLabel} />;
  else if (rows.length === 0) body = emptyState(noun, filtered, empty);
  else
    body = (
      <>
        {children(rows)}
        <ListPager info={info} noun={noun} locale={locale} pageHref={pageHref} onPage={onPage} />
      </>
    );
  return (
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
      {filters}
      {body}
    </Panel>
  );
};
