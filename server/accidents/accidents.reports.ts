import { recordable } from '../../src/domain/recordable';
import { type AccidentReportInputValues, accidentReportInputSchema, NOTE_MAX } from '../../src/domain/schemas/accidents';
import { optionalText } from '../../src/domain/schemas/text';
import type { AccidentReportMove, MediaCategory, MutationUploadAccidentMediaArgs, Preventability } from '../../src/generated/resolvers';
import type { AccidentLegAction } from '../../src/generated/enums';
import { referenceErrors, requireReferences } from '../records/references';
import { nextNumber } from '../db/counters';
import { auditWrite, type Columns, lockRow, validateInput, writeColumns } from '../records/writes';
import { appError, badUserInput, isUuid, notFound, validate } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { insertUploadedMedia, storeRecordFile } from '../media/recordFile';
import type { MediaRow } from '../media/media.rows';
import { findLeg, type OrderLegRow } from '../orders/orders.rows';
import { checkDocumentType } from '../catalogs/catalogs.public';
import * as z from 'zod';
import { requireAccidentWriter } from './accidents.access';
import { tenantZone } from '../records/days';
import { moveLeg } from './accidents.legs';
import { type AccidentReportRow, findReport, REPORT_SELECT, REPORTS, ACCIDENT_NUMBERS } from './accidents.rows';

/**
 * Accident and incident reports: create (numbered AI-100001…, the leg moved through the leg machine when asked, in
 * the same transaction), update, the preventability review, close and reopen, and their files. Every write locks the
 * row at the client's version (NOT_FOUND, CONFLICT), writes one audit row of kind "Accident reports" and announces
 * accidentReportChanged after commit.
 */

/** The leg, vehicle, driver and order a report names, as the input and its leg give them. */
type Links = { leg: OrderLegRow | null; orderId: string | null; vehicleId: string | null; vin: string | null; driverId: string | null };

const vehicleErrors = async (ctx: GraphQLContext, tenantId: string, id: string | null, field: string) => {
  if (id === null) return {};
  const { rows } = await ctx.db.query('SELECT 1 FROM vehicles WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL', [tenantId, id]);
  return rows.length > 0 ? {} : { [field]: ['The selected vehicle is invalid.'] };
};

const vinOf = async (ctx: GraphQLContext, vehicleId: string | null) =>
  vehicleId
    ? ((await ctx.db.query<{ vin: string | null }>('SELECT vin FROM vehicles WHERE id = $1', [vehicleId])).rows[0]?.vin ?? null)
    : null;

/**
 * The ids an input names must be live rows of the tenant (BAD_USER_INPUT on the field otherwise); the leg's order,
 * vehicle and driver follow unless the input names a vehicle or a driver of its own.
 */
export const resolveLinks = async (
  ctx: GraphQLContext,
  tenantId: string,
  input: { legId: string | null; vehicleId: string | null; driverId?: string | null },
): Promise<Links> => {
  await requireReferences([
    referenceErrors(ctx, tenantId, 'order_legs', [{ id: input.legId, field: 'input.legId' }]),
    referenceErrors(ctx, tenantId, 'drivers', [{ id: input.driverId, field: 'input.driverId' }]),
    vehicleErrors(ctx, tenantId, input.vehicleId, 'input.vehicleId'),
  ]);
  const leg = input.legId ? await findLeg(ctx.db, input.legId) : null;
  if (input.legId && !leg) throw badUserInput({ 'input.legId': ['The selected leg is invalid.'] });
  const vehicleId = input.vehicleId ?? leg?.vehicleId ?? null;
  return {
    leg,
    orderId: leg?.orderId ?? null,
    vehicleId,
    vin: await vinOf(ctx, vehicleId),
    driverId: input.driverId ?? leg?.driverId ?? null,
  };
};

