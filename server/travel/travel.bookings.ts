import {
  cancelTravelSchema,
  type DriverFlightInputValues,
  type DriverRentalInputValues,
  driverFlightInputSchema,
  driverRentalInputSchema,
} from '../../src/domain/schemas/travel';
import type { MediaRow } from '../media/media.rows';
import { referenceErrors, requireReferences } from '../records/references';
import { auditWrite, type Columns, validateInput, writeColumns } from '../records/writes';
import { appError, badUserInput, checkVersion, isUuid, notFound, validate } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { insertUploadedMedia, storeRecordFile } from '../media/recordFile';
import { requireTravelWriter } from './travel.access';
import { type BookingKind, type DriverFlightRow, type DriverRentalRow, FLIGHTS, findBooking, RENTALS } from './travel.rows';

/**
 * Flights and rental cars: create, update (the whole form again, at the client's version: CONFLICT when stale),
 * cancel (kept, read-only) and their receipts. Every write and its audit row ("Driver flights" / "Driver rentals")
 * share the request's transaction. A cancelled or reimbursed booking is INVALID_TRANSITION (reason STATUS).
 */

type Row = DriverFlightRow | DriverRentalRow;
type Values = DriverFlightInputValues | DriverRentalInputValues;

const flightColumns = (data: DriverFlightInputValues) => ({
  driver_id: data.driverId,
  purpose: data.purpose,
  airline: data.airline,
  flight_number: data.flightNumber,
  from_airport: data.fromAirport,
  to_airport: data.toAirport,
  departs_at: data.departsAt,
  departure_time_zone: data.departureTimeZone,
  arrives_at: data.arrivesAt,
  arrival_time_zone: data.arrivalTimeZone,
  confirmation_code: data.confirmationCode,
  cost: data.cost,
  notes: data.notes,
});

const rentalColumns = (data: DriverRentalInputValues) => ({
  driver_id: data.driverId,
  purpose: data.purpose,
  company: data.company,
  pickup_place: data.pickupPlace,
  pickup_at: data.pickupAt,
  pickup_time_zone: data.pickupTimeZone,
  return_place: data.returnPlace,
  return_at: data.returnAt,
  return_time_zone: data.returnTimeZone,
  confirmation_code: data.confirmationCode,
  cost: data.cost,
  notes: data.notes,
});

const parse = (kind: BookingKind, input: unknown): { data: Values; columns: Columns } => {
  if (kind === FLIGHTS) {
    const data = validateInput(driverFlightInputSchema, input);
    return { data, columns: flightColumns(data) };
  }
  const data = validateInput(driverRentalInputSchema, input);
  return { data, columns: rentalColumns(data) };
};

/**
 * The driver must be a live driver of the tenant, and each leg a live leg of the tenant that no other driver is
 * assigned to (a leg with no driver yet is fine: travel is often booked before the assignment is final).
 */
const checkReferences = async (ctx: GraphQLContext, tenantId: string, data: Values) => {
  await requireReferences([referenceErrors(ctx, tenantId, 'drivers', [{ id: data.driverId, field: 'input.driverId' }])]);
  if (data.legIds.length === 0) return;
  const { rows } = await ctx.db.query<{ id: string; number: string; driverId: string | null }>(
    'SELECT id, number, driver_id AS "driverId" FROM order_legs WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL',
    [tenantId, data.legIds],
  );
  const errors: Record<string, string[]> = {};
  data.legIds.forEach((id, i) => {
    const leg = rows.find((row) => row.id === id);
    if (!leg) errors[`input.legIds.${i}`] = ['The selected leg is invalid.'];
    else if (leg.driverId !== null && leg.driverId !== data.driverId)
      errors[`input.legIds.${i}`] = [`Leg ${leg.number} is assigned to another driver.`];
  });
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
};

const replaceLegs = async (ctx: GraphQLContext, kind: BookingKind, tenantId: string, id: string, legIds: readonly string[]) => {
  await ctx.db.query(`DELETE FROM ${kind.links.table} WHERE tenant_id = $1 AND ${kind.links.column} = $2`, [tenantId, id]);
  if (legIds.length > 0)
    await ctx.db.query(
      `INSERT INTO ${kind.links.table} (tenant_id, ${kind.links.column}, order_leg_id) SELECT $1, $2, unnest($3::uuid[])`,
      [tenantId, id, legIds],
    );
};

/** What the activity log keeps of a booking: its row and its legs' numbers. */
const snapshot = async (ctx: GraphQLContext, kind: BookingKind, row: Row) => {
  const { rows } = await ctx.db.query<{ number: string }>(
    `SELECT l.number FROM ${kind.links.table} x JOIN order_legs l ON l.tenant_id = x.tenant_id AND l.id = x.order_leg_id
     WHERE x.tenant_id = $1 AND x.${kind.links.column} = $2 ORDER BY l.number`,
    [row.tenantId, row.id],
  );
  const { tenantId: _tenant, createdAt: _created, updatedAt: _updated, ...rest } = row;
  return { ...rest, legs: rows.map((leg) => leg.number) };
};

