import {
  storageClosureInputSchema,
  storageContactInputSchema,
  storageFacilityInputSchema,
  storageNoteInputSchema,
  storageRateCardInputSchema,
} from '../../src/domain/schemas/storage';
import { isCalendarDay } from '../../src/domain/dates';
import { auditAs } from '../audit';
import { referenceErrors, requireReferences } from '../records/references';
import type { Queryable } from '../db/database';
import { validateInput } from '../records/writes';
import { badUserInput, checkVersion, isUuid, notFound } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { requireStorageStaff } from './storage.access';
import { findFacility, RATE_CARD_SELECT, type StorageFacilityRow, type StorageRateCardRow } from './storage.rows';

/**
 * A facility's settings: capacity, booking mode and hours (one form, at the facility's version: CONFLICT when stale),
 * closures, notes, contacts and rate cards (each added, changed or removed on its own). The settings row is made on
 * the first write (version 0 until then). Every write and its audit row ("Storage facilities", the location's id)
 * share the request's transaction.
 */

const KIND = 'Storage facilities';

/**
 * The facility a note, contact, closure or rate card belongs to, after its write: NOT_FOUND (and the request's
 * transaction, the write with it, rolled back) when its location has meanwhile been deleted or is no longer STORAGE.
 */
const facilityAfterWrite = async (db: Queryable, id: string): Promise<StorageFacilityRow> => {
  const facility = await findFacility(db, id);
  if (!facility) throw notFound('Storage facility');
  return facility;
};

/** The facility's settings row, made when missing and locked; NOT_FOUND when the id is not a STORAGE location. */
export const lockFacility = async (db: Queryable, tenantId: string, id: string): Promise<StorageFacilityRow> => {
  const facility = isUuid(id) ? await findFacility(db, id) : null;
  if (!facility) throw notFound('Storage facility');
  await db.query('INSERT INTO storage_facilities (tenant_id, location_id, version) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING', [
    tenantId,
    id,
  ]);
  await db.query('SELECT 1 FROM storage_facilities WHERE location_id = $1 FOR UPDATE', [id]);
  return (await findFacility(db, id)) as StorageFacilityRow;
};

const facilityAudit = (ctx: GraphQLContext, who: Actor, id: string, event: string, before: unknown, after: unknown) =>
  auditAs(ctx, who, { entityKind: KIND, entityId: id, action: 'UPDATED', event, before, after });

const hoursOf = async (db: Queryable, id: string) =>
  (
    await db.query(
      `SELECT weekday, closed, to_char(opens_at, 'HH24:MI') AS "opensAt", to_char(closes_at, 'HH24:MI') AS "closesAt"
       FROM storage_facility_hours WHERE location_id = $1 ORDER BY weekday`,
      [id],
    )
  ).rows;

/** updateStorageFacility: capacity, booking mode and the week's hours (replaced as a whole). */
export const updateFacility = async (ctx: GraphQLContext, id: string, version: number, input: unknown) => {
  const who = requireStorageStaff(ctx);
  const data = validateInput(storageFacilityInputSchema, input);
  const before = checkVersion(await lockFacility(ctx.db, who.tenantId, id), version, 'Storage facility');
  const hoursBefore = await hoursOf(ctx.db, id);
  await ctx.db.query(
    'UPDATE storage_facilities SET capacity = $2, booking_mode = $3, version = version + 1, updated_at = now() WHERE location_id = $1',
    [id, data.capacity ?? null, data.bookingMode],
  );
  await ctx.db.query('DELETE FROM storage_facility_hours WHERE location_id = $1', [id]);
  if (data.hours.length > 0)
    await ctx.db.query(
      `INSERT INTO storage_facility_hours (tenant_id, location_id, weekday, closed, opens_at, closes_at)
       SELECT $1, $2, h.weekday, h.closed, CASE WHEN h.closed THEN NULL ELSE h.opens_at::time END, CASE WHEN h.closed THEN NULL ELSE h.closes_at::time END
       FROM jsonb_to_recordset($3::jsonb) AS h(weekday int, closed boolean, opens_at text, closes_at text)`,
      [
        who.tenantId,
        id,
        JSON.stringify(
          data.hours.map((h) => ({ weekday: h.weekday, closed: h.closed, opens_at: h.opensAt ?? null, closes_at: h.closesAt ?? null })),
        ),
      ],
    );
  await facilityAudit(
    ctx,
    who,
    id,
    'storageFacility.update',
    { capacity: before.capacity, bookingMode: before.bookingMode, hours: hoursBefore },
    { capacity: data.capacity ?? null, bookingMode: data.bookingMode, hours: await hoursOf(ctx.db, id) },
  );
  return (await findFacility(ctx.db, id)) as StorageFacilityRow;
};

