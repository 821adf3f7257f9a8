import { plateReportDueOn } from '../../src/domain/plateReport';
import { assignPlateInputSchema, checkInPlateSchema, missingPlateSchema, transportPlateInputSchema } from '../../src/domain/schemas/safety';
import type {
  AssignTransportPlateInput,
  TransportPlateInput,
  TransportPlateMove,
  TransportPlateStatus,
} from '../../src/generated/resolvers';
import { audit } from '../audit';
import { referenceErrors, requireReferences } from '../records/references';
import { auditWrite, validateInput } from '../records/writes';
import { badUserInput, validate } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { notify } from '../notifications/notifications.public';
import { tenantToday } from '../records/days';
import { requireSafetyWriter } from './safety.access';
import { ASSIGNMENT_SELECT, type PlateAssignmentRow, PLATE_SELECT, PLATES, type TransportPlateRow } from './safety.rows';
import { moveStatus } from './safety.status';

/**
 * Transport plates: add one (IN_HOUSE), send it out on a leg (ASSIGNED, a log row), check it back in, mark it MISSING
 * (an alert, a notice to safety and admins, the report deadline) and void it (DESTROYED).
 */

const TAKEN = { 'input.number': ['A plate with this number and state already exists.'] };

/** The statuses each move of a plate starts from: the moves below refuse any other, TransportPlate.moves offers these. */
export const PLATE_MOVES_FROM: Record<TransportPlateMove, readonly TransportPlateStatus[]> = {
  ASSIGN: ['IN_HOUSE'],
  CHECK_IN: ['ASSIGNED', 'MISSING'],
  MARK_MISSING: ['IN_HOUSE', 'ASSIGNED'],
  DESTROY: ['IN_HOUSE', 'MISSING'],
};

export const createTransportPlate = async (ctx: GraphQLContext, input: TransportPlateInput): Promise<TransportPlateRow> => {
  const who = requireSafetyWriter(ctx);
  const data = validateInput(transportPlateInputSchema, input);
  const { rows: existing } = await ctx.db.query('SELECT 1 FROM transport_plates WHERE tenant_id = $1 AND state = $2 AND number = $3', [
    who.tenantId,
    data.state,
    data.number,
  ]);
  if (existing.length > 0) throw badUserInput(TAKEN);
  const { rows } = await ctx.db
    .query<TransportPlateRow>(
      `INSERT INTO transport_plates AS tp (tenant_id, number, state, type, expires_on) VALUES ($1, $2, $3, $4, $5) RETURNING ${PLATE_SELECT}`,
      [who.tenantId, data.number, data.state, data.type, data.expiresOn],
    )
    .catch((error: unknown) => {
      throw typeof error === 'object' && error !== null && 'code' in error && error.code === '23505' ? badUserInput(TAKEN) : error;
    });
  await auditWrite(ctx, who, PLATES, 'create', rows[0].id, { after: rows[0] });
  return rows[0];
};

type LegFacts = { vehicleId: string | null; vin: string | null; driverId: string | null; transportMethod: string; status: string };

/** Sends the plate out on a leg: the leg's vehicle and VIN, its driver unless another is named, out at the given time. */
export const assignTransportPlate = async (ctx: GraphQLContext, id: string, version: number, input: AssignTransportPlateInput) => {
  const who = requireSafetyWriter(ctx);
  const data = validateInput(assignPlateInputSchema, input);
  await requireReferences([
    referenceErrors(ctx, who.tenantId, 'order_legs', [{ id: data.legId, field: 'input.legId' }]),
    referenceErrors(ctx, who.tenantId, 'drivers', [{ id: data.driverId, field: 'input.driverId' }]),
  ]);
  const { rows: legs } = await ctx.db.query<LegFacts>(
    `SELECT l.vehicle_id AS "vehicleId", v.vin, l.driver_id AS "driverId", l.transport_method AS "transportMethod", l.status
     FROM order_legs l LEFT JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id WHERE l.tenant_id = $1 AND l.id = $2`,
    [who.tenantId, data.legId],
  );
  const leg = legs[0];
  const driverId = data.driverId ?? leg.driverId;
  if (!driverId) throw badUserInput({ 'input.driverId': ['The leg has no driver yet: choose the driver who takes the plate.'] });
  const { before, after } = await moveStatus<TransportPlateRow>(
    ctx,
    who,
    PLATES,
    { id, version, from: PLATE_MOVES_FROM.ASSIGN, verb: 'assign', words: 'sent out' },
    () => ({ status: 'ASSIGNED' }),
  );
  const { rows } = await ctx.db.query<PlateAssignmentRow>(
    `INSERT INTO transport_plate_assignments AS pa (tenant_id, plate_id, order_leg_id, vehicle_id, vin, driver_id, out_at, out_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${ASSIGNMENT_SELECT}`,
    [who.tenantId, before.id, data.legId, leg.vehicleId, leg.vin, driverId, data.outAt, who.user.id],
  );
  await auditWrite(ctx, who, PLATES, 'out', id, { after: { assignment: rows[0] } });
  return after;
};

