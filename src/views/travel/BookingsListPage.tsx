import type { ReactNode } from 'react';
import { type DocumentInput, type TypedDocumentNode, useQuery } from 'urql';
import { Link, useSearch } from 'wouter';
import { type FragmentType, getFragmentData } from '@/generated';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { useMoney } from '../kit/ui/useMoney';
import { LinkPager, type LinkPagerProps } from '../kit/ui/LinkPager';
import type { BookingRow } from './bookings';
import { type BookingColumn, BookingsTable } from './BookingsTable';
import { type BookingKind, capitalized } from './labels';
import { isFiltered, readTravelView, type TravelListView, travelFilter, travelHref } from './listUrl';
import { TravelFilters } from './TravelFilters';
import { useCanBookTravel } from './useCanBookTravel';

const PER_PAGE = 25;

type ListVariables = ReturnType<typeof travelFilter> & { first: number; page: number };

export type BookingsListPageProps<Row extends BookingRow, Data> = {
  kind: BookingKind;
  query: DocumentInput<Data, ListVariables>;
  /** The list's row fragment, and the page of rows in the list's data. */
  fragment: TypedDocumentNode<Row, unknown>;
  pick: (
    data: Data,
  ) => { data: FragmentType<TypedDocumentNode<Row, unknown>>[]; totalCost: number; paginatorInfo: LinkPagerProps['info'] } | undefined;
  /** The row's link text. */
  name: (row: NoInfer<Row>) => string;
  /** The kind's own columns, after the driver. */
  columns: readonly BookingColumn<NoInfer<Row>>[];
  searchHint: string;
  dayLabel: string;
  Export: (props: { view: TravelListView; disabled: boolean }) => ReactNode;
};

/** /dispatch/<kind>: drivers' bookings of one kind, filtered, paged, totalled and exported. */
export const BookingsListPage = <Row extends BookingRow, Data>({
  kind,
  query,
  fragment,
  pick,
  name,
  columns,
  searchHint,
  dayLabel,
  Export,
}: BookingsListPageProps<Row, Data>) => {
  const tenant = useCurrentTenant();
  const money = useMoney();
  const canBook = useCanBookTravel();
  const view = readTravelView(useSearch());
  const [{ data, error, fetching }, refetch] = useQuery({
    query,
    variables: { ...travelFilter(view), first: PER_PAGE, page: view.page },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const list = data ? pick(data) : undefined;
  const newHref = `${kind.path}/view`;

  const body = () => {
    if (!list) {
      if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
      return <Spinner label={`Loading ${kind.many}…`} />;
    }
    if (list.data.length === 0)
      return (
        <EmptyState title={isFiltered(view) ? `No ${kind.many} match this view` : `No ${kind.many} yet`}>
          {isFiltered(view) ? (
            <Link href={kind.path}>{`Show every ${kind.one}`}</Link>
          ) : (
            canBook && <Link href={newHref}>Add the first one</Link>
          )}
        </EmptyState>
      );
    return (
      <>
        <BookingsTable kind={kind} rows={list.data.map((row) => getFragmentData(fragment, row))} name={name} columns={columns} />
        <LinkPager info={list.paginatorInfo} hrefFor={(page) => travelHref(kind.path, { ...view, page })} noun={kind.many} />
      </>
    );
  };

  return (
    <Panel
      title={capitalized(kind.many)}
      actions={
        canBook && (
          <Link href={newHref} className="btn btn-primary">
            {`New ${kind.one}`}
          </Link>
        )
      }
      description={
        list && (
          <p aria-live="polite">
            {`${list.paginatorInfo.total.toLocaleString(tenant?.locale)} ${list.paginatorInfo.total === 1 ? kind.one : kind.many}, ${money(list.totalCost)} in all`}
            {fetching ? ' · updating…' : ''}
          </p>
        )
      }
    >
      <TravelFilters path={kind.path} view={view} noun={kind.many} searchHint={searchHint} dayLabel={dayLabel} />
      <div className="button-row">
        <Export view={view} disabled={!list || list.paginatorInfo.total === 0} />
      </div>
      {body()}
    </Panel>
  );
};
