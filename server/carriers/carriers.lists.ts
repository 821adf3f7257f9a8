import type {
  DriverOrderByColumn,
  QueryDriversArgs,
  QueryTruckingCompaniesArgs,
  QueryUnitsArgs,
  TruckingCompanyOrderByColumn,
  UnitOrderByColumn,
} from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { badUserInput } from '../errors';
import { ListQuery } from '../graphql/listQuery';
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
  const q = ListQuery.live('d', tenantId);
  const statuses = args.status ?? [];
  if (statuses.length > 0) {
    const parts = statuses.map((status) =>
      status === 'DISQUALIFIED'
        ? 'd.disqualified_at IS NOT NULL'
        : status === 'ASSIGNED'
          ? `(d.disqualified_at IS NULL AND ${OPEN_LEG})`
          : `(d.disqualified_at IS NULL AND NOT ${OPEN_LEG})`,
    );
    q.where(`(${parts.join(' OR ')})`);
  }
  q.anyOf('d.employment', args.employment).id(
    args.truckingCompanyId,
    'truckingCompanyId',
    'The selected trucking company is invalid.',
    (p) => `d.trucking_company_id = ${p}`,
  );
  if (args.expiringWithinDays !== undefined && args.expiringWithinDays !== null) {
    if (args.expiringWithinDays < 0 || args.expiringWithinDays > MAX_DAYS)
      throw badUserInput({ expiringWithinDays: [`Give a number of days from 0 to ${MAX_DAYS}.`] });
    q.bind(
      args.expiringWithinDays,
      (p) => `(d.licence_expires_on <= app_today() + ${p}::int OR d.medical_card_expires_on <= app_today() + ${p}::int)`,
    );
  }
  return q.search(args.search, ["(d.first_name || ' ' || d.last_name || ' ' || coalesce(d.licence_number, ''))"]).page<DriverRow>(
    db,
    {
      select: DRIVER_SELECT,
      from: 'drivers d',
      orderBy: buildOrderBy(args.orderBy, DRIVER_ORDER, 'd.last_name ASC, d.first_name ASC', 'd.id ASC'),
      countCap: CARRIER_COUNT_CAP,
    },
    args,
    25,
  );
};

const COMPANY_ORDER: Record<TruckingCompanyOrderByColumn, string> = { DISPLAY_NAME: 'tc.display_name', CREATED_AT: 'tc.created_at' };

export const listTruckingCompanies = (db: Queryable, tenantId: string, args: QueryTruckingCompaniesArgs) => {
  return ListQuery.live('tc', tenantId)
    .search(args.search, ["(tc.display_name || ' ' || tc.legal_name || ' ' || coalesce(tc.usdot_number, ''))"])
    .page<TruckingCompanyRow>(
      db,
      {
        select: TRUCKING_COMPANY_SELECT,
        from: 'trucking_companies tc',
        orderBy: buildOrderBy(args.orderBy, COMPANY_ORDER, 'tc.display_name ASC', 'tc.id ASC'),
        countCap: CARRIER_COUNT_CAP,
      },
      args,
      25,
    );
};

const UNIT_ORDER: Record<UnitOrderByColumn, string> = { UNIT_NUMBER: 'u.unit_number', CREATED_AT: 'u.created_at' };

export const listUnits = (db: Queryable, tenantId: string, args: QueryUnitsArgs) => {
  return ListQuery.live('u', tenantId)
    .id(args.driverId, 'driverId', 'The selected driver is invalid.', (p) => `u.driver_id = ${p}`)
    .search(args.search, ["(u.unit_number || ' ' || coalesce(u.vin, '') || ' ' || coalesce(u.plate, ''))"])
    .page<UnitRow>(
      db,
      {
        select: UNIT_SELECT,
        from: 'units u',
        orderBy: buildOrderBy(args.orderBy, UNIT_ORDER, 'u.unit_number ASC', 'u.id ASC'),
        countCap: CARRIER_COUNT_CAP,
      },
      args,
      25,
    );
};
