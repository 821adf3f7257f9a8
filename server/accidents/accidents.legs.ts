import type { GraphQLError } from 'graphql';
import type { LegTransitionValues } from '../../src/machines/domain/orderLeg.inputs';
import type { OrderLegContext } from '../../src/machines/domain/orderLeg.machine';
import { SYSTEM_ACTOR } from '../../src/machines/domain/status';
import { appError, notFound } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { orderLegRecord } from '../orderLegs/orderLegs.public';
import { findLeg, findOrder, type OrderLegRow } from '../orders/orders.rows';
import { transition } from '../transitions/transitions.service';
import type { MachineRecord } from '../transitions/transitions.types';

/**
 * The leg moves the accidents area makes (a report's TO_REPAIR or HOLD, a repair's start and end), sent through the
 * leg's own transition service: the leg machine decides by the leg's status and facts, the leg's audit row names the
 * user, the order settles and orderLegChanged is published after commit, all in the caller's transaction.
 *
 * The move is the report's (or the repair's), not a dispatch action of the user: the accident manager holds no
 * dispatch or editor role, so the machine's role guards are asked as the system actor (as the order's derived
 * `legs.*` events are). Only the status and the record's facts can refuse it.
 */
const legForAccidents: MachineRecord<OrderLegRow, OrderLegContext, LegTransitionValues> = {
  ...orderLegRecord,
  context: async (ctx, row, actor, event) => ({ ...(await orderLegRecord.context(ctx, row, actor, event)), actor: SYSTEM_ACTOR }),
};

export type LegMove = 'TO_REPAIR' | 'HOLD' | 'REPAIRED';

/** The live leg, locked as the leg's own transition locks it (its order first, then the leg); null when not visible. */
export const lockLeg = async (ctx: GraphQLContext, id: string): Promise<OrderLegRow | null> => {
  const found = await findLeg(ctx.db, id);
  if (!found || !(await findOrder(ctx.db, found.orderId, true))) return null;
  return findLeg(ctx.db, found.id, true);
};

/**
 * Sends one leg event on behalf of a report or repair; a refusal is the leg machine's INVALID_TRANSITION (its event,
 * status and reason), worded as what it refused (`The report was not saved: …`).
 */
export const moveLeg = async (
  ctx: GraphQLContext,
  actor: Actor,
  legId: string,
  event: LegMove,
  options: { input?: LegTransitionValues; refused?: string } = {},
): Promise<OrderLegRow> => {
  const leg = await lockLeg(ctx, legId);
  if (!leg) throw notFound('Order leg');
  try {
    return await transition(ctx, actor, legForAccidents, { id: leg.id, event, input: options.input, version: leg.version });
  } catch (error) {
    const refused = error as GraphQLError;
    if (!options.refused || refused.extensions?.code !== 'INVALID_TRANSITION') throw error;
    throw appError('INVALID_TRANSITION', `${options.refused}: ${refused.message}`, {
      ...refused.extensions,
      legId: leg.id,
      legNumber: leg.number,
    });
  }
};
