import { CUSTODY_BEFORE, newSinceLastCustody } from '../../src/domain/custody';
import { REPORT_LEG_STATUSES } from '../../src/machines/domain/conditionReport.machine';
import { type ConditionReportValues, conditionReportInputSchema, reportPhotoIds } from '../../src/domain/schemas/conditionReports';
import type { ConditionReportInput } from '../../src/generated/resolvers';
import { validateInput } from '../records/writes';
import { directoryLoaders } from '../directory/directory.loaders';
import { appError, badUserInput } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { nextNumber } from '../db/counters';
import type { OrderLegRow } from '../orders/orders.rows';
import { legForCapture } from './conditionReports.access';
import {
  type ConditionReportRow,
  DAMAGE_SELECT,
  type DamageRow,
  findConditionReport,
  CONDITION_REPORT_NUMBERS,
} from './conditionReports.rows';
import { transitionConditionReport } from './conditionReports.transition';

const findByClientId = async (ctx: GraphQLContext, tenantId: string, clientId: string): Promise<ConditionReportRow | null> => {
  const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM condition_reports WHERE tenant_id = $1 AND client_id = $2', [
    tenantId,
    clientId,
  ]);
  return rows[0] ? findConditionReport(ctx.db, rows[0].id) : null;
};

const WHEN: Record<ConditionReportValues['direction'], string> = {
  PICKUP: 'A pickup report is taken before the vehicle is picked up',
  DELIVERY: 'A delivery report is taken while the vehicle is in transit',
  CHECK_IN: 'A storage check-in report is taken while the vehicle is on its way to storage',
  CHECK_OUT: 'A storage check-out report is taken while the vehicle is in storage',
};

const checkLegStatus = (leg: OrderLegRow, direction: ConditionReportValues['direction']) => {
  if (REPORT_LEG_STATUSES[direction].includes(leg.status)) return;
  throw appError('INVALID_TRANSITION', `${WHEN[direction]}; this leg is ${leg.status}.`, {
    event: 'SUBMIT',
    status: leg.status,
    reason: 'RECORD',
  });
};

/** Every photo the report names is one uploaded for this leg (another leg's, or none at all, is a field error). */
const checkPhotos = async (ctx: GraphQLContext, leg: OrderLegRow, report: ConditionReportValues) => {
  const ids = reportPhotoIds(report);
  if (ids.length === 0) return;
  const { rows } = await ctx.db.query<{ id: string; kind: string }>(
    'SELECT id, kind FROM condition_photos WHERE tenant_id = $1 AND order_leg_id = $2 AND id = ANY($3::uuid[])',
    [leg.tenantId, leg.id, ids],
  );
  const kinds = new Map(rows.map((row) => [row.id, row.kind]));
  const errors: Record<string, string[]> = {};
  const need = (path: string, id: string | null | undefined, kind?: string) => {
    if (!id) return;
    if (!kinds.has(id)) errors[path] = ['This photo was not uploaded for this leg.'];
    else if (kind && kinds.get(id) !== kind) errors[path] = [`This photo is not a ${kind.toLowerCase().replace('_', ' ')}.`];
  };
  for (const [index, id] of report.photoIds.entries()) need(`input.photoIds.${index}`, id);
  for (const [index, damage] of report.damages.entries())
    for (const [at, id] of damage.photoIds.entries()) need(`input.damages.${index}.photoIds.${at}`, id);
  need('input.odometerPhotoId', report.odometerPhotoId);
  need('input.keysPhotoId', report.keysPhotoId);
  need('input.driverSignature.imageId', report.driverSignature.imageId, 'DRIVER_SIGNATURE');
  need('input.customerSignature.imageId', report.customerSignature?.imageId, 'CUSTOMER_SIGNATURE');
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
};

/**
 * The report that last took custody of the vehicle before this one (CUSTODY_BEFORE): on the same leg, the latest
 * standing report of the directions before it (a delivery's pickup, or the check-out when the vehicle left storage on
 * the way; a check-out's check-in); else the vehicle's latest standing delivery report on another leg.
 */
