import type { QueryAccidentRegisterArgs, QueryAccidentReportsArgs, QueryRepairsArgs } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { searchCondition } from '../graphql/where';
import { badUserInput, isUuid } from '../errors';
import { paginate } from '../graphql/paginate';
import { dayArg, dayRange, tenantToday, tenantZone } from '../records/days';
import { type AccidentReportRow, REPAIR_SELECT, REPORT_SELECT, type RepairRow } from './accidents.rows';

const REPORT_SEARCH = [
  `(ar.number || ' ' || ar.description || ' ' || coalesce(ar.city, '') || ' ' || coalesce(ar.vin, '') || ' ' ||
    coalesce(ar.police_report_number, '') || ' ' || array_to_string(ar.claim_numbers, ' '))`,
  `coalesce((SELECT d.first_name || ' ' || d.last_name FROM drivers d WHERE d.tenant_id = ar.tenant_id AND d.id = ar.driver_id), '')`,
];

/**
 * /accidents-incidents/reports: newest first; by kind, status, the recordable flag, driver, a day range (the
 * tenant's days) and a search over number, description, city, VIN, police report and claim numbers and the driver.
 */
export const listReports = async (db: Queryable, tenantId: string, args: QueryAccidentReportsArgs) => {
  const params: unknown[] = [tenantId];
  const conditions = ['ar.tenant_id = $1', 'ar.deleted_at IS NULL'];
  if (args.kind) {
    params.push(args.kind);
    conditions.push(`ar.kind = $${params.length}`);
  }
  if (args.status && args.status.length > 0) {
    params.push(args.status);
    conditions.push(`ar.status = ANY($${params.length}::text[])`);
  }
  if (args.recordable !== undefined && args.recordable !== null) {
    params.push(args.recordable);
    conditions.push(`ar.recordable = $${params.length}`);
  }
  if (args.driverId !== undefined && args.driverId !== null) {
    if (!isUuid(args.driverId)) throw badUserInput({ driverId: ['The selected driver is invalid.'] });
    params.push(args.driverId);
    conditions.push(`ar.driver_id = $${params.length}`);
  }
  const from = dayArg(args.from, 'from');
  const to = dayArg(args.to, 'to');
  conditions.push(...dayRange('ar.occurred_at', from, to, from || to ? await tenantZone(db, tenantId) : '', params));
  conditions.push(searchCondition(args.search, REPORT_SEARCH, params));
  return paginate<AccidentReportRow>(db, {
    select: REPORT_SELECT,
    from: 'accident_reports ar',
    where: conditions.join(' AND '),
    params,
    orderBy: 'ar.occurred_at DESC, ar.id DESC',
    first: args.first ?? 50,
    page: args.page ?? 1,
  });
};

/** /accidents-incidents/repairs: newest first; by status, report, a search over number, vendor, VIN, RO and invoice. */
export const listRepairs = (db: Queryable, tenantId: string, args: QueryRepairsArgs) => {
  const params: unknown[] = [tenantId];
  const conditions = ['r.tenant_id = $1', 'r.deleted_at IS NULL'];
  if (args.status && args.status.length > 0) {
    params.push(args.status);
    conditions.push(`r.status = ANY($${params.length}::text[])`);
  }
  if (args.reportId !== undefined && args.reportId !== null) {
    if (!isUuid(args.reportId)) throw badUserInput({ reportId: ['The selected report is invalid.'] });
    params.push(args.reportId);
    conditions.push(`r.report_id = $${params.length}`);
  }
  conditions.push(
    searchCondition(
      args.search,
      [
        `(r.number || ' ' || r.vendor_name || ' ' || r.description || ' ' || coalesce(r.vin, '') || ' ' || coalesce(r.repair_order_number, '') || ' ' ||
          coalesce(r.invoice_number, ''))`,
      ],
      params,
    ),
  );
  return paginate<RepairRow>(db, {
    select: REPAIR_SELECT,
    from: 'repairs r',
    where: conditions.join(' AND '),
    params,
    orderBy: 'r.created_at DESC, r.id DESC',
    first: args.first ?? 50,
    page: args.page ?? 1,
  });
};

/** The register holds this many rows at most (three years of a large fleet's recordables fit many times over). */
export const REGISTER_LIMIT = 2000;

/**
 * 49 CFR 390.15: the accident register, the DOT-recordable accidents of the last three years (the tenant's days; or
 * the range asked), oldest first.
 */
export const accidentRegister = async (db: Queryable, tenantId: string, args: QueryAccidentRegisterArgs) => {
  const today = await tenantToday(db, tenantId);
  const from = dayArg(args.from, 'from') ?? `${Number(today.slice(0, 4)) - 3}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
  const to = dayArg(args.to, 'to') ?? today;
  const params: unknown[] = [tenantId];
  const conditions = [
    'ar.tenant_id = $1',
    'ar.deleted_at IS NULL',
    'ar.recordable',
    ...dayRange('ar.occurred_at', from, to, await tenantZone(db, tenantId), params),
  ];
  const { rows } = await db.query<AccidentReportRow>(
    `SELECT ${REPORT_SELECT} FROM accident_reports ar WHERE ${conditions.join(' AND ')} ORDER BY ar.occurred_at, ar.id LIMIT ${REGISTER_LIMIT}`,
    params,
  );
  return rows;
};