/** Closes the open assignment, if any, at `inAt` (not before it went out). */
const closeAssignment = async (ctx: GraphQLContext, who: Actor, plateId: string, inAt: string) => {
  const { rows: open } = await ctx.db.query<PlateAssignmentRow>(
    `SELECT ${ASSIGNMENT_SELECT} FROM transport_plate_assignments pa WHERE pa.tenant_id = $1 AND pa.plate_id = $2 AND pa.in_at IS NULL FOR UPDATE`,
    [who.tenantId, plateId],
  );
  if (open.length === 0) return;
  if (Date.parse(inAt) < new Date(open[0].outAt).getTime())
    throw badUserInput({ inAt: ['The in time may not be before the plate went out.'] });
  const { rows } = await ctx.db.query<PlateAssignmentRow>(
    `UPDATE transport_plate_assignments pa SET in_at = $3, in_by = $4 WHERE pa.tenant_id = $1 AND pa.id = $2 RETURNING ${ASSIGNMENT_SELECT}`,
    [who.tenantId, open[0].id, inAt, who.user.id],
  );
  await auditWrite(ctx, who, PLATES, 'in', plateId, { before: { assignment: open[0] }, after: { assignment: rows[0] } });
};

/** Back in the office (ASSIGNED, or MISSING and found): the open assignment is closed; the missing details are cleared. */
export const checkInTransportPlate = async (ctx: GraphQLContext, id: string, version: number, inAt: string) => {
  const who = requireSafetyWriter(ctx);
  const data = validate(checkInPlateSchema, { inAt });
  const { after } = await moveStatus<TransportPlateRow>(
    ctx,
    who,
    PLATES,
    { id, version, from: PLATE_MOVES_FROM.CHECK_IN, verb: 'checkIn', words: 'checked in' },
    async (plate) => {
      await closeAssignment(ctx, who, plate.id, data.inAt);
      return {
        status: 'IN_HOUSE',
        missing_since: null,
        missing_reason: null,
        missing_reported_by: null,
        report_due_on: null,
        missing_alert_id: null,
      };
    },
  );
  return after;
};

/**
 * A lost plate: MISSING from IN_HOUSE or ASSIGNED (its open assignment stays open: it never came back), with the
 * report deadline of src/domain/plateReport.ts. One CALL alert (alerts list) and a notification to the tenant's
 * DRIVER_SAFETY and ADMIN users, in the same transaction; marking it again is refused, so it raises nothing twice.
 */
export const markTransportPlateMissing = async (ctx: GraphQLContext, id: string, version: number, reason: string) => {
  const who = requireSafetyWriter(ctx);
  const data = validate(missingPlateSchema, { reason });
  const today = await tenantToday(ctx.db, who.tenantId);
  let message = '';
  const { after } = await moveStatus<TransportPlateRow>(
    ctx,
    who,
    PLATES,
    { id, version, from: PLATE_MOVES_FROM.MARK_MISSING, verb: 'markMissing', words: 'marked missing' },
    async (plate) => {
      const dueOn = plateReportDueOn(plate.state, today);
      message = `Transport plate ${plate.state} ${plate.number} is missing: ${data.reason} Report the loss by ${dueOn}.`;
      const { rows: alert } = await ctx.db.query<{ id: string }>(
        'INSERT INTO alerts (tenant_id, priority, message, created_by) VALUES ($1, $2, $3, $4) RETURNING id',
        [who.tenantId, 'CALL', message, who.user.id],
      );
      await audit(ctx.db, {
        tenantId: who.tenantId,
        userId: who.user.id,
        ip: ctx.ip,
        entityKind: 'Alerts',
        entityId: alert[0].id,
        action: 'CREATED',
        event: 'alert.plateMissing',
        after: { message, plateId: plate.id, reportDueOn: dueOn },
      });
      return {
        status: 'MISSING',
        missing_since: new Date().toISOString(),
        missing_reason: data.reason,
        missing_reported_by: who.user.id,
        report_due_on: dueOn,
        missing_alert_id: alert[0].id,
      };
    },
  );
  const { rows: staff } = await ctx.db.query<{ id: string }>(
    `SELECT DISTINCT ut.user_id AS id FROM user_tenants ut JOIN user_roles r ON r.user_id = ut.user_id
     JOIN users u ON u.id = ut.user_id AND u.deleted_at IS NULL
     WHERE ut.tenant_id = $1 AND r.role IN ('DRIVER_SAFETY', 'ADMIN') ORDER BY ut.user_id`,
    [who.tenantId],
  );
  await notify(
    ctx,
    staff.map((row) => row.id),
    {
      type: 'ALERT',
      title: `Transport plate missing: ${after.state} ${after.number}`,
      body: message,
      data: { alertId: after.missingAlertId, entityKind: 'Transport plates', entityId: after.id, reportDueOn: after.reportDueOn },
      tenantId: who.tenantId,
    },
  );
  return after;
};

/** Voids the plate: from IN_HOUSE or MISSING (a plate out on a leg is checked in first). */
export const destroyTransportPlate = async (ctx: GraphQLContext, id: string, version: number) => {
  const who = requireSafetyWriter(ctx);
  const { after } = await moveStatus<TransportPlateRow>(
    ctx,
    who,
    PLATES,
    { id, version, from: PLATE_MOVES_FROM.DESTROY, verb: 'destroy', words: 'voided' },
    () => ({ status: 'DESTROYED' }),
  );
  return after;
};