export const addClosure = async (ctx: GraphQLContext, facilityId: string, input: unknown) => {
  const who = requireStorageStaff(ctx);
  const data = validateInput(storageClosureInputSchema, input);
  const facility = await lockFacility(ctx.db, who.tenantId, facilityId);
  const { rows } = await ctx.db.query(
    'INSERT INTO storage_facility_closures (tenant_id, location_id, day, reason) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING day',
    [who.tenantId, facilityId, data.day, data.reason],
  );
  if (rows.length === 0) throw badUserInput({ 'input.day': [`The facility is already closed on ${data.day}.`] });
  await facilityAudit(ctx, who, facilityId, 'storageFacility.addClosure', null, data);
  return facility;
};

export const removeClosure = async (ctx: GraphQLContext, facilityId: string, day: string) => {
  const who = requireStorageStaff(ctx);
  const facility = await lockFacility(ctx.db, who.tenantId, facilityId);
  if (!isCalendarDay(day)) throw badUserInput({ day: ['The closure date must be a valid date (YYYY-MM-DD).'] });
  const { rows } = await ctx.db.query<{ reason: string }>(
    'DELETE FROM storage_facility_closures WHERE location_id = $1 AND day = $2 RETURNING reason',
    [facilityId, day],
  );
  if (!rows[0]) throw notFound('Closure');
  await facilityAudit(ctx, who, facilityId, 'storageFacility.removeClosure', { day, reason: rows[0].reason }, null);
  return facility;
};

export const addNote = async (ctx: GraphQLContext, facilityId: string, input: unknown) => {
  const who = requireStorageStaff(ctx);
  const data = validateInput(storageNoteInputSchema, input);
  const facility = await lockFacility(ctx.db, who.tenantId, facilityId);
  await ctx.db.query('INSERT INTO storage_facility_notes (tenant_id, location_id, kind, body, created_by) VALUES ($1, $2, $3, $4, $5)', [
    who.tenantId,
    facilityId,
    data.kind,
    data.body,
    who.user.id,
  ]);
  await facilityAudit(ctx, who, facilityId, 'storageFacility.addNote', null, data);
  return facility;
};

export const deleteNote = async (ctx: GraphQLContext, id: string) => {
  const who = requireStorageStaff(ctx);
  const { rows } = isUuid(id)
    ? await ctx.db.query<{ facilityId: string; kind: string; body: string }>(
        'DELETE FROM storage_facility_notes WHERE id = $1 RETURNING location_id AS "facilityId", kind, body',
        [id],
      )
    : { rows: [] };
  if (!rows[0]) throw notFound('Note');
  const { facilityId, ...note } = rows[0];
  await facilityAudit(ctx, who, facilityId, 'storageFacility.deleteNote', note, null);
  return facilityAfterWrite(ctx.db, facilityId);
};

export const addContact = async (ctx: GraphQLContext, facilityId: string, input: unknown) => {
  const who = requireStorageStaff(ctx);
  const data = validateInput(storageContactInputSchema, input);
  const facility = await lockFacility(ctx.db, who.tenantId, facilityId);
  await ctx.db.query(
    'INSERT INTO storage_facility_contacts (tenant_id, location_id, kind, name, phone, email) VALUES ($1, $2, $3, $4, $5, $6)',
    [who.tenantId, facilityId, data.kind, data.name, data.phone, data.email],
  );
  await facilityAudit(ctx, who, facilityId, 'storageFacility.addContact', null, data);
  return facility;
};

const CONTACT_COLUMNS = 'kind, name, phone, email';

export const updateContact = async (ctx: GraphQLContext, id: string, input: unknown) => {
  const who = requireStorageStaff(ctx);
  const data = validateInput(storageContactInputSchema, input);
  const { rows } = isUuid(id)
    ? await ctx.db.query<{ facilityId: string }>(
        `SELECT location_id AS "facilityId", ${CONTACT_COLUMNS} FROM storage_facility_contacts WHERE id = $1 FOR UPDATE`,
        [id],
      )
    : { rows: [] };
  if (!rows[0]) throw notFound('Contact');
  const { facilityId, ...before } = rows[0];
  await ctx.db.query('UPDATE storage_facility_contacts SET kind = $2, name = $3, phone = $4, email = $5 WHERE id = $1', [
    id,
    data.kind,
    data.name,
    data.phone,
    data.email,
  ]);
  await facilityAudit(ctx, who, facilityId, 'storageFacility.updateContact', before, data);
  return facilityAfterWrite(ctx.db, facilityId);
};

