import type { GraphQLError } from 'graphql';
import { confirmWithCallSchema } from '../../src/domain/callCenter/confirmation';
import type { GraphQLContext } from '../graphql/context';
import { recordCommunication } from '../communications/communications.public';
import { transitionOrderLeg } from '../orderLegs/orderLegs.public';
import type { OrderLegRow } from '../orders/orders.rows';
import { validateInput } from '../records/writes';
import { requireCallCenter } from './callCenter.access';

export type ConfirmLegWithCallArgs = { id: string; version: number; input: unknown };

/**
 * One action, one transaction (the request's): the window is checked (BAD_USER_INPUT, nothing written), the leg
 * machine takes leg.confirm through its transition service, and only then the call is logged on the leg. A refused
 * event throws before the log is written, and a refused log entry fails the request, which rolls the event back.
 */
export const confirmLegWithCall = async (ctx: GraphQLContext, args: ConfirmLegWithCallArgs): Promise<OrderLegRow> => {
  requireCallCenter(ctx);
  const values = validateInput(confirmWithCallSchema(), args.input);
  const leg = await transitionOrderLeg(ctx, {
    id: args.id,
    event: 'CONFIRM',
    version: args.version,
    input: { confirmedPickupAt: values.confirmedPickupAt, confirmedDeliveryAt: values.confirmedDeliveryAt },
  });
  // Whom the agent spoke to: as typed, else the leg's own pickup (or delivery) contact.
  const contact = leg.pickupContact ?? leg.deliveryContact;
  await recordCommunication(
    ctx.db,
    ctx,
    {
      subject: { kind: 'LEG', id: leg.id },
      direction: values.inbound ? 'INBOUND' : 'OUTBOUND',
      channel: 'CALL',
      contactName: values.contactName ?? contact?.name ?? null,
      contactPhone: values.contactPhone ?? contact?.phone ?? null,
      outcome: 'REACHED',
      notes: values.notes,
    },
    { field: 'input' },
  );
  return leg;
};

const refusedByTheRecord = (error: unknown) =>
  (error as GraphQLError | null)?.extensions?.code === 'INVALID_TRANSITION' && (error as GraphQLError).extensions.reason === 'RECORD';

/**
 * The queue's Acknowledge: leg.acknowledge, then leg.requestConfirmation when the leg is complete, so the agent
 * confirms it from the same queue; an incomplete leg stays PROCESSING for whoever completes it. One transaction.
 */
export const acknowledgeCallCenterLeg = async (ctx: GraphQLContext, args: { id: string; version: number }): Promise<OrderLegRow> => {
  requireCallCenter(ctx);
  const acknowledged = await transitionOrderLeg(ctx, { id: args.id, event: 'ACKNOWLEDGE', version: args.version });
  try {
    return await transitionOrderLeg(ctx, { id: args.id, event: 'REQUEST_CONFIRMATION', version: acknowledged.version });
  } catch (error) {
    if (refusedByTheRecord(error)) return acknowledged;
    throw error;
  }
};
