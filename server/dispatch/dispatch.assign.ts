import type { AssignLegsInput, PlannedAssignmentInput } from '../../src/generated/resolvers';
import { badUserInput, isUuid } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { findLeg, type OrderLegRow } from '../orders/orders.rows';
import { transitionOrderLeg } from '../orderLegs/orderLegs.public';
import { MAX_PLAN_LEGS } from './dispatch.plan';

/**
 * Several legs to one driver or trucking company (a trip), each through its own machine (leg.assign, the
 * qualification guard included), in the request's transaction: one refusal and nothing is assigned.
 */
export const assignLegs = async (ctx: GraphQLContext, input: AssignLegsInput): Promise<OrderLegRow[]> => {
  const ids = [...new Set(input.legIds)];
  if (ids.length === 0) throw badUserInput({ 'input.legIds': ['Select at least one leg.'] });
  if (ids.length > MAX_PLAN_LEGS) throw badUserInput({ 'input.legIds': [`Assign at most ${MAX_PLAN_LEGS} legs at once.`] });
  if (!input.driverId === !input.truckingCompanyId) throw badUserInput({ 'input.driverId': ['Choose a driver or a trucking company.'] });
  const assigned: OrderLegRow[] = [];
  for (const id of ids) {
    const leg = isUuid(id) ? await findLeg(ctx.db, id) : null;
    assigned.push(
      await transitionOrderLeg(ctx, {
        id,
        event: 'ASSIGN',
        version: leg?.version ?? 0,
        input: input.driverId ? { driverId: input.driverId } : { truckingCompanyId: input.truckingCompanyId },
      }),
    );
  }
  return assigned;
};

/** A previewed plan, applied: every pairing through its leg's machine at the version it was planned on; all or nothing. */
export const applyDispatchPlan = async (ctx: GraphQLContext, assignments: readonly PlannedAssignmentInput[]): Promise<OrderLegRow[]> => {
  if (assignments.length === 0) throw badUserInput({ assignments: ['The plan has no pairing.'] });
  if (assignments.length > MAX_PLAN_LEGS) throw badUserInput({ assignments: [`A plan places at most ${MAX_PLAN_LEGS} legs.`] });
  if (new Set(assignments.map((a) => a.legId)).size !== assignments.length)
    throw badUserInput({ assignments: ['A leg is in the plan twice.'] });
  const assigned: OrderLegRow[] = [];
  // Chained legs of one driver are assigned in the plan's order (the earlier trip first).
  for (const assignment of assignments)
    assigned.push(
      await transitionOrderLeg(ctx, {
        id: assignment.legId,
        event: 'ASSIGN',
        version: assignment.version,
        input: { driverId: assignment.driverId },
      }),
    );
  return assigned;
};