export const deleteContact = async (ctx: GraphQLContext, id: string) => {
  const who = requireStorageStaff(ctx);
  const { rows } = isUuid(id)
    ? await ctx.db.query<{ facilityId: string }>(
        `DELETE FROM storage_facility_contacts WHERE id = $1 RETURNING location_id AS "facilityId", ${CONTACT_COLUMNS}`,
        [id],
      )
    : { rows: [] };
  if (!rows[0]) throw notFound('Contact');
  const { facilityId, ...contact } = rows[0];
  await facilityAudit(ctx, who, facilityId, 'storageFacility.deleteContact', contact, null);
  return facilityAfterWrite(ctx.db, facilityId);
};

/** The one card per facility and client (the facility's own when no client) is a field error, not a 5xx. */
const checkCardUnique = async (db: Queryable, facilityId: string, clientId: string | null, exceptId: string | null) => {
  const { rows } = await db.query(
    'SELECT 1 FROM storage_rate_cards WHERE location_id = $1 AND client_id IS NOT DISTINCT FROM $2 AND id IS DISTINCT FROM $3',
    [facilityId, clientId, exceptId],
  );
  if (rows.length > 0)
    throw badUserInput({
      'input.clientId': [
        clientId ? 'This client already has a rate card at this facility.' : 'The facility already has its own rate card.',
      ],
    });
};

const cardValues = (data: ReturnType<typeof storageRateCardInputSchema.parse>) => [
  data.clientId ?? null,
  data.dailyRate,
  data.freeDays,
  data.minimumCharge,
  data.monthlyCap ?? null,
  data.billClosedDays,
];

export const createRateCard = async (ctx: GraphQLContext, facilityId: string, input: unknown) => {
  const who = requireStorageStaff(ctx);
  const data = validateInput(storageRateCardInputSchema, input);
  const facility = await lockFacility(ctx.db, who.tenantId, facilityId);
  await requireReferences([referenceErrors(ctx, who.tenantId, 'clients', [{ id: data.clientId, field: 'input.clientId' }])]);
  await checkCardUnique(ctx.db, facilityId, data.clientId ?? null, null);
  await ctx.db.query(
    `INSERT INTO storage_rate_cards (tenant_id, location_id, client_id, daily_rate, free_days, minimum_charge, monthly_cap, bill_closed_days)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [who.tenantId, facilityId, ...cardValues(data)],
  );
  await facilityAudit(ctx, who, facilityId, 'storageFacility.addRateCard', null, data);
  return facility;
};

const lockCard = async (db: Queryable, id: string): Promise<StorageRateCardRow | null> =>
  isUuid(id)
    ? ((await db.query<StorageRateCardRow>(`SELECT ${RATE_CARD_SELECT} FROM storage_rate_cards rc WHERE rc.id = $1 FOR UPDATE`, [id]))
        .rows[0] ?? null)
    : null;

export const updateRateCard = async (ctx: GraphQLContext, id: string, version: number, input: unknown) => {
  const who = requireStorageStaff(ctx);
  const data = validateInput(storageRateCardInputSchema, input);
  const before = checkVersion(await lockCard(ctx.db, id), version, 'Rate card');
  await requireReferences([referenceErrors(ctx, who.tenantId, 'clients', [{ id: data.clientId, field: 'input.clientId' }])]);
  await checkCardUnique(ctx.db, before.facilityId, data.clientId ?? null, id);
  await ctx.db.query(
    `UPDATE storage_rate_cards SET client_id = $2, daily_rate = $3, free_days = $4, minimum_charge = $5, monthly_cap = $6, bill_closed_days = $7,
       version = version + 1, updated_at = now() WHERE id = $1`,
    [id, ...cardValues(data)],
  );
  const { id: _id, facilityId, version: _version, ...card } = before;
  await facilityAudit(ctx, who, facilityId, 'storageFacility.updateRateCard', card, data);
  return facilityAfterWrite(ctx.db, facilityId);
};

export const deleteRateCard = async (ctx: GraphQLContext, id: string) => {
  const who = requireStorageStaff(ctx);
  const card = await lockCard(ctx.db, id);
  if (!card) throw notFound('Rate card');
  await ctx.db.query('DELETE FROM storage_rate_cards WHERE id = $1', [id]);
  const { id: _id, facilityId, version: _version, ...before } = card;
  await facilityAudit(ctx, who, facilityId, 'storageFacility.deleteRateCard', before, null);
  return facilityAfterWrite(ctx.db, facilityId);
};
