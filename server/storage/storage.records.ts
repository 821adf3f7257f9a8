import { storageRecordInputSchema, storageReservationInputSchema } from '../../src/domain/schemas/storage';
import { nextDay } from '../../src/domain/storage/billableDays';
import { firstFullDay } from '../../src/domain/storage/capacity';
import { auditAs } from '../audit';
import { referenceErrors, requireReferences } from '../records/references';
import type { Queryable } from '../db/database';
import { nextNumber } from '../db/counters';
import { validateInput } from '../records/writes';
import { appError, badUserInput, checkVersion, isUuid } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { tenantToday } from '../records/days';
import { requireStorageStaff } from './storage.access';
import { lockFacility } from './storage.facilities';
import { occupancy } from './storage.occupancy';
import {
  findFacility,
  findStorageRecord,
  RECORD_SELECT,
  type StorageFacilityRow,
  type StorageRecordRow,
  STORAGE_RECORD_NUMBERS,
} from './storage.rows';

/**
 * Reservations and the records a leg opens: capacity is checked with the facility's settings row locked, so two
 * reservations for the last space are decided one after the other. Every write and its audit row ("Storage", the
 * record's id) share the request's transaction.
 */

/** BAD_USER_INPUT naming the first day of from…to the facility has no space left (nothing is checked without a capacity). */
export const checkCapacity = async (db: Queryable, facility: StorageFacilityRow, from: string, to: string, field: string) => {
  if (facility.capacity === null) return;
  const days = await occupancy(db, facility, from, to);
  const full = firstFullDay(from, to, facility.capacity, new Map(days.map((day) => [day.day, day.occupied])));
  if (full)
    throw badUserInput({
      [field]: [`${facility.name} is full on ${full} (${facility.capacity} space${facility.capacity === 1 ? '' : 's'}).`],
    });
};

type NewRecord = {
  facility: StorageFacilityRow;
  clientId: string;
  orderId: string | null;
  orderLegId: string | null;
  vehicleId: string;
  storageType: StorageRecordRow['storageType'];
  movementKind: StorageRecordRow['movementKind'];
  reservedFrom: string;
  reservedTo: string | null;
  notes: string | null;
};

/** Inserts a RESERVED record (the VIN copied from the vehicle) and its audit row. */
export const insertRecord = async (ctx: GraphQLContext, who: Actor, record: NewRecord, event: string): Promise<StorageRecordRow> => {
  const number = await nextNumber(ctx.db, who.tenantId, STORAGE_RECORD_NUMBERS);
  const { rows } = await ctx.db.query<StorageRecordRow>(
    `INSERT INTO storage_records AS sr (tenant_id, number, facility_id, client_id, order_id, order_leg_id, vehicle_id, vin, storage_type,
       movement_kind, reserved_from, reserved_to, notes, created_by)
     SELECT $1, $2, $3, $4, $5, $6, $7, v.vin, $8, $9, $10, $11, $12, $13 FROM vehicles v WHERE v.id = $7
     RETURNING ${RECORD_SELECT}`,
    [
      who.tenantId,
      number,
      record.facility.id,
      record.clientId,
      record.orderId,
      record.orderLegId,
      record.vehicleId,
      record.storageType,
      record.movementKind,
      record.reservedFrom,
      record.reservedTo,
      record.notes,
      who.user.id,
    ],
  );
  const row = rows[0];
  const { tenantId: _tenant, createdAt: _created, updatedAt: _updated, version: _version, ...after } = row;
  await auditAs(ctx, who, {
    entityKind: 'Storage',
    entityId: row.id,
    action: 'CREATED',
    event,
    after: { ...after, facility: record.facility.name },
  });
  publishChange(ctx, 'storageRecordChanged', who.tenantId, row.id);
  return row;
};

type LegFacts = { id: string; orderId: string; clientId: string; vehicleId: string | null; transportMethod: string };

const legFacts = async (db: Queryable, legId: string): Promise<LegFacts | null> => {
  const { rows } = await db.query<LegFacts>(
    `SELECT l.id, l.order_id AS "orderId", o.client_id AS "clientId", l.vehicle_id AS "vehicleId", l.transport_method AS "transportMethod"
     FROM order_legs l JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id WHERE l.id = $1 AND l.deleted_at IS NULL`,
    [legId],
  );
  return rows[0] ?? null;
};

/**
 * createStorageReservation: a space at a facility for a vehicle from one day to another (open-ended: checked on its
 * first day, then held until it is checked out or cancelled). The leg's order names the client; without a leg the input
 * does. Refused (BAD_USER_INPUT on reservedFrom) when a day of it is over the facility's capacity, naming that day, and
 * (on vehicleId) when the vehicle already has a stay open there.
 */