/** The report's columns from the form (the recordable flag by src/domain/recordable.ts, from the same facts). */
const reportColumns = (data: AccidentReportInputValues, links: Links, timeZone: string): Record<string, unknown> => ({
  kind: data.kind,
  occurred_at: data.occurredAt,
  time_zone: data.timeZone ?? timeZone,
  street: data.street,
  city: data.city,
  state: data.state,
  postal_code: data.postalCode,
  latitude: data.latitude,
  longitude: data.longitude,
  description: data.description,
  order_id: links.orderId,
  order_leg_id: links.leg?.id ?? null,
  vehicle_id: links.vehicleId,
  vin: links.vin,
  driver_id: links.driverId,
  police_agency: data.policeAgency,
  police_report_number: data.policeReportNumber,
  injuries: data.injuries,
  injuries_treated_away: data.injuriesTreatedAway,
  fatalities: data.fatalities,
  towed_disabled: data.towedDisabled,
  hazmat_released: data.hazmatReleased,
  weather: data.weather,
  claim_numbers: data.claimNumbers,
  recordable: recordable(data).recordable,
});

/** The report's other parties and witnesses, as the form gives them. */
type People = Pick<AccidentReportInputValues, 'otherParties' | 'witnesses'>;

/** Replaces the report's other parties and witnesses by the form's, in its order. */
const replacePeople = async (ctx: GraphQLContext, tenantId: string, reportId: string, data: People) => {
  await ctx.db.query('DELETE FROM accident_parties WHERE tenant_id = $1 AND report_id = $2', [tenantId, reportId]);
  await ctx.db.query('DELETE FROM accident_witnesses WHERE tenant_id = $1 AND report_id = $2', [tenantId, reportId]);
  if (data.otherParties.length > 0)
    await ctx.db.query(
      `INSERT INTO accident_parties (tenant_id, report_id, position, name, licence_number, licence_state, plate, plate_state, insurer,
         policy_number, phone)
       SELECT $1, $2, x.position, x.name, x.licence_number, x.licence_state, x.plate, x.plate_state, x.insurer, x.policy_number, x.phone
       FROM jsonb_to_recordset($3::jsonb) AS x(position int, name text, licence_number text, licence_state text, plate text,
         plate_state text, insurer text, policy_number text, phone text)`,
      [
        tenantId,
        reportId,
        JSON.stringify(
          data.otherParties.map((p, i) => ({
            position: i + 1,
            name: p.name,
            licence_number: p.licenceNumber,
            licence_state: p.licenceState,
            plate: p.plate,
            plate_state: p.plateState,
            insurer: p.insurer,
            policy_number: p.policyNumber,
            phone: p.phone,
          })),
        ),
      ],
    );
  if (data.witnesses.length > 0)
    await ctx.db.query(
      `INSERT INTO accident_witnesses (tenant_id, report_id, position, name, phone, statement)
       SELECT $1, $2, x.position, x.name, x.phone, x.statement
       FROM jsonb_to_recordset($3::jsonb) AS x(position int, name text, phone text, statement text)`,
      [
        tenantId,
        reportId,
        JSON.stringify(data.witnesses.map((w, i) => ({ position: i + 1, name: w.name, phone: w.phone, statement: w.statement }))),
      ],
    );
};

/** What the activity log keeps of a report: its row and its people (names as typed, no ids). */
const snapshot = async (ctx: GraphQLContext, report: AccidentReportRow) => {
  const parties = await ctx.db.query(
    `SELECT name, licence_number AS "licenceNumber", licence_state AS "licenceState", plate, plate_state AS "plateState", insurer,
       policy_number AS "policyNumber", phone FROM accident_parties WHERE tenant_id = $1 AND report_id = $2 ORDER BY position`,
    [report.tenantId, report.id],
  );
  const witnesses = await ctx.db.query(
    'SELECT name, phone, statement FROM accident_witnesses WHERE tenant_id = $1 AND report_id = $2 ORDER BY position',
    [report.tenantId, report.id],
  );
  const { tenantId: _tenant, createdAt: _created, updatedAt: _updated, ...rest } = report;
  return { ...rest, otherParties: parties.rows, witnesses: witnesses.rows };
};

/** The hold reason a report's HOLD leaves on its leg (the leg page shows it). */
const holdReason = (number: string, data: AccidentReportInputValues) =>
  `${data.kind === 'ACCIDENT' ? 'Accident' : 'Incident'} report ${number}: ${data.description}`.slice(0, 1000);

