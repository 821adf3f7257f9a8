import type { AnyVariables, Client, DocumentInput, TypedDocumentNode } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import type { ListPaginatorFragment as ListPaginator } from '@/generated/graphql';
import { graphqlFailure } from '../forms/failure';
import type { CsvPage } from '../ui/usePagedCsv';

/** The paginator a list's query selects (Lighthouse's paginatorInfo); what is not selected is worked out (a CSV's query selects the total only). */
export type PageInfo = {
  total: number;
  currentPage?: number;
  lastPage?: number;
  firstItem?: number | null;
  lastItem?: number | null;
  hasMorePages?: boolean;
};

/** The paginator a list's query selects: `paginatorInfo { ...ListPaginator }`. */
export const ListPaginatorFragment = graphql(`
  fragment ListPaginator on PaginatorInfo {
    total
    currentPage
    lastPage
    firstItem
    lastItem
    hasMorePages
  }
`);

/** A paginator as an answer holds it: spread ListPaginator, or the few fields a CSV's query selects (its total). */
export type PaginatorSource = PageInfo | FragmentType<typeof ListPaginatorFragment>;

/** Whether the query selected the paginator's fields itself (a spread's fields are in the answer too, masked in its type). */
const selectedInline = (source: PaginatorSource): source is PageInfo => 'total' in source;

/** The paginator of an answer, to read: every field of a spread ListPaginator, what was selected of an inline one. */
export function pageInfoOf(source: FragmentType<typeof ListPaginatorFragment>): ListPaginator;
export function pageInfoOf(source: PaginatorSource): PageInfo;
export function pageInfoOf(source: PaginatorSource): PageInfo {
  return selectedInline(source) ? source : getFragmentData(ListPaginatorFragment, source);
}

/** One page of a list as its query answers it. */
export type PagedData<Row> = { data: readonly Row[]; paginatorInfo: PaginatorSource };

export type Paging = { first: number; page: number };

/**
 * Where a list's rows come from, declared once for the page and its CSV export alike: the query, its variables for a
 * filter and a page (and, to the CSV export, every row so far: a list paged by keyset asks for the rows after the last),
 * and the page of rows in its answer.
 */
export type ListSource<Data, Vars extends AnyVariables, Filter, Row> = {
  query: DocumentInput<Data, Vars>;
  variables: (filter: Filter, paging: Paging, before?: readonly Row[]) => Vars;
  pick: (data: Data) => PagedData<Row> | null | undefined;
};

/** Declares a list's source (a function only so TypeScript infers its types from the query). */
export const listSource = <Data, Vars extends AnyVariables, Filter, Row>(source: ListSource<Data, Vars, Filter, Row>) => source;

/** A page of fragment references read as rows (each component declares its fragment; the list reads its rows). */
export const unmasked = <Row>(
  fragment: TypedDocumentNode<Row, unknown>,
  list: { data: readonly FragmentType<TypedDocumentNode<Row, unknown>>[]; paginatorInfo: PaginatorSource },
): PagedData<Row> => ({ data: getFragmentData(fragment, list.data), paginatorInfo: list.paginatorInfo });

/** Whether a page is followed by another (from hasMorePages where the query selects it). */
export const hasMore = (info: PageInfo): boolean => info.hasMorePages ?? (info.currentPage ?? 1) < (info.lastPage ?? 1);

/** The CSV export's rows: page `page` of the filtered list, straight from the network, `perRequest` rows a request. */
export const fetchListPage = async <Data, Vars extends AnyVariables, Filter, Row>(
  client: Client,
  source: ListSource<Data, Vars, Filter, Row>,
  filter: Filter,
  page: number,
  before: readonly Row[] = [],
  perRequest = 100,
): Promise<CsvPage<Row>> => {
  const result = await client
    .query(source.query, source.variables(filter, { first: perRequest, page }, before), { requestPolicy: 'network-only' })
    .toPromise();
  const list = result.data ? source.pick(result.data) : null;
  if (result.error || !list) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
  const info = pageInfoOf(list.paginatorInfo);
  return { rows: list.data, total: info.total, hasMore: hasMore(info) };
};

/**
 * The same source with arguments of its own added to every request (a page that shows another page's list for one
 * account manager); none given: the source itself, so the list's cache key stays as it was.
 */
export const withVariables = <Data, Vars extends AnyVariables, Filter, Row>(
  source: ListSource<Data, Vars, Filter, Row>,
  extra: Readonly<Record<string, unknown>> | null,
): ListSource<Data, Vars, Filter, Row> =>
  extra
    ? { ...source, variables: (filter, paging, before) => ({ ...source.variables(filter, paging, before), ...extra }) as Vars }
    : source;
