import { hasRole, isOperatorStaff } from '../../src/domain/roles';
import type { ConditionReportDirection } from '../../src/generated/enums';
import { CONDITION_REPORT_TAKER_ROLES, REPORT_LEG_STATUSES } from '../../src/machines/domain/conditionReport.machine';
import { driverIdOfUser, isCarrierUser, requireCarrierReader } from '../carriers/carriers.public';
import type { Actor, GraphQLContext } from '../graphql/context';
import { appError, forbidden, isUuid, notFound } from '../errors';
import { findLeg, type OrderLegRow } from '../orders/orders.rows';

/**
 * Reading condition reports: operator staff (the tenant's), and the carriers of a leg (the leg's driver, its trucking
 * company's users): row-level security leaves a carrier the reports of the legs it carries, so another leg's report
 * is NOT_FOUND. Portal users read theirs on the portal's own fields.
 */
export const requireConditionReportReader = requireCarrierReader;

/** Whether the actor carries the leg: its driver, or a user of its trucking company. */
export const carriesLeg = async (ctx: GraphQLContext, actor: Actor, leg: OrderLegRow): Promise<boolean> => {
  if (isOperatorStaff(actor.user) || actor.user.portal) return false;
  if (leg.driverId && hasRole(actor.user, 'DRIVER') && (await driverIdOfUser(ctx, actor.user.id, actor.tenantId)) === leg.driverId)
    return true;
  if (!leg.truckingCompanyId) return false;
  const { rows } = await ctx.db.query(
    'SELECT 1 FROM trucking_company_users WHERE tenant_id = $1 AND user_id = $2 AND trucking_company_id = $3',
    [actor.tenantId, actor.user.id, leg.truckingCompanyId],
  );
  return rows.length > 0;
};

/**
 * A storage check-in or check-out report: the direction given, or (a photo, taken before the report says which) a leg
 * where one is due.
 */
const storageReport = (leg: OrderLegRow, direction: ConditionReportDirection | null) =>
  direction
    ? direction === 'CHECK_IN' || direction === 'CHECK_OUT'
    : REPORT_LEG_STATUSES.CHECK_IN.includes(leg.status) || REPORT_LEG_STATUSES.CHECK_OUT.includes(leg.status);

/**
 * The leg a report or photo is taken for, and who takes it: the leg's carrier, or staff who take reports
 * (CONDITION_REPORT_TAKER_ROLES). A leg the actor cannot see is NOT_FOUND (a driver asking about another driver's
 * leg included); a staff role that takes no reports is FORBIDDEN; a leg the client brings in takes no pickup or
 * delivery report.
 */
export const legForCapture = async (
  ctx: GraphQLContext,
  legId: string,
  direction: ConditionReportDirection | null = null,
): Promise<{ actor: Actor; leg: OrderLegRow; carrier: boolean }> => {
  const actor = await requireCarrierReader(ctx);
  const leg = isUuid(legId) ? await findLeg(ctx.db, legId) : null;
  if (!leg) throw notFound('Order leg');
  const carrier = await isCarrierUser(ctx, actor);
  if (carrier && !(await carriesLeg(ctx, actor, leg))) throw notFound('Order leg');
  if (!carrier && !hasRole(actor.user, CONDITION_REPORT_TAKER_ROLES)) throw forbidden();
  // The client's own move takes no pickup or delivery report; it does take storage ones (a drop-off at our yard).
  if (leg.transportMethod === 'CLIENT_IN' && !storageReport(leg, direction))
    throw appError('BAD_USER_INPUT', 'A leg the client brings in takes no condition report.', {
      errors: { orderLegId: ['A leg the client brings in takes no condition report.'] },
    });
  return { actor, leg, carrier };
};