export const createReservation = async (ctx: GraphQLContext, input: unknown): Promise<StorageRecordRow> => {
  const who = requireStorageStaff(ctx);
  const data = validateInput(storageReservationInputSchema, input);
  const { rows: vehicles } = await ctx.db.query('SELECT 1 FROM vehicles WHERE id = $1 AND deleted_at IS NULL', [data.vehicleId]);
  const errors: Record<string, string[]> = vehicles.length === 0 ? { 'input.vehicleId': ['The selected vehicle is invalid.'] } : {};
  const leg = data.orderLegId ? await legFacts(ctx.db, data.orderLegId) : null;
  if (data.orderLegId && !leg) errors['input.orderLegId'] = ['The selected leg is invalid.'];
  else if (leg && leg.vehicleId !== data.vehicleId) errors['input.orderLegId'] = ['The leg does not carry this vehicle.'];
  await requireReferences([
    Promise.resolve(errors),
    leg ? Promise.resolve({}) : referenceErrors(ctx, who.tenantId, 'clients', [{ id: data.clientId, field: 'input.clientId' }]),
  ]);
  if (!(await findFacility(ctx.db, data.facilityId))) throw badUserInput({ 'input.facilityId': ['The selected facility is invalid.'] });
  const facility = await lockFacility(ctx.db, who.tenantId, data.facilityId);
  if (data.reservedFrom < (await tenantToday(ctx.db, who.tenantId)))
    throw badUserInput({ 'input.reservedFrom': ['A reservation may not start in the past.'] });
  // One open stay per vehicle and facility (decided under the facility's lock, so two clicks make one reservation).
  const { rows: open } = await ctx.db.query<{ number: string }>(
    `SELECT number FROM storage_records WHERE facility_id = $1 AND vehicle_id = $2 AND deleted_at IS NULL
       AND status IN ('RESERVED', 'RETURNED', 'PROBLEM') ORDER BY created_at LIMIT 1`,
    [data.facilityId, data.vehicleId],
  );
  if (open[0]) throw badUserInput({ 'input.vehicleId': [`The vehicle already has ${open[0].number} open at this facility.`] });
  await checkCapacity(ctx.db, facility, data.reservedFrom, data.reservedTo ?? data.reservedFrom, 'input.reservedFrom');
  return insertRecord(
    ctx,
    who,
    {
      facility,
      clientId: leg?.clientId ?? (data.clientId as string),
      orderId: leg?.orderId ?? null,
      orderLegId: leg?.id ?? null,
      vehicleId: data.vehicleId,
      storageType: data.storageType,
      movementKind: data.movementKind,
      reservedFrom: data.reservedFrom,
      reservedTo: data.reservedTo ?? null,
      notes: data.notes,
    },
    'storageRecord.reserve',
  );
};

const RECORD_COLUMNS = {
  spot: 'spot',
  keyTag: 'key_tag',
  keyCount: 'key_count',
  lockBoxSlot: 'lock_box_slot',
  reservedTo: 'reserved_to',
  notes: 'notes',
};

/**
 * updateStorageRecord: the spot, the keys, the notes and the last reserved day of a live record (not of a COMPLETED or
 * CANCELLED one), at its version. A reservation moved later is checked against the capacity again.
 */
export const updateRecord = async (ctx: GraphQLContext, id: string, version: number, input: unknown): Promise<StorageRecordRow> => {
  const who = requireStorageStaff(ctx);
  const data = validateInput(storageRecordInputSchema, input);
  const row = checkVersion(isUuid(id) ? await findStorageRecord(ctx.db, id, true) : null, version, 'Storage record');
  if (row.status === 'COMPLETED' || row.status === 'CANCELLED')
    throw appError('INVALID_TRANSITION', `Storage record ${row.number} is ${row.status} and cannot be changed.`, {
      event: 'UPDATE',
      status: row.status,
      reason: 'STATUS',
    });
  const reservedTo = data.reservedTo ?? null;
  if (reservedTo && reservedTo < row.reservedFrom)
    throw badUserInput({ 'input.reservedTo': ['The to date may not be before the from date.'] });
  if (reservedTo && row.status === 'RESERVED' && (row.reservedTo === null || reservedTo > row.reservedTo)) {
    const facility = await lockFacility(ctx.db, who.tenantId, row.facilityId);
    // Only the days added: the record already holds its space on the others.
    const from = row.reservedTo && row.reservedTo >= row.reservedFrom ? nextDay(row.reservedTo) : row.reservedFrom;
    await checkCapacity(ctx.db, facility, from, reservedTo, 'input.reservedTo');
  }
  const values: Record<string, unknown> = { ...data, reservedTo };
  const keys = Object.keys(RECORD_COLUMNS) as (keyof typeof RECORD_COLUMNS)[];
  const changed = keys.filter((key) => (row[key] ?? null) !== (values[key] ?? null));
  if (changed.length === 0) return row;
  await ctx.db.query(
    `UPDATE storage_records SET ${changed.map((key, i) => `${RECORD_COLUMNS[key]} = $${i + 2}`).join(', ')}, version = version + 1, updated_at = now()
     WHERE id = $1`,
    [id, ...changed.map((key) => values[key] ?? null)],
  );
  await auditAs(ctx, who, {
    entityKind: 'Storage',
    entityId: id,
    action: 'UPDATED',
    event: 'storageRecord.update',
    before: Object.fromEntries(changed.map((key) => [key, row[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, values[key] ?? null])),
  });
  publishChange(ctx, 'storageRecordChanged', who.tenantId, id);
  return (await findStorageRecord(ctx.db, id)) as StorageRecordRow;
};
