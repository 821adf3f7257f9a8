import type {
  DriverOrderByColumn,
  QueryDriversArgs,
  QueryTruckingCompaniesArgs,
  QueryUnitsArgs,
  TruckingCompanyOrderByColumn,
  UnitOrderByColumn,
} from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { searchCondition } from '../graphql/where';
import { badUserInput, isUuid } from '../errors';
import { paginate } from '../graphql/paginate';
import { buildOrderBy } from '../graphql/where';
import {
  DRIVER_SELECT,
  type DriverRow,
  TRUCKING_COMPANY_SELECT,
  type TruckingCompanyRow,
  UNIT_SELECT,
  type UnitRow,
} from './carriers.rows';

/** A tenant's drivers, companies and units are thousands at most: their lists count exactly (paginate's countCap). */
const CARRIER_COUNT_CAP = 20_000;

/** The open legs that make a driver ASSIGNED (carriers.loaders.ts counts the same). */
export const OPEN_LEG = `EXISTS (SELECT 1 FROM order_legs ol WHERE ol.tenant_id = d.tenant_id AND ol.driver_id = d.id
  AND ol.deleted_at IS NULL AND ol.status IN ('PENDING_PICKUP', 'IN_TRANSIT', 'PORT_TRANSIT', 'IN_REPAIR', 'IN_STORAGE'))`;

const DRIVER_ORDER: Record<DriverOrderByColumn, string> = {
  NAME: 'd.last_name, d.first_name',
  LICENCE_EXPIRES_ON: 'd.licence_expires_on',
  MEDICAL_CARD_EXPIRES_ON: 'd.medical_card_expires_on',
  CREATED_AT: 'd.created_at',
};

const MAX_DAYS = 3650;

/** /admin/drivers: status, employment, company and expiring-documents filters, a search over name and licence. */
export const listDrivers = (db: Queryable, tenantId: string, args: QueryDriversArgs) => {
  const params: unknown[] = [tenantId];
  const conditions = ['d.tenant_id = $1', 'd.deleted_at IS NULL'];
  const statuses = args.status ?? [];
  if (statuses.length > 0) {
    const parts = statuses.map((status) =>
      status === 'DISQUALIFIED'
        ? 'd.disqualified_at IS NOT NULL'
        : status === 'ASSIGNED'
          ? `(d.disqualified_at IS NULL AND ${OPEN_LEG})`
          : `(d.disqualified_at IS NULL AND NOT ${OPEN_LEG})`,
    );
    conditions.push(`(${parts.join(' OR ')})`);
  }
  if (args.employment && args.employment.length > 0) {
    params.push(args.employment);
    conditions.push(`d.employment = ANY($${params.length}::text[])`);
  }
  if (args.truckingCompanyId !== undefined && args.truckingCompanyId !== null) {
    if (!isUuid(args.truckingCompanyId)) throw badUserInput({ truckingCompanyId: ['The selected trucking company is invalid.'] });
    params.push(args.truckingCompanyId);
    conditions.push(`d.trucking_company_id = $${params.length}`);
  }
  if (args.expiringWithinDays !== undefined && args.expiringWithinDays !== null) {
    if (args.expiringWithinDays < 0 || args.expiringWithinDays > MAX_DAYS)
      throw badUserInput({ expiringWithinDays: [`Give a number of days from 0 to ${MAX_DAYS}.`] });
    params.push(args.expiringWithinDays);
    const n = `$${params.length}::int`;
    conditions.push(`(d.licence_expires_on <= app_today() + ${n} OR d.medical_card_expires_on <= app_today() + ${n})`);
  }
  conditions.push(searchCondition(args.search, ["(d.first_name || ' ' || d.last_name || ' ' || coalesce(d.licence_number, ''))"], params));
  return paginate<DriverRow>(db, {
    select: DRIVER_SELECT,
    from: 'drivers d',
    where: conditions.join(' AND '),
    params,
    orderBy: buildOrderBy(args.orderBy, DRIVER_ORDER, 'd.last_name ASC, d.first_name ASC', 'd.id ASC'),
    first: args.first ?? 25,
    page: args.page ?? 1,
    countCap: CARRIER_COUNT_CAP,
  });
};

const COMPANY_ORDER: Record<TruckingCompanyOrderByColumn, string> = { DISPLAY_NAME: 'tc.display_name', CREATED_AT: 'tc.created_at' };

export const listTruckingCompanies = (db: Queryable, tenantId: string, args: QueryTruckingCompaniesArgs) => {
  const params: unknown[] = [tenantId];
  const conditions = ['tc.tenant_id = $1', 'tc.deleted_at IS NULL'];
  conditions.push(
    searchCondition(args.search, ["(tc.display_name || ' ' || tc.legal_name || ' ' || coalesce(tc.usdot_number, ''))"], params),
  );
  return paginate<TruckingCompanyRow>(db, {
    select: TRUCKING_COMPANY_SELECT,
    from: 'trucking_companies tc',
    where: conditions.join(' AND '),
    params,
    orderBy: buildOrderBy(args.orderBy, COMPANY_ORDER, 'tc.display_name ASC', 'tc.id ASC'),
    first: args.first ?? 25,
    page: args.page ?? 1,
    countCap: CARRIER_COUNT_CAP,
  });
};

const UNIT_ORDER: Record<UnitOrderByColumn, string> = { UNIT_NUMBER: 'u.unit_number', CREATED_AT: 'u.created_at' };

export const listUnits = (db: Queryable, tenantId: string, args: QueryUnitsArgs) => {
  const params: unknown[] = [tenantId];
  const conditions = ['u.tenant_id = $1', 'u.deleted_at IS NULL'];
  if (args.driverId !== undefined && args.driverId !== null) {
    if (!isUuid(args.driverId)) throw badUserInput({ driverId: ['The selected driver is invalid.'] });
    params.push(args.driverId);
    conditions.push(`u.driver_id = $${params.length}`);
  }
  conditions.push(searchCondition(args.search, ["(u.unit_number || ' ' || coalesce(u.vin, '') || ' ' || coalesce(u.plate, ''))"], params));
  return paginate<UnitRow>(db, {
    select: UNIT_SELECT,
    from: 'units u',
    where: conditions.join(' AND '),
    params,
    orderBy: buildOrderBy(args.orderBy, UNIT_ORDER, 'u.unit_number ASC', 'u.id ASC'),
    first: args.first ?? 25,
    page: args.page ?? 1,
    countCap: CARRIER_COUNT_CAP,
  });
};