/**
 * createAccidentReport. With a leg and a legAction, the leg moves first, through the leg machine in this transaction
 * (TO_REPAIR: leg.toRepair, for a leg IN_TRANSIT; HOLD: leg.hold with reason OTHER_REASON, for a leg before transit):
 * a refusal is INVALID_TRANSITION with the leg machine's reason and nothing of the report is stored. Without a
 * legAction the leg is left as it is (NONE).
 */
export const createAccidentReport = async (ctx: GraphQLContext, input: unknown): Promise<AccidentReportRow> => {
  const who = requireAccidentWriter(ctx);
  const data = validateInput(accidentReportInputSchema, input);
  const links = await resolveLinks(ctx, who.tenantId, data);
  const legAction: AccidentLegAction = data.legAction ?? 'NONE';
  const number = await nextNumber(ctx.db, who.tenantId, ACCIDENT_NUMBERS);
  const legStatusAtReport = links.leg?.status ?? null;
  if (links.leg && legAction !== 'NONE')
    await moveLeg(ctx, who, links.leg.id, legAction, {
      input: legAction === 'HOLD' ? { holdReason: 'OTHER_REASON', reason: holdReason(number, data) } : undefined,
      refused: 'The report was not saved',
    });
  const columns = {
    ...reportColumns(data, links, await tenantZone(ctx.db, who.tenantId)),
    tenant_id: who.tenantId,
    number,
    leg_status_at_report: legStatusAtReport,
    leg_action: legAction,
    reported_by: who.user.id,
  };
  const names = Object.keys(columns);
  const { rows } = await ctx.db.query<AccidentReportRow>(
    `INSERT INTO accident_reports AS ar (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${REPORT_SELECT}`,
    names.map((name) => columns[name as keyof typeof columns]),
  );
  const report = rows[0];
  await replacePeople(ctx, who.tenantId, report.id, data);
  await auditWrite(ctx, who, REPORTS, 'create', report.id, { after: await snapshot(ctx, report) });
  publishChange(ctx, 'accidentReportChanged', who.tenantId, report.id);
  return report;
};

/**
 * The moves a report may make now (AccidentReport.moves): an open one is edited (its review too) or closed, a closed
 * one is read-only (its files aside) until it is reopened. The writes below refuse any other.
 */
export const reportMoves = (report: Pick<AccidentReportRow, 'status'>): AccidentReportMove[] =>
  report.status === 'OPEN' ? ['EDIT', 'CLOSE'] : ['REOPEN'];

/**
 * The writer and the report to edit or review, locked at the client's version: a closed report is read-only (its files
 * aside), INVALID_TRANSITION for `accidentReport.<verb>` until it is reopened.
 */
const lockOpenReport = async (ctx: GraphQLContext, id: string, version: number, verb: 'update' | 'review', words: string) => {
  const who = requireAccidentWriter(ctx);
  const before = await lockRow<AccidentReportRow>(ctx, who.tenantId, REPORTS, id, version);
  if (!reportMoves(before).includes('EDIT'))
    throw appError('INVALID_TRANSITION', `Report ${before.number} is closed and cannot be ${words}; reopen it first.`, {
      event: `${REPORTS.noun}.${verb}`,
      status: before.status,
      reason: 'STATUS',
    });
  return { who, before };
};

/** Writes `columns` (and the people, when given) at the locked version; the audit row (`accidentReport.<verb>`) keeps both snapshots. */
const writeReport = async (ctx: GraphQLContext, who: Actor, before: AccidentReportRow, verb: string, columns: Columns, people?: People) => {
  const beforeSnapshot = await snapshot(ctx, before);
  const after = await writeColumns<AccidentReportRow>(ctx, who.tenantId, REPORTS, before, columns);
  if (people) await replacePeople(ctx, who.tenantId, before.id, people);
  await auditWrite(ctx, who, REPORTS, verb, before.id, { before: beforeSnapshot, after: await snapshot(ctx, after) });
  publishChange(ctx, 'accidentReportChanged', who.tenantId, before.id);
  return after;
};

/**
 * updateAccidentReport: the whole form again. A report moves its leg only when it is made, so a legAction other than
 * the stored one (or NONE) is refused, and a report that moved its leg keeps that leg.
 */
