import type { ClientColumn, CustomerColumn, LocationColumn, VehicleColumn } from '../../src/generated/resolvers';
import type { Queryable, Row } from '../db/database';
import { paginate } from '../graphql/paginate';
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
  CLIENT_ORDER,
  CLIENT_WHERE,
  CLIENTS,
  CUSTOMER_ORDER,
  CUSTOMER_WHERE,
  CUSTOMERS,
  LOCATION_ORDER,
  LOCATION_SEARCH,
  LOCATION_WHERE,
  LOCATIONS,
  VEHICLE_ORDER,
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

type ListSpec<C extends string> = {
  table: { table: string; alias: string; select: string };
  where: Record<C, ColumnSpec>;
  order: Record<C, string>;
  fallback: string;
  search: readonly string[];
};

const list = async <T extends Row, C extends string>(db: Queryable, tenantId: string, args: ListArgs<C>, spec: ListSpec<C>) => {
  const { table, alias, select } = spec.table;
  // Tenant first, so the (tenant_id, …) indexes serve every list; RLS would scope it anyway.
  const params: unknown[] = [tenantId];
  const conditions = [
    `${alias}.tenant_id = $1`,
    trashedCondition(args.trashed, `${alias}.deleted_at`),
    buildWhere(args.where, spec.where, params),
    searchCondition(args.search, spec.search, params),
  ];
  return paginate<T>(db, {
    select,
    from: `${table} ${alias}`,
    where: conditions.filter((c) => c !== 'TRUE').join(' AND '),
    params,
    orderBy: buildOrderBy(args.orderBy, spec.order, spec.fallback, `${alias}.id`),
    first: args.first ?? 25,
    page: args.page ?? 1,
  });
};

const NAME_OR_CODE = ['c.display_name', 'c.code'];

export const listClients = (db: Queryable, tenantId: string, args: ListArgs<ClientColumn>) =>
  list<ClientRow, ClientColumn>(db, tenantId, args, {
    table: CLIENTS,
    where: CLIENT_WHERE,
    order: CLIENT_ORDER,
    fallback: 'c.display_name ASC',
    search: NAME_OR_CODE,
  });

export const listCustomers = (db: Queryable, tenantId: string, args: ListArgs<CustomerColumn>) =>
  list<CustomerRow, CustomerColumn>(db, tenantId, args, {
    table: CUSTOMERS,
    where: CUSTOMER_WHERE,
    order: CUSTOMER_ORDER,
    fallback: 'c.display_name ASC',
    search: NAME_OR_CODE,
  });

export const listVehicles = (db: Queryable, tenantId: string, args: ListArgs<VehicleColumn>) =>
  list<VehicleRow, VehicleColumn>(db, tenantId, args, {
    table: VEHICLES,
    where: VEHICLE_WHERE,
    order: VEHICLE_ORDER,
    fallback: 'v.created_at DESC',
    search: [VEHICLE_SEARCH],
  });

export const listLocations = (db: Queryable, tenantId: string, args: ListArgs<LocationColumn>) =>
  list<LocationRow, LocationColumn>(db, tenantId, args, {
    table: LOCATIONS,
    where: LOCATION_WHERE,
    order: LOCATION_ORDER,
    fallback: 'loc.name ASC',
    search: [LOCATION_SEARCH],
  });
