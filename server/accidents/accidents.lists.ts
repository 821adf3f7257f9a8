import type { QueryAccidentRegisterArgs, QueryAccidentReportsArgs, QueryRepairsArgs } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { ListQuery } from '../graphql/listQuery';
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
  const q = ListQuery.live('ar', tenantId)
    .equals('ar.kind', args.kind || null)
    .anyOf('ar.status', args.status)
    .equals('ar.recordable', args.recordable)
    .id(args.driverId, 'driverId', 'The selected driver is invalid.', (p) => `ar.driver_id = ${p}`);
  const from = dayArg(args.from, 'from');
  const to = dayArg(args.to, 'to');
  q.conditions.push(...dayRange('ar.occurred_at', from, to, from || to ? await tenantZone(db, tenantId) : '', q.params));
  return q
    .search(args.search, REPORT_SEARCH)
    .page<AccidentReportRow>(db, { select: REPORT_SELECT, from: 'accident_reports ar', orderBy: 'ar.occurred_at DESC, ar.id DESC' }, args);
};

/** /accidents-incidents/repairs: newest first; by status, report, a search over number, vendor, VIN, RO and invoice. */
export const listRepairs = (db: Queryable, tenantId: string, args: QueryRepairsArgs) => {
  return ListQuery.live('r', tenantId)
    .anyOf('r.status', args.status)
    .id(args.reportId, 'reportId', 'The selected report is invalid.', (p) => `r.report_id = ${p}`)
    .search(args.search, [
      `(r.number || ' ' || r.vendor_name || ' ' || r.description || ' ' || coalesce(r.vin, '') || ' ' || coalesce(r.repair_order_number, '') || ' ' ||
          coalesce(r.invoice_number, ''))`,
    ])
    .page<RepairRow>(db, { select: REPAIR_SELECT, from: 'repairs r', orderBy: 'r.created_at DESC, r.id DESC' }, args);
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
