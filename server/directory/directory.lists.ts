import type { ClientColumn, CustomerColumn, LocationColumn, VehicleColumn } from '../../src/generated/resolvers';
import type { Queryable, Row } from '../db/database';
import { paginate } from '../graphql/paginate';
import { anyTagCondition } from '../hubsAndTags/hubsAndTags.public';
import type { AccountManagerScope } from '../../src/generated/enums/AccountManagerScope';
import { accountManagerCondition } from '../records/accountManagers';
import type { ClientRow, CustomerRow, LocationRow, VehicleRow } from './directory.rows';
import {
  buildOrderBy,
  buildWhere,
  type ColumnSpec,
  type OrderByInput,
  type SearchExpression,
  searchCondition,
  trashedCondition,
  type WhereInput,
} from '../graphql/where';
import {
  CLIENT_WHERE,
  CLIENTS,
  CUSTOMER_WHERE,
  CUSTOMERS,
  LOCATION_SEARCH,
  LOCATION_WHERE,
  LOCATIONS,
  sortable,
  VEHICLE_SEARCH,
  VEHICLE_WHERE,
  VEHICLES,
} from './directory.columns';

/**
 * searchCondition's match (every word, `%` and `_` literal, expressions OR-ed per word) written as
 * `lower(expression) LIKE lower($n)`: the same test as ILIKE, which lowers both sides with the same lower() and matches
 * them case-sensitively, but ILIKE lowers the pattern again on every row. Under these tables' forced row-level security
 * no trigram index serves either form (texticlike stays non-leakproof: docs/operations.md), so each search reads the
 * tenant's rows, and this halves what each row costs (issue 29: the clients search at 10,000 clients). An expression
 * given as `{ lowered }` is stored lowered already (clients' and customers' `search_text`, migration 043): only the
 * pattern is lowered.
 */
const foldedSearch = (search: string | null | undefined, expressions: readonly SearchExpression[], params: unknown[]): string =>
  searchCondition(search, expressions, params, true);

/** The Lighthouse-style list arguments every directory list takes. */
export type ListArgs<C extends string> = {
  first?: number | null;
  page?: number | null;
  where?: WhereInput<C> | null;
  orderBy?: readonly OrderByInput<C>[] | null;
  trashed?: string | null;
  search?: string | null;
};

type Table = { table: string; alias: string; select: string };

/** A list's own filter beyond the shared arguments: a condition that binds its values into `params`, or null. */
type Filter<A> = (args: A, alias: string, params: unknown[]) => string | null;

/**
 * A directory list: the tenant's rows of `table`, filtered and sorted by `columns`, in `fallback` order when the
 * arguments name none, searched in `search`, narrowed by `filter` (after the shared filters, so its placeholders
 * follow theirs), and paged.
 */
const lister = <T extends Row, C extends string, A extends ListArgs<C> = ListArgs<C>>(
  source: Table,
  columns: Record<C, ColumnSpec>,
  fallback: string,
  search: readonly SearchExpression[],
  filter?: Filter<A>,
  countCap?: number,
) => {
  const order = sortable(columns);
  return (db: Queryable, tenantId: string, args: A) => {
    const { table, alias, select } = source;
    // Tenant first, so the (tenant_id, …) indexes serve every list; RLS would scope it anyway.
    const params: unknown[] = [tenantId];
    const conditions = [
      `${alias}.tenant_id = $1`,
      trashedCondition(args.trashed, `${alias}.deleted_at`),
      buildWhere(args.where, columns, params),
      foldedSearch(args.search, search, params),
      filter?.(args, alias, params) ?? 'TRUE',
    ];
    return paginate<T>(db, {
      select,
      from: `${table} ${alias}`,
      where: conditions.filter((c) => c !== 'TRUE').join(' AND '),
      params,
      orderBy: buildOrderBy(args.orderBy, order, fallback, `${alias}.id`),
      first: args.first ?? 25,
      page: args.page ?? 1,
      countCap,
      // An account list counts every match anyway (ACCOUNT_COUNT_CAP), and under row-level security a search reads
      // every row of the tenant for its page: one pass answers both.
      countWithPage: countCap !== undefined && (args.search ?? '').trim() !== '',
    });
  };
};

/**
 * A tenant's clients and customers are tens of thousands at most: their lists count exactly (paginate's countCap),
 * where the planner's estimate under the row-level security policy was far off (2,380 shown for 9,510 clients).
 */
const ACCOUNT_COUNT_CAP = 50_000;

/** A client's or customer's name and code, lowered (migration 043). */
const NAME_OR_CODE = [{ lowered: 'c.search_text' }];

type ClientListArgs = ListArgs<ClientColumn> & {
  tagIds?: readonly string[] | null;
  accountManager?: AccountManagerScope | null;
  /** The request's user: whose accounts `accountManager: ME` keeps. */
  managerOf?: string | null;
};

const clientFilter = (args: ClientListArgs, alias: string, params: unknown[]) =>
  [
    anyTagCondition('client', alias, args.tagIds, params),
    accountManagerCondition(args.accountManager, args.managerOf ?? null, `${alias}.id`, params),
  ]
    .filter((condition) => condition !== null)
    .join(' AND ') || null;

/** Query.clients: `tagIds` keeps the clients carrying any of them, `accountManager` an account manager's. */
export const listClients = lister<ClientRow, ClientColumn, ClientListArgs>(
  CLIENTS,
  CLIENT_WHERE,
  'c.display_name ASC',
  NAME_OR_CODE,
  clientFilter,
  ACCOUNT_COUNT_CAP,
);
export const listCustomers = lister<CustomerRow, CustomerColumn>(
  CUSTOMERS,
  CUSTOMER_WHERE,
  'c.display_name ASC',
  NAME_OR_CODE,
  undefined,
  ACCOUNT_COUNT_CAP,
);
export const listVehicles = lister<VehicleRow, VehicleColumn>(VEHICLES, VEHICLE_WHERE, 'v.created_at DESC', [VEHICLE_SEARCH]);
export const listLocations = lister<LocationRow, LocationColumn>(LOCATIONS, LOCATION_WHERE, 'loc.name ASC', [LOCATION_SEARCH]);