export const createBooking = async <T extends Row>(ctx: GraphQLContext, kind: BookingKind, input: unknown): Promise<T> => {
  const who = requireTravelWriter(ctx);
  const { data, columns } = parse(kind, input);
  await checkReferences(ctx, who.tenantId, data);
  const all: Record<string, unknown> = { ...columns, tenant_id: who.tenantId, created_by: who.user.id };
  const names = Object.keys(all);
  const { rows } = await ctx.db.query<T>(
    `INSERT INTO ${kind.table} AS ${kind.alias} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})
     RETURNING ${kind.select}`,
    names.map((name) => all[name]),
  );
  const row = rows[0];
  await replaceLegs(ctx, kind, who.tenantId, row.id, data.legIds);
  await auditWrite(ctx, who, kind, 'create', row.id, { after: await snapshot(ctx, kind, row) });
  return row;
};

/** What a refusal says of each write a settled booking refuses: "… cannot be changed". */
const WORDS = { update: 'changed', cancel: 'cancelled' };
type LockVerb = keyof typeof WORDS;

/**
 * The booking to change (`<noun>.update`, `<noun>.cancel`), locked: NOT_FOUND, CONFLICT at a stale version,
 * INVALID_TRANSITION when it is settled.
 */
const lockBooking = async <T extends Row>(ctx: GraphQLContext, kind: BookingKind, id: string, version: number, verb: LockVerb) => {
  const row = checkVersion(isUuid(id) ? await findBooking<T>(ctx.db, kind, id, true) : null, version, kind.what);
  const refuse = (why: string) =>
    appError('INVALID_TRANSITION', `This ${kind.what.toLowerCase()} ${why} and cannot be ${WORDS[verb]}.`, {
      event: `${kind.noun}.${verb}`,
      status: row.cancelledAt ? 'CANCELLED' : row.reimbursementStatus,
      reason: 'STATUS',
    });
  if (row.cancelledAt) throw refuse('is cancelled');
  if (row.reimbursementStatus === 'REIMBURSED') throw refuse('has been reimbursed');
  return row;
};

/** Writes `columns` (and the legs, when given) at the locked version; the audit row (`<noun>.<verb>`) keeps both snapshots. */
const writeBooking = async <T extends Row>(
  ctx: GraphQLContext,
  who: Actor,
  kind: BookingKind,
  before: T,
  verb: string,
  columns: Columns,
  legIds?: readonly string[],
): Promise<T> => {
  const beforeSnapshot = await snapshot(ctx, kind, before);
  const after = await writeColumns<T>(ctx, who.tenantId, kind, before, columns);
  if (legIds) await replaceLegs(ctx, kind, who.tenantId, before.id, legIds);
  await auditWrite(ctx, who, kind, verb, before.id, { before: beforeSnapshot, after: await snapshot(ctx, kind, after) });
  return after;
};

export const updateBooking = async <T extends Row>(
  ctx: GraphQLContext,
  kind: BookingKind,
  id: string,
  version: number,
  input: unknown,
): Promise<T> => {
  const who = requireTravelWriter(ctx);
  const before = await lockBooking<T>(ctx, kind, id, version, 'update');
  const { data, columns } = parse(kind, input);
  await checkReferences(ctx, who.tenantId, data);
  return writeBooking(ctx, who, kind, before, 'update', columns, data.legIds);
};

export const cancelBooking = async <T extends Row>(
  ctx: GraphQLContext,
  kind: BookingKind,
  id: string,
  version: number,
  reason: string | null | undefined,
): Promise<T> => {
  const who = requireTravelWriter(ctx);
  const before = await lockBooking<T>(ctx, kind, id, version, 'cancel');
  const data = validate(cancelTravelSchema, { reason });
  return writeBooking(ctx, who, kind, before, 'cancel', {
    cancelled_at: new Date().toISOString(),
    cancelled_by: who.user.id,
    cancel_reason: data.reason,
  });
};

/**
 * A receipt (a record's file: server/media/recordFile.ts, category RECEIPTS) of a booking, stored as media of owner
 * kind DriverFlight / DriverRental with no order_id, so no portal user reads it. The first receipt submits the
 * booking for reimbursement (NOT_SUBMITTED → PENDING). Allowed on a cancelled booking too: a fee may still be owed.
 */
export const uploadReceipt = async (ctx: GraphQLContext, kind: BookingKind, id: string, file: File): Promise<MediaRow> => {
  const who = requireTravelWriter(ctx);
  const row = isUuid(id) ? await findBooking<Row>(ctx.db, kind, id, true) : null;
  if (!row) throw notFound(kind.what);
  const stored = await storeRecordFile(ctx, file, 'RECEIPTS', ['RECEIPTS']);
  const owner = { ownerKind: kind.ownerKind, ownerId: row.id, category: 'RECEIPTS' } as const;
  const media = await insertUploadedMedia(ctx, who, owner, stored, { [`${kind.noun}Id`]: row.id });
  if (row.reimbursementStatus === 'NOT_SUBMITTED')
    await writeBooking(ctx, who, kind, row, 'submitReceipt', { reimbursement_status: 'PENDING' });
  return media;
};

export { FLIGHTS, RENTALS };
