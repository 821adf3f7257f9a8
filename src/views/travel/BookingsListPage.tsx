import type { DocumentInput, TypedDocumentNode } from 'urql';
import { Link } from 'wouter';
import { LinkButton } from '../kit/ui/LinkButton';
import type { FragmentType } from '@/generated';
import { ListCsvExport, type ListCsv } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource, type PaginatorSource, type Paging, unmasked } from '../kit/list/listSource';
import { useListQuery } from '../kit/list/useListQuery';
import { useListUrl } from '../kit/list/useListUrl';
import { useMoney } from '../kit/ui/useMoney';
import type { BookingRow } from './bookings';
import { type BookingColumn, BookingsTable } from './BookingsTable';
import { type BookingKind, capitalized } from './labels';
import { type TravelListView, travelFilter, travelUrl } from './listUrl';
import { TravelFilters } from './TravelFilters';
import { useCanBookTravel } from './useCanBookTravel';

type ListVariables = ReturnType<typeof travelFilter> & Paging;

export type BookingsListPageProps<Row extends BookingRow, Data> = {
  kind: BookingKind;
  query: DocumentInput<Data, ListVariables>;
  /** The list's row fragment, and the page of rows in the list's data. */
  fragment: TypedDocumentNode<Row, unknown>;
  pick: (
    data: Data,
  ) => { data: FragmentType<TypedDocumentNode<Row, unknown>>[]; totalCost: number; paginatorInfo: PaginatorSource } | undefined;
  /** The row's link text. */
  name: (row: NoInfer<Row>) => string;
  /** The kind's own columns, after the driver. */
  columns: readonly BookingColumn<NoInfer<Row>>[];
  searchHint: string;
  dayLabel: string;
  csv: ListCsv<NoInfer<Row>>;
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
  csv,
}: BookingsListPageProps<Row, Data>) => {
  const money = useMoney();
  const canBook = useCanBookTravel();
  const url = useListUrl(travelUrl, { path: kind.path, search: 'q' });
  const { view, update } = url;
  const source = listSource({
    query,
    variables: (filter: TravelListView, paging) => ({ ...travelFilter(filter), ...paging }),
    pick: (data) => {
      const list = pick(data);
      return list && unmasked(fragment, list);
    },
  });
  const list = useListQuery(source, view, { page: view.page });
  const totalCost = list.data ? pick(list.data)?.totalCost : undefined;
  const newHref = `${kind.path}/view`;

  return (
    <ListPage
      title={capitalized(kind.many)}
      noun={kind}
      list={list}
      url={url}
      actions={
        canBook && (
          <LinkButton href={newHref} variant="primary">
            {`New ${kind.one}`}
          </LinkButton>
        )
      }
      countSuffix={() => (totalCost === undefined ? '' : `, ${money(totalCost)} in all`)}
      empty={{
        body: canBook && <Link href={newHref}>Add the first one</Link>,
        clearLabel: `Show every ${kind.one}`,
      }}
      search={{ label: `Search ${kind.many}`, hint: searchHint }}
      filters={
        <>
          <TravelFilters view={view} update={update} noun={kind.many} dayLabel={dayLabel} />
          <div className="button-row">
            <ListCsvExport source={source} filter={view} csv={csv} disabled={!list.info?.total} />
          </div>
        </>
      }
    >
      {(rows) => <BookingsTable kind={kind} rows={rows} name={name} columns={columns} />}
    </ListPage>
  );
};
