import { actualTimeError } from '../../src/domain/legActualTime';
import type { LegTransitionValues } from '../../src/machines/domain/orderLeg.inputs';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput } from '../errors';
import type { OrderLegRow } from '../orders/orders.rows';

/** The instant the pickup report that lets the leg move was taken (its latest standing one), if it has one. */
const pickupReportTakenAt = async (ctx: GraphQLContext, legId: string): Promise<Date | null> => {
  const { rows } = await ctx.db.query<{ capturedAt: Date | null }>(
    `SELECT max(captured_at) AS "capturedAt" FROM condition_reports
      WHERE order_leg_id = $1 AND direction = 'PICKUP' AND status IN ('SUBMITTED', 'ACCEPTED')`,
    [legId],
  );
  return rows[0]?.capturedAt ?? null;
};

/**
 * A pick up's or a delivery's actual time (`input.actualAt`, now when absent) lies between the step before it (the
 * pickup report, the pick up) and now (src/domain/legActualTime.ts); outside it the move is BAD_USER_INPUT and writes
 * nothing.
 */
export const checkActualTime = async (ctx: GraphQLContext, type: string, input: LegTransitionValues, row: OrderLegRow) => {
  if (!input.actualAt || (type !== 'leg.pickUp' && type !== 'leg.deliver')) return;
  const message =
    type === 'leg.pickUp'
      ? actualTimeError(input.actualAt, await pickupReportTakenAt(ctx, row.id), 'the pickup report')
      : actualTimeError(input.actualAt, row.pickedUpAt, 'the pick up');
  if (message) throw badUserInput({ 'input.actualAt': [message] });
};