const previousCustody = async (ctx: GraphQLContext, leg: OrderLegRow, direction: ConditionReportValues['direction']) => {
  const { sameLeg, otherLegs } = CUSTODY_BEFORE[direction];
  const latest = 'ORDER BY submitted_at DESC, id DESC LIMIT 1';
  let { rows } =
    sameLeg.length > 0
      ? await ctx.db.query<{ id: string }>(
          `SELECT id FROM condition_reports WHERE tenant_id = $1 AND order_leg_id = $2 AND direction = ANY($3::text[])
             AND status IN ('SUBMITTED', 'ACCEPTED') ${latest}`,
          [leg.tenantId, leg.id, sameLeg],
        )
      : { rows: [] as { id: string }[] };
  if (rows.length === 0 && otherLegs.length > 0 && leg.vehicleId)
    ({ rows } = await ctx.db.query<{ id: string }>(
      `SELECT id FROM condition_reports WHERE tenant_id = $1 AND vehicle_id = $2 AND direction = ANY($4::text[]) AND order_leg_id <> $3
         AND status IN ('SUBMITTED', 'ACCEPTED') ${latest}`,
      [leg.tenantId, leg.vehicleId, leg.id, otherLegs],
    ));
  const id = rows[0]?.id ?? null;
  if (!id) return { id: null, damages: null };
  const damages = await ctx.db.query<DamageRow>(`SELECT ${DAMAGE_SELECT} FROM condition_report_damages d WHERE d.report_id = $1`, [id]);
  return { id, damages: damages.rows };
};

const CONTENT_COLUMNS = `vin = $2, vin_scanned = $3, vin_matches = $4, items = $5, photo_ids = $6, odometer = $7, odometer_photo_id = $8,
  fuel_level = $9, ev_state_of_charge = $10, keys_count = $11, fobs_count = $12, keys_photo_id = $13, interior_conditions = $14,
  loose_items = $15, wash_type = $16, obstructions = $17, notes = $18, captured_at = $19, latitude = $20, longitude = $21,
  driver_signature = $22, customer_signature = $23, customer_not_available_reason = $24, new_damage_count = $25,
  previous_report_id = $26, client_id = $27, updated_at = now()`;

/** Writes the report's content (a new PENDING report, or a REJECTED one taken again) and its damages. */
const writeContent = async (
  ctx: GraphQLContext,
  tenantId: string,
  reportId: string,
  report: ConditionReportValues,
  facts: { vin: string | null; vinMatches: boolean | null; previousId: string | null; isNew: boolean[] },
) => {
  await ctx.db.query(`UPDATE condition_reports SET ${CONTENT_COLUMNS} WHERE id = $1`, [
    reportId,
    facts.vin,
    report.vinScanned,
    facts.vinMatches,
    JSON.stringify(report.items),
    report.photoIds,
    report.odometer,
    report.odometerPhotoId,
    report.fuelLevel,
    report.evStateOfCharge,
    report.keysCount,
    report.fobsCount,
    report.keysPhotoId,
    report.interiorConditions,
    JSON.stringify(report.looseItems),
    report.washType,
    report.obstructions,
    report.notes,
    report.capturedAt,
    report.latitude,
    report.longitude,
    JSON.stringify(report.driverSignature),
    report.customerSignature ? JSON.stringify(report.customerSignature) : null,
    report.customerNotAvailableReason,
    facts.isNew.filter(Boolean).length,
    facts.previousId,
    report.clientId,
  ]);
  await ctx.db.query('DELETE FROM condition_report_damages WHERE report_id = $1', [reportId]);
  if (report.damages.length === 0) return;
  await ctx.db.query(
    `INSERT INTO condition_report_damages (tenant_id, report_id, position, area, type, severity, x, y, pre_existing, new_since_last_custody, note, photo_ids)
     SELECT $1, $2, d.position, d.area, d.type, d.severity, d.x, d.y, d.pre_existing, d.new_since_last_custody, d.note,
       ARRAY(SELECT jsonb_array_elements_text(d.photo_ids))::uuid[]
     FROM jsonb_to_recordset($3::jsonb) AS d(position int, area text, type text, severity int, x float8, y float8, pre_existing boolean,
       new_since_last_custody boolean, note text, photo_ids jsonb)`,
    [
      tenantId,
      reportId,
      JSON.stringify(
        report.damages.map((damage, position) => ({
          position,
          area: damage.area,
          type: damage.type,
          severity: damage.severity,
          x: damage.x,
          y: damage.y,
          pre_existing: damage.preExisting,
          new_since_last_custody: facts.isNew[position],
          note: damage.note,
          photo_ids: damage.photoIds,
        })),
      ),
    ],
  );
};

