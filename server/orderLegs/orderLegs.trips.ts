/**
 * A leg's IFTA trip record (issue 31, docs/ifta.md "Odometers and recorded positions"): the power unit's odometer at
 * pick-up and delivery, and the positions recorded along the leg (migration 066). The IFTA quarter reads both
 * (server/ifta/ifta.report.ts); IFTA record keeping asks for each trip's odometer readings and route (IFTA Procedures
 * Manual P540).
 */
import { LEG_ODOMETER_ROLES, MAX_ODOMETER } from '../../src/domain/ifta/legOdometer';
import { hasRole, isOperatorStaff } from '../../src/domain/roles';
import type { LegPositionInput, MutationRecordLegUnitOdometerArgs } from '../../src/generated/resolvers';
import { requireStaffWith } from '../auth/actors';
import { driverIdOfUser } from '../carriers/carriers.public';
import { badUserInput, forbidden, isUuid, notFound } from '../errors';
import { groupLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import { publishChange } from '../graphql/liveRecords';
import { type Actor, type GraphQLContext, requireTenant } from '../graphql/context';
import { findLeg, findOrder, LEG_SELECT, type OrderLegRow } from '../orders/orders.rows';
import { type Locked, lockRow, updateRow } from '../records/writes';

export const MAX_POSITIONS = 500;
/** A phone's clock may run a little ahead of the server's. */
const FUTURE_SLACK_MS = 5 * 60_000;

type TripRow = { start: number | null; end: number | null; positionCount: number };

/** The legs' odometers and position counts, one query per request (OrderLeg.unitOdometerStart, …). */
export const legTripLoaders = defineLoaders((tx) => ({
  tripByLeg: groupLoader<TripRow>(
    tx,
    `SELECT l.id AS key, l.unit_odometer_start AS start, l.unit_odometer_end AS "end",
       (SELECT count(*)::int FROM leg_positions p WHERE p.tenant_id = l.tenant_id AND p.order_leg_id = l.id) AS "positionCount"
     FROM order_legs l WHERE l.id = ANY($1::uuid[])`,
  ),
}));

const tripOf = async (ctx: GraphQLContext, legId: string): Promise<TripRow> =>
  (await legTripLoaders(ctx).tripByLeg.load(legId))[0] ?? { start: null, end: null, positionCount: 0 };

export const legTripFields = {
  unitOdometerStart: async (leg: OrderLegRow, _args: unknown, ctx: GraphQLContext) => (await tripOf(ctx, leg.id)).start,
  unitOdometerEnd: async (leg: OrderLegRow, _args: unknown, ctx: GraphQLContext) => (await tripOf(ctx, leg.id)).end,
  positionCount: async (leg: OrderLegRow, _args: unknown, ctx: GraphQLContext) => (await tripOf(ctx, leg.id)).positionCount,
};

type LegWithOdometer = OrderLegRow & { unitOdometerStart: number | null; unitOdometerEnd: number | null };

/** The leg as the odometer write locks and audits it (its readings included, so the audit row shows them). */
const LEG_ODOMETER: Locked = {
  table: 'order_legs',
  alias: 'l',
  select: `${LEG_SELECT}, l.unit_odometer_start AS "unitOdometerStart", l.unit_odometer_end AS "unitOdometerEnd"`,
  what: 'Order leg',
  kind: 'Order legs',
  noun: 'leg',
};

/** A driver acts on their own legs only: another driver's leg, or one row-level security hides, is not found. */
const ownLeg = async (ctx: GraphQLContext, actor: Actor, id: string): Promise<OrderLegRow> => {
  const leg = isUuid(id) ? await findLeg(ctx.db, id) : null;
  if (!leg) throw notFound('Order leg');
  if (isOperatorStaff(actor.user)) return leg;
  const driverId = await driverIdOfUser(ctx, actor.user.id, actor.tenantId);
  if (!driverId || leg.driverId !== driverId) throw notFound('Order leg');
  return leg;
};

/** The leg's own driver, or the staff of LEG_ODOMETER_ROLES; anyone else is FORBIDDEN. */
const odometerActor = (ctx: GraphQLContext): Actor => {
  const actor = requireTenant(ctx);
  if (!actor.user.portal && !isOperatorStaff(actor.user) && hasRole(actor.user, 'DRIVER')) return actor;
  return requireStaffWith(ctx, LEG_ODOMETER_ROLES);
};

const odometerErrors = (start: number | null, end: number | null, given: { start?: unknown; end?: unknown }) => {
  const errors: Record<string, string[]> = {};
  for (const [field, value] of [
    ['start', start],
    ['end', end],
  ] as const)
    if (given[field] !== undefined && value !== null && (value < 0 || value > MAX_ODOMETER))
      errors[field] = [`The odometer must be between 0 and ${MAX_ODOMETER.toLocaleString('en-US')}.`];
  if (!errors.start && !errors.end && start !== null && end !== null && end < start)
    errors.end = ['The odometer at delivery may not be less than at pick-up.'];
  return errors;
};

/**
 * recordLegUnitOdometer: an absent reading keeps the stored one, null clears it. Locks the order then the leg (the
 * order's transitions' lock order), answers a stale version with CONFLICT, and writes and audits with the records kit.
 */
export const recordLegUnitOdometer = async (ctx: GraphQLContext, args: MutationRecordLegUnitOdometerArgs): Promise<OrderLegRow> => {
  const actor = odometerActor(ctx);
  const found = await ownLeg(ctx, actor, args.id);
  if (!(await findOrder(ctx.db, found.orderId, true))) throw notFound('Order leg');
  const leg = await lockRow<LegWithOdometer>(ctx, actor.tenantId, LEG_ODOMETER, found.id, args.version);
  if (!leg.unitId) throw badUserInput({ id: ['This leg has no power unit.'] });
  const start = args.start === undefined ? leg.unitOdometerStart : args.start;
  const end = args.end === undefined ? leg.unitOdometerEnd : args.end;
  const errors = odometerErrors(start, end, args);
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  const row = await updateRow<LegWithOdometer>(
    ctx,
    actor,
    LEG_ODOMETER,
    { id: leg.id, version: leg.version, before: leg },
    ['unit_odometer_start', 'unit_odometer_end'],
    [start, end],
  );
  legTripLoaders(ctx).tripByLeg.clear(leg.id);
  publishChange(ctx, 'orderLegChanged', actor.tenantId, leg.id);
  return row;
};

const positionErrors = (positions: readonly LegPositionInput[], createdAt: Date, now: number) => {
  const errors: Record<string, string[]> = {};
  if (positions.length < 1 || positions.length > MAX_POSITIONS)
    errors.positions = [`Send between 1 and ${MAX_POSITIONS} positions at a time.`];
  positions.slice(0, MAX_POSITIONS).forEach((position, i) => {
    const at = new Date(position.at).getTime();
    if (!Number.isFinite(position.lat) || position.lat < -90 || position.lat > 90)
      errors[`positions.${i}.lat`] = ['The latitude must be between -90 and 90.'];
    if (!Number.isFinite(position.lng) || position.lng < -180 || position.lng > 180)
      errors[`positions.${i}.lng`] = ['The longitude must be between -180 and 180.'];
    if (at > now + FUTURE_SLACK_MS) errors[`positions.${i}.at`] = ['The time may not be in the future.'];
    else if (at < createdAt.getTime()) errors[`positions.${i}.at`] = ['The time may not be before the leg was created.'];
  });
  return errors;
};

/**
 * recordLegPositions: the leg's own driver, while the leg is picked up and not yet delivered. An instant already
 * recorded (or sent twice) is skipped; answers how many positions were stored.
 */
export const recordLegPositions = async (
  ctx: GraphQLContext,
  { legId, positions }: { legId: string; positions: readonly LegPositionInput[] },
): Promise<number> => {
  const actor = requireTenant(ctx);
  if (actor.user.portal || isOperatorStaff(actor.user) || !hasRole(actor.user, 'DRIVER')) throw forbidden();
  const leg = await ownLeg(ctx, actor, legId);
  if (!leg.pickedUpAt || leg.deliveredAt)
    throw badUserInput({ legId: ['Positions are recorded while the leg is picked up and not yet delivered.'] });
  const errors = positionErrors(positions, new Date(leg.createdAt), Date.now());
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  const byInstant = new Map(positions.map((position) => [new Date(position.at).toISOString(), position]));
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO leg_positions (tenant_id, order_leg_id, recorded_at, lat, lng, source)
     SELECT $1, $2, p.recorded_at, p.lat, p.lng, 'DRIVER_APP' FROM unnest($3::timestamptz[], $4::float8[], $5::float8[]) AS p (recorded_at, lat, lng)
     ON CONFLICT (tenant_id, order_leg_id, recorded_at) DO NOTHING RETURNING id`,
    [
      actor.tenantId,
      leg.id,
      [...byInstant.keys()],
      [...byInstant.values()].map((position) => position.lat),
      [...byInstant.values()].map((position) => position.lng),
    ],
  );
  legTripLoaders(ctx).tripByLeg.clear(leg.id);
  return rows.length;
};
