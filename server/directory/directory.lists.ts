import type { ClientColumn, CustomerColumn, LocationColumn, VehicleColumn } from '../../src/generated/resolvers';
import type { Queryable, Row } from '../db/database';
import { paginate } from '../graphql/paginate';
import { anyTagCondition } from '../hubsAndTags/hubsAndTags.public';
import type { ClientRow, CustomerRow, LocationRow, VehicleRow } from './directory.rows';
import {
  buildOrderBy,
  buildWhere,
  type ColumnSpec,
  type OrderByInput,
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
  search: readonly string[],
  filter?: Filter<A>,
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
      searchCondition(args.search, search, params),
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
    });
  };
};

const NAME_OR_CODE = ['c.display_name', 'c.code'];

/** Query.clients: `tagIds` keeps the clients carrying any of them. */
export const listClients = lister<ClientRow, ClientColumn, ListArgs<ClientColumn> & { tagIds?: readonly string[] | null }>(
  CLIENTS,
  CLIENT_WHERE,
  'c.display_name ASC',
  NAME_OR_CODE,
  (args, alias, params) => anyTagCondition('client', alias, args.tagIds, params),
);
export const listCustomers = lister<CustomerRow, CustomerColumn>(CUSTOMERS, CUSTOMER_WHERE, 'c.display_name ASC', NAME_OR_CODE);
export const listVehicles = lister<VehicleRow, VehicleColumn>(VEHICLES, VEHICLE_WHERE, 'v.created_at DESC', [VEHICLE_SEARCH]);
export const listLocations = lister<LocationRow, LocationColumn>(LOCATIONS, LOCATION_WHERE, 'loc.name ASC', [LOCATION_SEARCH]);