/**
 * submitConditionReport: the device's finished report. Checked whole by the shared schema (every item answered, a
 * fuel level or a charge, signatures) and against the leg (its photos, its status, its vehicle's VIN: a scanned VIN
 * that is not the vehicle's is refused unless the driver confirmed it, and then flagged). Idempotent by the device's
 * report id: a retry answers the report already made and writes nothing. The content is compared with the vehicle's
 * previous custody (damage new since then is flagged), written, and cr.submit is sent through the transition service,
 * whose effects set the leg's report flag, alert the help desk and make the bill of lading, all in one transaction.
 */
export const submitConditionReport = async (ctx: GraphQLContext, input: ConditionReportInput): Promise<ConditionReportRow> => {
  const report = validateInput(conditionReportInputSchema, input);
  const { actor, leg } = await legForCapture(ctx, report.orderLegId, report.direction);
  const { tenantId } = actor;
  // The leg is locked first, so its flags and the one report per leg and direction are decided once, and a retry
  // racing the first try (the answer was lost, the device sent again) waits for it and then finds its report.
  await ctx.db.query('SELECT 1 FROM order_legs WHERE id = $1 FOR UPDATE', [leg.id]);
  const retried = await findByClientId(ctx, tenantId, report.clientId);
  if (retried) {
    // A retry answers the report as it is now (even rejected meanwhile: taking it again is a new draft and a new id).
    if (retried.orderLegId !== leg.id || retried.direction !== report.direction)
      throw badUserInput({ 'input.clientId': ['This report id was already used for another report.'] });
    return retried;
  }
  // The leg's report of this direction; for storage, the one no check-in or check-out has used yet (each visit takes its own).
  const { rows: existing } = await ctx.db.query<{ id: string }>(
    'SELECT id FROM condition_reports WHERE tenant_id = $1 AND order_leg_id = $2 AND direction = $3 AND storage_record_id IS NULL FOR UPDATE',
    [tenantId, leg.id, report.direction],
  );
  const current = existing[0] ? await findConditionReport(ctx.db, existing[0].id) : null;
  if (current && current.status !== 'PENDING' && current.status !== 'REJECTED')
    // SUBMITTED or ACCEPTED: the machine refuses cr.submit, and says why.
    return transitionConditionReport(ctx, actor, { id: current.id, event: 'SUBMIT', version: current.version });
  checkLegStatus(leg, report.direction);
  await checkPhotos(ctx, leg, report);
  const vehicle = leg.vehicleId ? (await directoryLoaders(ctx).vehicleById.load(leg.vehicleId))[0] : null;
  const vin = vehicle?.vin ?? null;
  const vinMatches = report.vinScanned && vin ? report.vinScanned === vin : null;
  if (vinMatches === false && !report.acceptVinMismatch)
    throw badUserInput({
      'input.vinScanned': [
        `The scanned VIN ${report.vinScanned} is not this leg's vehicle (${vin}). Scan again, or confirm the mismatch to send it.`,
      ],
    });
  const previous = await previousCustody(ctx, leg, report.direction);
  const isNew = newSinceLastCustody(report.damages, previous.damages);
  let id = current?.id ?? null;
  if (!id) {
    const number = await nextNumber(ctx.db, tenantId, CONDITION_REPORT_NUMBERS);
    id = crypto.randomUUID();
    await ctx.db.query(
      `INSERT INTO condition_reports (id, tenant_id, number, client_id, order_id, order_leg_id, vehicle_id, direction, captured_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [id, tenantId, number, report.clientId, leg.orderId, leg.id, leg.vehicleId, report.direction, report.capturedAt],
    );
  }
  await writeContent(ctx, tenantId, id, report, { vin, vinMatches, previousId: previous.id, isNew });
  const written = await findConditionReport(ctx.db, id);
  if (!written) throw new Error('The condition report could not be read back.');
  return transitionConditionReport(ctx, actor, { id, event: 'SUBMIT', version: written.version });
};