export const updateAccidentReport = async (ctx: GraphQLContext, id: string, version: number, input: unknown) => {
  const { who, before } = await lockOpenReport(ctx, id, version, 'update', 'edited');
  const data = validateInput(accidentReportInputSchema, input);
  if (data.legAction !== null && data.legAction !== 'NONE' && data.legAction !== before.legAction)
    throw badUserInput({ 'input.legAction': ['A report moves its leg only when it is made: move the leg from its page.'] });
  if (before.legAction !== 'NONE' && data.legId !== before.orderLegId)
    throw badUserInput({ 'input.legId': ['This report moved its leg, so the leg stays on the report.'] });
  const links = await resolveLinks(ctx, who.tenantId, data);
  const sameLeg = (links.leg?.id ?? null) === before.orderLegId;
  return writeReport(
    ctx,
    who,
    before,
    'update',
    {
      ...reportColumns(data, links, before.timeZone),
      // The leg's status when it was attached to the report: kept while the leg stays.
      leg_status_at_report: sameLeg ? before.legStatusAtReport : (links.leg?.status ?? null),
    },
    data,
  );
};

const reviewSchema = z.object({ note: optionalText(NOTE_MAX, 'note') });

/** The internal preventability review (docs/domain.md#accidents-and-claims): who and when, cleared again with NOT_REVIEWED. */
export const reviewAccidentPreventability = async (
  ctx: GraphQLContext,
  id: string,
  version: number,
  preventability: Preventability,
  note: string | null | undefined,
): Promise<AccidentReportRow> => {
  const { who, before } = await lockOpenReport(ctx, id, version, 'review', 'reviewed');
  const data = validate(reviewSchema, { note });
  const reviewed = preventability !== 'NOT_REVIEWED';
  return writeReport(ctx, who, before, 'review', {
    preventability,
    preventability_note: data.note,
    reviewed_by: reviewed ? who.user.id : null,
    reviewed_at: reviewed ? new Date().toISOString() : null,
  });
};

/** close (OPEN → CLOSED) and reopen (CLOSED → OPEN); any other move is INVALID_TRANSITION, reason STATUS. */
export const moveReport = async (ctx: GraphQLContext, id: string, version: number, to: 'OPEN' | 'CLOSED'): Promise<AccidentReportRow> => {
  const who = requireAccidentWriter(ctx);
  const before = await lockRow<AccidentReportRow>(ctx, who.tenantId, REPORTS, id, version);
  const verb = to === 'CLOSED' ? 'close' : 'reopen';
  if (!reportMoves(before).includes(to === 'CLOSED' ? 'CLOSE' : 'REOPEN'))
    throw appError('INVALID_TRANSITION', `Report ${before.number} is already ${to === 'CLOSED' ? 'closed' : 'open'}.`, {
      event: `${REPORTS.noun}.${verb}`,
      status: before.status,
      reason: 'STATUS',
    });
  return writeReport(ctx, who, before, verb, { status: to });
};

export const ACCIDENT_MEDIA_CATEGORIES: readonly MediaCategory[] = ['PHOTOS', 'DOCUMENTS'];

/**
 * A photo or document of a report (a record's file: server/media/recordFile.ts),
 * stored as media of owner_kind 'AccidentReport' with no order_id, so no portal user ever reads it. Allowed on a
 * closed report too: a police report or a claim letter arrives after the report is closed. A document may name its
 * document type, one of the tenant's active ACCIDENT_REPORT types (the catalogs' check, before the file is stored).
 */
export const uploadAccidentMedia = async (ctx: GraphQLContext, args: MutationUploadAccidentMediaArgs): Promise<MediaRow> => {
  const who = requireAccidentWriter(ctx);
  const report = isUuid(args.reportId) ? await findReport(ctx.db, args.reportId) : null;
  if (!report) throw notFound(REPORTS.what);
  const documentTypeId = await checkDocumentType(ctx.db, who.tenantId, args, 'ACCIDENT_REPORT');
  const stored = await storeRecordFile(ctx, args.file, args.category, ACCIDENT_MEDIA_CATEGORIES);
  const owner = { ownerKind: 'AccidentReport', ownerId: report.id, category: args.category, documentTypeId };
  const media = await insertUploadedMedia(ctx, who, owner, stored, { accidentReportId: report.id });
  publishChange(ctx, 'accidentReportChanged', who.tenantId, report.id);
  return media;
};
