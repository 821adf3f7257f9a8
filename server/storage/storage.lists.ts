import { isCalendarDay } from '../../src/domain/dates';
import { parseRecordNumber } from '../../src/domain/recordNumbers';
import { RESERVATION_MAX_DAYS } from '../../src/domain/storage/capacity';
import type { QueryStorageFacilitiesArgs, QueryStorageRecordsArgs } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { searchCondition } from '../graphql/where';
import { badUserInput, isUuid, notFound } from '../errors';
import { ListQuery } from '../graphql/listQuery';
import { paginate } from '../graphql/paginate';
import { tenantToday } from '../records/days';
import { occupancy } from './storage.occupancy';
import {
  FACILITY_FROM,
  FACILITY_SELECT,
  FACILITY_WHERE,
  findFacility,
  onSiteSql,
  RECORD_SELECT,
  type StorageFacilityRow,
  type StorageRecordRow,
  type StorageTodayRow,
  STORAGE_RECORD_NUMBERS,
} from './storage.rows';

/** /storage/facilities: the tenant's STORAGE locations by name, searched by name and city. */
export const listFacilities = (db: Queryable, tenantId: string, args: QueryStorageFacilitiesArgs) => {
  const params: unknown[] = [tenantId];
  const where = [
    'l.tenant_id = $1',
    FACILITY_WHERE,
    searchCondition(args.search, ["(l.name || ' ' || l.city || ' ' || l.state_province)"], params),
  ];
  return paginate<StorageFacilityRow>(db, {
    select: FACILITY_SELECT,
    from: FACILITY_FROM,
    where: where.join(' AND '),
    params,
    orderBy: 'l.name, l.id',
    first: args.first ?? 50,
    page: args.page ?? 1,
    countCap: 10_000,
  });
};

/** A VIN as typed: letters and digits only, upper case (spaces and dashes pasted with it dropped). */
const vinText = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The search of the records list: a record number (SR-100001) exactly; else a VIN, whole or its last characters (at
 * least 4: the stock-style "last 6" people read off a windshield), read off the VIN indexes.
 */
const searchRecords = (search: string | null | undefined, params: unknown[]): string => {
  const text = (search ?? '').trim();
  if (text === '') return 'TRUE';
  const number = parseRecordNumber(STORAGE_RECORD_NUMBERS.format, text);
  if (number) {
    params.push(number);
    return `sr.number = $${params.length}`;
  }
  const vin = vinText(text);
  if (vin.length < 4) throw badUserInput({ search: ['Search by a record number (SR-…) or at least the last 4 characters of a VIN.'] });
  // The VIN's end is the start of the reversed VIN: a range of it, in comparisons row-level security lets the index
  // answer (LIKE and reverse() are not leakproof, so under RLS they would test every record of the tenant).
  const tail = [...vin].reverse().join('');
  params.push(vin, tail, `${tail.slice(0, -1)}${String.fromCharCode(tail.charCodeAt(tail.length - 1) + 1)}`);
  const [whole, from, to] = [params.length - 2, params.length - 1, params.length].map((n) => `$${n}`);
  return `(sr.vin = ${whole} OR (sr.vin_reversed ~>=~ ${from} AND sr.vin_reversed ~<~ ${to}))`;
};

/**
 * /storage/records: newest first; by facility, status, on site, client and a search by number or VIN; 200,000 records page off
 * the (tenant, filter, created_at) indexes. The CSV export pages through this list (recordsCsv.ts words the rows).
 */
export const listRecords = (db: Queryable, tenantId: string, args: QueryStorageRecordsArgs) => {
  const q = ListQuery.live('sr', tenantId)
    .id(args.facilityId, 'facilityId', 'The selected facility is invalid.', (p) => `sr.facility_id = ${p}`)
    .id(args.clientId, 'clientId', 'The selected client is invalid.', (p) => `sr.client_id = ${p}`)
    .anyOf('sr.status', args.status);
  if (args.onSite) q.where(onSiteSql('sr'));
  return q
    .where(searchRecords(args.search, q.params))
    .page<StorageRecordRow>(db, { select: RECORD_SELECT, from: 'storage_records sr', orderBy: 'sr.created_at DESC, sr.id DESC' }, args);
};

/** storageOccupancy: each day of from…to (at most RESERVATION_MAX_DAYS) with the records holding a space. */
export const occupancyOf = async (db: Queryable, facilityId: string, from: string, to: string) => {
  const facility = isUuid(facilityId) ? await findFacility(db, facilityId) : null;
  if (!facility) throw notFound('Storage facility');
  const errors: Record<string, string[]> = {};
  if (!isCalendarDay(from)) errors.from = ['The from date must be a valid date (YYYY-MM-DD).'];
  if (!isCalendarDay(to)) errors.to = ['The to date must be a valid date (YYYY-MM-DD).'];
  else if (isCalendarDay(from) && to < from) errors.to = ['The to date may not be before the from date.'];
  else if (isCalendarDay(from) && (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > RESERVATION_MAX_DAYS)
    errors.to = [`Ask for ${RESERVATION_MAX_DAYS} days at most.`];
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  return occupancy(db, facility, from, to);
};

const TODAY_LIMIT = 100;

/**
 * The overview's day (the tenant's): arrivals are reservations starting today not yet checked in; departures are
 * vehicles on site whose last reserved day is today (or past: overdue); problems are every record in PROBLEM.
 */
export const storageToday = async (db: Queryable, tenantId: string, facilityId: string | null | undefined): Promise<StorageTodayRow> => {
  if (facilityId !== undefined && facilityId !== null && !isUuid(facilityId))
    throw badUserInput({ facilityId: ['The selected facility is invalid.'] });
  const day = await tenantToday(db, tenantId);
  /** One list of the day; `condition` is given the day's placeholder when it asks for the day. */
  const list = async (orderBy: string, condition: string | ((today: string) => string)) => {
    const params: unknown[] = [tenantId];
    const where = ['sr.tenant_id = $1', 'sr.deleted_at IS NULL'];
    if (facilityId) {
      params.push(facilityId);
      where.push(`sr.facility_id = $${params.length}`);
    }
    if (typeof condition === 'string') where.push(condition);
    else {
      params.push(day);
      where.push(condition(`$${params.length}::date`));
    }
    const { rows } = await db.query<StorageRecordRow>(
      `SELECT ${RECORD_SELECT} FROM storage_records sr WHERE ${where.join(' AND ')} ORDER BY ${orderBy} LIMIT ${TODAY_LIMIT}`,
      params,
    );
    return rows;
  };
  const arrivals = await list('sr.created_at, sr.id', (today) => `sr.status = 'RESERVED' AND sr.reserved_from = ${today}`);
  const departures = await list('sr.reserved_to, sr.id', (today) => `sr.status = 'RETURNED' AND sr.reserved_to <= ${today}`);
  const problems = await list('sr.updated_at DESC, sr.id', `sr.status = 'PROBLEM'`);
  return { day, arrivals, departures, problems };
};
